import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetSchema } from '@partsmith/contract';
import { mailMessages } from '@partsmith/contract/mail-messages';
import { useForm } from 'react-hook-form';
import { PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';

const newPasswordOnly = passwordResetSchema.pick({ newPassword: true });

/** The new password, under the sign-up rules (the contract's schema); `onInvalidLink` when the token is refused. */
export function ResetPasswordForm({ token, onDone, onInvalidLink }: { token: string; onDone: () => void; onInvalidLink: () => void }) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newPasswordOnly), defaultValues: { newPassword: '' } });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ token, newPassword });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') return onInvalidLink();
      setError('newPassword', { message: getErrorMessage(error) });
      return;
    }
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={mailMessages.resetPassword.newPassword}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PendingButton type="submit" className="btn btn-primary w-full" pending={isSubmitting} disabled={isSubmitting}>
        {mailMessages.resetPassword.submit}
      </PendingButton>
    </form>
  );
}
