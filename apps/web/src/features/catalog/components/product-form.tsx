import { productCreateSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { ImageUploadController } from '@/components/ui/image-upload-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { InsertForm, useInsertForm } from '@/components/ui/insert-form';
import { useCreateProduct } from '../api/create-product';

/** Name, Price per piece, Quantity, Minimum order, Description and Image, checked with the contract's productCreateSchema. */
export function ProductForm() {
  const createProduct = useCreateProduct();
  const insertForm = useInsertForm({
    schema: productCreateSchema,
    defaultValues: { name: '', price: undefined, quantity: undefined, minimum: undefined, description: '', image: '' },
    insert: createProduct.mutateAsync,
    added: messages.toast.productAdded,
    failed: messages.toast.productFailed,
  });
  const {
    register,
    control,
    formState: { errors },
  } = insertForm.form;

  return (
    <InsertForm insertForm={insertForm} gridClassName="sm:grid-cols-3" submitLabel="Add Product">
      <TextField label="Name" autoComplete="off" className="sm:col-span-3" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Price per piece"
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        placeholder="In dollars, e.g. 29.99"
        error={errors.price?.message}
        {...register('price', { valueAsNumber: true })}
      />
      <TextField
        label="Quantity"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder="Pieces in stock"
        error={errors.quantity?.message}
        {...register('quantity', { valueAsNumber: true })}
      />
      <TextField
        label="Minimum order"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder="Pieces per order"
        error={errors.minimum?.message}
        {...register('minimum', { valueAsNumber: true })}
      />
      <TextareaField
        label="Description"
        rows={4}
        placeholder="What the part is, what it fits, what makes it good."
        className="sm:col-span-3"
        error={errors.description?.message}
        {...register('description')}
      />
      <ImageUploadController control={control} name="image" label="Image" className="sm:col-span-3" onUploadingChange={insertForm.setUploading} />
    </InsertForm>
  );
}
