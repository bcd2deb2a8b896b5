import { zodResolver } from '@hookform/resolvers/zod';
import { type Product, type ProductUpdateInput, productUpdateSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormCard } from '@/components/ui/form-card';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateProduct } from '../api/update-product';
import { ProductFields } from './product-fields';

/** The fields an admin edits here; the stock moves apart, by pieces added or removed. */
function editableFields({ name, price, minimum, description, image }: Product): ProductUpdateInput {
  return { name, price, minimum, description, image };
}

/** The checked values that differ from what the form was filled with: the request names only what the admin changed. */
function changedFields(values: ProductUpdateInput, filledWith: Partial<ProductUpdateInput>): ProductUpdateInput {
  return Object.fromEntries(Object.entries(values).filter(([field, value]) => value !== filledWith[field as keyof ProductUpdateInput]));
}

/** Name, Price per piece, Minimum order, Description and Image of a part, prefilled, checked with productUpdateSchema. */
export function ProductEditForm({ product }: { product: Product }) {
  const updateProduct = useUpdateProduct(product._id);
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const form = useForm({ resolver: zodResolver(productUpdateSchema), defaultValues: editableFields(product) });
  const { isDirty, isSubmitting, defaultValues = {} } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = changedFields(values, defaultValues);
    // Only spaces were added or removed: nothing to send.
    if (Object.keys(changes).length === 0) {
      form.reset();
      return;
    }
    let updated: Product;
    try {
      updated = await updateProduct.mutateAsync(changes);
    } catch (error) {
      toast.error(getErrorMessage(error));
      return;
    }
    form.reset(editableFields(updated));
    toast.success(messages.products.updated);
  });

  return (
    <FormCard
      onSubmit={onSubmit}
      sending={isSubmitting}
      blocked={uploading || !isDirty}
      title="Details"
      gridClassName="sm:grid-cols-2"
      submitLabel="Save changes"
    >
      <ProductFields form={form} onUploadingChange={setUploading} />
    </FormCard>
  );
}
