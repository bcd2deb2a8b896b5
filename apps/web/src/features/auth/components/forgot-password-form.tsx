import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@partsmith/contract';
import { useForm } from 'react-hook-form';
import { mailMessages } from '@partsmith/contract/mail-messages';
import { PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';

const emailOnly = loginSchema.pick({ email: true });

/** Email, checked like the login form's; `onSent` once the server took the request. */
export function ForgotPasswordForm({ onSent, onError }: { onSent: () => void; onError: (message: string | null) => void }) {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailOnly), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    onError(null);
    try {
      await request.mutateAsync(email);
    } catch (error) {
      onError(getErrorMessage(error));
      return;
    }
    onSent();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <PendingButton type="submit" className="btn btn-primary w-full" pending={isSubmitting} disabled={isSubmitting}>
        {mailMessages.forgotPassword.submit}
      </PendingButton>
    </form>
  );
}
