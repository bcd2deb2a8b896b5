import { productCreateSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { FormCard } from '@/components/ui/form-card';
import { useInsertForm } from '@/components/ui/insert-form';
import { TextField } from '@/components/ui/text-field';
import { useCreateProduct } from '../api/create-product';
import { ProductFields } from './product-fields';

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
  const { form } = insertForm;

  return (
    <FormCard {...insertForm.submission} gridClassName="sm:grid-cols-3" submitLabel="Add Product">
      <ProductFields
        form={form}
        onUploadingChange={insertForm.setUploading}
        quantityField={() => (
          <TextField
            label="Quantity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="Pieces in stock"
            error={form.formState.errors.quantity?.message}
            {...form.register('quantity', { valueAsNumber: true })}
          />
        )}
      />
    </FormCard>
  );
}
