import { type Category, MAX_LEAD_TIME_DAYS, type ProductUpdateInput, TAX_CATEGORIES } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { ImageUploadController } from '@/components/ui/image-upload-field';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { CategoryOptions, categoryIdFromOption } from './category-options';
import { specificationsOf } from './category-tree';
import { type SpecificationValues, SpecificationValuesFields } from './specification-values-fields';

/** The part's fields that both the add and the edit form have. */
type ProductFieldValues = Pick<
  ProductUpdateInput,
  'name' | 'partNumber' | 'price' | 'minimum' | 'taxCategory' | 'leadTimeDays' | 'description' | 'image' | 'categoryId'
> & {
  specifications?: SpecificationValues;
};

/** The lead time field's days; empty is null, no lead time (react-hook-form's valueAsNumber would make it NaN). */
const leadTimeFromField = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

interface ProductFieldsProps<Form extends ProductFieldValues, Output extends FieldValues> {
  form: UseFormReturn<Form, unknown, Output>;
  /** Every category, for the Category drop-down and the specifications the chosen one asks for. */
  categories: UseQueryResult<Category[]>;
  onUploadingChange: (uploading: boolean) => void;
  /**
   * The add form's Quantity, placed between the price and the minimum order. A function, so that it registers in
   * that order too: react-hook-form focuses the first field with an error in the order fields registered.
   */
  quantityField?: () => ReactNode;
}

/**
 * Name, Part number, Price per piece, Minimum order, Tax category, Lead time, Description, Image, Category and the
 * category's Specifications, for a form whose values include them.
 */
export function ProductFields<Form extends ProductFieldValues, Output extends FieldValues>({
  form,
  categories,
  onUploadingChange,
  quantityField,
}: ProductFieldsProps<Form, Output>) {
  // react-hook-form's types do not accept a form with more fields where one with fewer is expected; these are in both.
  const {
    register,
    control,
    formState: { errors },
  } = form as unknown as UseFormReturn<ProductFieldValues>;
  const categoryId = useWatch({ control, name: 'categoryId' });
  return (
    <>
      <TextField label="Name" autoComplete="off" className="sm:col-span-full" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Part number"
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. PSM-CPU-7700"
        error={errors.partNumber?.message}
        {...register('partNumber')}
      />
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
      {quantityField?.()}
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
      <SelectField label={messages.productEditor.taxCategory} error={errors.taxCategory?.message} {...register('taxCategory')}>
        {TAX_CATEGORIES.map((taxCategory) => (
          <option key={taxCategory} value={taxCategory}>
            {messages.productEditor.taxCategories[taxCategory]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={messages.productEditor.leadTimeDays}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_LEAD_TIME_DAYS}
        step={1}
        placeholder="Only what is in stock"
        hint={messages.productEditor.leadTimeHint}
        error={errors.leadTimeDays?.message}
        {...register('leadTimeDays', { setValueAs: leadTimeFromField })}
      />
      <TextareaField
        label="Description"
        rows={4}
        placeholder="What the part is, what it fits, what makes it good."
        className="sm:col-span-full"
        error={errors.description?.message}
        {...register('description')}
      />
      <ImageUploadController control={control} name="image" label="Image" className="sm:col-span-full" onUploadingChange={onUploadingChange} />
      <Controller
        control={control}
        name="categoryId"
        render={({ field }) => (
          <div className="sm:col-span-full">
            <SelectField
              label="Category"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              disabled={!categories.data}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(categoryIdFromOption(event.target.value))}
              error={errors.categoryId?.message}
            >
              <CategoryOptions categories={categories.data ?? []} noneLabel={categories.isPending ? 'Loading categories…' : 'No category'} />
            </SelectField>
            {categories.isError && <p className="mt-1.5 text-sm text-error">{messages.categories.loadFailed}</p>}
          </div>
        )}
      />
      <SpecificationValuesFields form={form} specifications={specificationsOf(categoryId, categories.data ?? [])} />
    </>
  );
}
