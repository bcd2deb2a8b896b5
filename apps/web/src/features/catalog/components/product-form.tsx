import { productCreateSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { useWatch } from 'react-hook-form';
import { FormCard } from '@/components/ui/form-card';
import { useInsertForm } from '@/components/ui/insert-form';
import { TextField } from '@/components/ui/text-field';
import { useCategories } from '../api/get-categories';
import { useCreateProduct } from '../api/create-product';
import { specificationsOf } from './category-tree';
import { checkTiersAgainstPart, PriceTierRows } from './price-tiers-form';
import { ProductFields } from './product-fields';
import { declaredValues } from './specification-values-fields';

/** The contract's productCreateSchema, and its price breaks checked against the part's own minimum order and price, as the server checks them. */
const productFormSchema = productCreateSchema.superRefine((product, context) =>
  checkTiersAgainstPart(product.priceTiers ?? [], product, 'priceTiers', context),
);

/**
 * Name, Part number, Price per piece, Quantity, Minimum order, Tax category, Lead time, Description, Image, Category,
 * the category's specifications and price breaks, checked with the contract's productCreateSchema and sent as one
 * request.
 */
export function ProductForm() {
  const createProduct = useCreateProduct();
  const categories = useCategories();
  const insertForm = useInsertForm({
    schema: productFormSchema,
    defaultValues: {
      name: '',
      partNumber: '',
      price: undefined,
      quantity: undefined,
      minimum: undefined,
      taxCategory: 'standard',
      leadTimeDays: null,
      description: '',
      image: '',
      categoryId: null,
      specifications: {},
      priceTiers: [],
    },
    insert: (product) =>
      createProduct.mutateAsync({
        ...product,
        specifications: declaredValues(specificationsOf(product.categoryId, categories.data ?? []), product.specifications, { withEmpty: false }),
      }),
    added: messages.toast.productAdded,
    failed: messages.toast.productFailed,
  });
  const { form } = insertForm;
  const minimum = useWatch({ control: form.control, name: 'minimum' });

  return (
    <FormCard {...insertForm.submission} gridClassName="sm:grid-cols-2 lg:grid-cols-4" submitLabel="Add Product">
      <ProductFields
        form={form}
        categories={categories}
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
      <fieldset className="space-y-4 sm:col-span-full">
        <legend className="mb-3 text-base font-semibold">{messages.priceTiers.heading}</legend>
        <PriceTierRows form={form} name="priceTiers" minimum={typeof minimum === 'number' && Number.isInteger(minimum) ? minimum : undefined} />
      </fieldset>
    </FormCard>
  );
}
