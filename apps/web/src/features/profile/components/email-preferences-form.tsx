import { type EmailPreferences, emailPreferencesSchema } from '@partsmith/contract';
import { mailMessages } from '@partsmith/contract/mail-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PendingButton } from '@/components/ui/pending-button';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateEmailPreferences } from '../api/update-email-preferences';

const m = mailMessages.profile;

/** Which order emails the customer gets: two switches, saved together. */
export function EmailPreferencesForm({ preferences }: { preferences: EmailPreferences }) {
  const update = useUpdateEmailPreferences();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm({ resolver: zodResolver(emailPreferencesSchema), defaultValues: preferences });

  const onSubmit = handleSubmit(async (chosen) => {
    try {
      reset(await update.mutateAsync(chosen));
    } catch (error) {
      toast.error(getErrorMessage(error));
      return;
    }
    toast.success(m.preferencesSaved);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <label className="flex cursor-pointer items-center gap-3">
        <input type="checkbox" className="toggle toggle-primary" {...register('orderUpdates')} />
        <span>{m.orderUpdates}</span>
      </label>
      <label className="flex cursor-pointer items-center gap-3">
        <input type="checkbox" className="toggle toggle-primary" {...register('paymentReminders')} />
        <span>{m.paymentReminders}</span>
      </label>
      <p className="text-sm text-base-content/75">{m.alwaysSent}</p>
      <PendingButton type="submit" className="btn btn-primary w-full sm:w-auto" pending={isSubmitting} disabled={isSubmitting || !isDirty}>
        Save
      </PendingButton>
    </form>
  );
}
