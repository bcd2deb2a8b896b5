import { zodResolver } from '@hookform/resolvers/zod';
import { productCreateSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ImageUploadController } from '@/components/ui/image-upload-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { useInsertWithToasts } from '@/components/ui/use-insert-with-toasts';
import { useCreateProduct } from '../api/create-product';
import { PendingButton } from '@/components/ui/pending-button';

/** Name, Price per piece, Quantity, Minimum order, Description and Image, checked with the contract's productCreateSchema. */
export function ProductForm() {
  const createProduct = useCreateProduct();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(productCreateSchema),
    defaultValues: { name: '', price: undefined, quantity: undefined, minimum: undefined, description: '', image: '' },
  });

  const insertProduct = useInsertWithToasts(createProduct.mutateAsync, { added: messages.toast.productAdded, failed: messages.toast.productFailed });
  const onSubmit = handleSubmit(async (product) => {
    if (await insertProduct(product)) reset();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
      <div className="grid gap-5 sm:grid-cols-3">
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
        <ImageUploadController control={control} name="image" label="Image" className="sm:col-span-3" onUploadingChange={setUploading} />
      </div>
      <div className="mt-6 flex justify-end">
        <PendingButton type="submit" className="btn btn-primary w-full sm:w-auto" pending={isSubmitting} disabled={isSubmitting || uploading}>
          Add Product
        </PendingButton>
      </div>
    </form>
  );
}
