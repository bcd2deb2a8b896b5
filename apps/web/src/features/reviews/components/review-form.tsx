import { zodResolver } from '@hookform/resolvers/zod';
import { reviewCreateSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ImageUploadController } from '@/components/ui/image-upload-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { useInsertWithToasts } from '@/components/ui/use-insert-with-toasts';
import { useCreateReview } from '../api/create-review';
import { PendingButton } from '@/components/ui/pending-button';

/** Name, Ratings, Location, Description and Image, checked with the contract's reviewCreateSchema. */
export function ReviewForm({ defaultName = '' }: { defaultName?: string }) {
  const createReview = useCreateReview();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(reviewCreateSchema),
    defaultValues: { name: defaultName, ratings: undefined, location: '', review: '', image: '' },
  });

  const insertReview = useInsertWithToasts(createReview.mutateAsync, { added: messages.toast.reviewAdded, failed: messages.toast.reviewFailed });
  const onSubmit = handleSubmit(async (review) => {
    if (await insertReview(review)) reset();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
      <div className="grid gap-5 sm:grid-cols-2">
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
        <ImageUploadController control={control} name="image" label="Image" preview="avatar" className="sm:col-span-2" onUploadingChange={setUploading} />
      </div>
      <div className="mt-6 flex justify-end">
        <PendingButton type="submit" className="btn btn-primary w-full sm:w-auto" pending={isSubmitting} disabled={isSubmitting || uploading}>
          Add Review
        </PendingButton>
      </div>
    </form>
  );
}
