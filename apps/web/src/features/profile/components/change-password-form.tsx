import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema } from '@partsmith/contract';
import { mailMessages } from '@partsmith/contract/mail-messages';
import { useForm } from 'react-hook-form';
import { PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

const m = mailMessages.profile;

/** Current and new password (the sign-up rules, from the contract's passwordChangeSchema), and whether to sign out other devices. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '', revokeOtherSessions: true },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, revokeOtherSessions }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword, revokeOtherSessions: revokeOtherSessions ?? false });
    } catch (error) {
      // Better Auth answers a wrong current password with INVALID_PASSWORD; a Google-only account has no credential to check.
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') return setError('currentPassword', { message: m.wrongCurrentPassword });
      if (error instanceof ApiError && error.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') return toast.error(m.noPassword);
      toast.error(getErrorMessage(error));
      return;
    }
    reset();
    toast.success(m.passwordChanged);
  });

  return (
    <section aria-labelledby="change-password-heading" className="mt-8 rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
      <h2 id="change-password-heading" className="mb-4 text-xl font-semibold">
        {m.changePasswordHeading}
      </h2>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={m.currentPassword}
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <TextField label={m.newPassword} type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
        </div>
        <label className="flex cursor-pointer items-center gap-3">
          <input type="checkbox" className="checkbox" {...register('revokeOtherSessions')} />
          <span>{m.signOutOthers}</span>
        </label>
        <PendingButton type="submit" className="btn btn-primary w-full sm:w-auto" pending={isSubmitting} disabled={isSubmitting}>
          {m.changePassword}
        </PendingButton>
      </form>
    </section>
  );
}
