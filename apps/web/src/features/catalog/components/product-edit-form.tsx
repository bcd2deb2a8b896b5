import { zodResolver } from '@hookform/resolvers/zod';
import { type Category, type Product, type ProductUpdateInput, productUpdateSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { useState } from 'react';
import { type DeepPartial, useForm } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormCard } from '@/components/ui/form-card';
import { InlineLoader } from '@/components/ui/page-loader';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCategories } from '../api/get-categories';
import { useUpdateProduct } from '../api/update-product';
import { specificationsOf } from './category-tree';
import { ProductFields } from './product-fields';
import { declaredValues } from './specification-values-fields';

/**
 * The fields an admin edits here; the stock moves apart, by pieces added or removed. Every specification the part's
 * category declares has a value, null for one the part has none of, so that the form is unchanged until one is typed.
 */
function editableFields(
  { name, partNumber, price, minimum, taxCategory, leadTimeDays, description, image, categoryId, specifications }: Product,
  categories: readonly Category[],
): ProductUpdateInput {
  const values = Object.fromEntries(specifications.map(({ key, value }) => [key, value]));
  return {
    name,
    partNumber,
    price,
    minimum,
    taxCategory,
    leadTimeDays,
    description,
    image,
    categoryId,
    specifications: { ...values, ...declaredValues(specificationsOf(categoryId, categories), values, { withEmpty: true }) },
  };
}

/**
 * The checked values that differ from what the form was filled with: the request names only what the admin changed.
 * The specifications go whole, every one the category declares, when any of them or the category changed.
 */
function changedFields(
  { specifications, ...values }: ProductUpdateInput,
  filledWith: DeepPartial<ProductUpdateInput>,
  categories: readonly Category[],
): ProductUpdateInput {
  const changes: ProductUpdateInput = Object.fromEntries(
    Object.entries(values).filter(([field, value]) => value !== filledWith[field as keyof ProductUpdateInput]),
  );
  const declared = specificationsOf(values.categoryId, categories);
  const now = declaredValues(declared, specifications, { withEmpty: true });
  if ('categoryId' in changes || JSON.stringify(now) !== JSON.stringify(declaredValues(declared, filledWith.specifications, { withEmpty: true }))) {
    changes.specifications = now;
  }
  return changes;
}

/**
 * Name, Part number, Price per piece, Minimum order, Tax category, Lead time, Description, Image, Category and
 * Specifications of a part, prefilled, checked with productUpdateSchema.
 */
export function ProductEditForm({ product }: { product: Product }) {
  const categories = useCategories();
  // The form starts from the category's specifications: wait for them (a failed read leaves them out).
  if (categories.isPending) return <InlineLoader label="Loading the categories…" />;
  return <DetailsForm product={product} categories={categories} />;
}

function DetailsForm({ product, categories }: { product: Product; categories: UseQueryResult<Category[]> }) {
  const updateProduct = useUpdateProduct(product._id);
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const form = useForm({ resolver: zodResolver(productUpdateSchema), defaultValues: editableFields(product, categories.data ?? []) });
  const { isDirty, isSubmitting, defaultValues = {} } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = changedFields(values, defaultValues, categories.data ?? []);
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
    form.reset(editableFields(updated, categories.data ?? []));
    toast.success(messages.products.updated);
  });

  return (
    <FormCard
      onSubmit={onSubmit}
      sending={isSubmitting}
      blocked={uploading || !isDirty}
      title="Details"
      gridClassName="sm:grid-cols-3"
      submitLabel="Save changes"
    >
      <ProductFields form={form} categories={categories} onUploadingChange={setUploading} />
    </FormCard>
  );
}
