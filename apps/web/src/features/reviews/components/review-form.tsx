import { reviewCreateSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { ImageUploadController } from '@/components/ui/image-upload-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { FormCard } from '@/components/ui/form-card';
import { useInsertForm } from '@/components/ui/insert-form';
import { useCreateReview } from '../api/create-review';

/** Name, Ratings, Location, Description and Image, checked with the contract's reviewCreateSchema. */
export function ReviewForm({ defaultName = '' }: { defaultName?: string }) {
  const createReview = useCreateReview();
  const insertForm = useInsertForm({
    schema: reviewCreateSchema,
    defaultValues: { name: defaultName, ratings: undefined, location: '', review: '', image: '' },
    insert: createReview.mutateAsync,
    added: messages.toast.reviewAdded,
    failed: messages.toast.reviewFailed,
  });
  const {
    register,
    control,
    formState: { errors },
  } = insertForm.form;

  return (
    <FormCard {...insertForm.submission} gridClassName="sm:grid-cols-2" submitLabel="Add Review">
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Ratings"
        type="number"
        inputMode="numeric"
        min={1}
        max={5}
        step={1}
        placeholder="Ratings 1 to 5"
        error={errors.ratings?.message}
        {...register('ratings', { valueAsNumber: true })}
      />
      <TextField
        label="Location"
        autoComplete="address-level2"
        placeholder="e.g. Dhaka"
        className="sm:col-span-2"
        error={errors.location?.message}
        {...register('location')}
      />
      <TextareaField
        label="Description"
        rows={5}
        placeholder="How were the parts, the ordering and the delivery?"
        className="sm:col-span-2"
        error={errors.review?.message}
        {...register('review')}
      />
      <ImageUploadController
        control={control}
        name="image"
        label="Image"
        preview="avatar"
        className="sm:col-span-2"
        onUploadingChange={insertForm.setUploading}
      />
    </FormCard>
  );
}
