import type { ProductUpdateInput } from '@partsmith/contract';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ImageUploadController } from '@/components/ui/image-upload-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';

/** The part's fields that both the add and the edit form have. */
type ProductFieldValues = Pick<ProductUpdateInput, 'name' | 'price' | 'minimum' | 'description' | 'image'>;

interface ProductFieldsProps<Form extends ProductFieldValues, Output extends FieldValues> {
  form: UseFormReturn<Form, unknown, Output>;
  onUploadingChange: (uploading: boolean) => void;
  /**
   * The add form's Quantity, placed between the price and the minimum order. A function, so that it registers in
   * that order too: react-hook-form focuses the first field with an error in the order fields registered.
   */
  quantityField?: () => ReactNode;
}

/** Name, Price per piece, Minimum order, Description and Image, for a form whose values include them. */
export function ProductFields<Form extends ProductFieldValues, Output extends FieldValues>({
  form,
  onUploadingChange,
  quantityField,
}: ProductFieldsProps<Form, Output>) {
  // react-hook-form's types do not accept a form with more fields where one with fewer is expected; these are in both.
  const {
    register,
    control,
    formState: { errors },
  } = form as unknown as UseFormReturn<ProductFieldValues>;
  return (
    <>
      <TextField label="Name" autoComplete="off" className="sm:col-span-full" error={errors.name?.message} {...register('name')} />
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
      <TextareaField
        label="Description"
        rows={4}
        placeholder="What the part is, what it fits, what makes it good."
        className="sm:col-span-full"
        error={errors.description?.message}
        {...register('description')}
      />
      <ImageUploadController control={control} name="image" label="Image" className="sm:col-span-full" onUploadingChange={onUploadingChange} />
    </>
  );
}
