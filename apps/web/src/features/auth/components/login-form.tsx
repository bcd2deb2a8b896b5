import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@partsmith/contract';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';
import { PendingButton } from '@/components/ui/pending-button';

interface LoginFormProps {
  /** Runs after the server accepted the password; the button keeps showing progress until it settles. */
  onSignedIn: () => Promise<void>;
  /** The provider's message to show under the form, or null to clear it. */
  onError: (message: string | null) => void;
}

/** Email and Password, checked with the contract's loginSchema on submit and again as the user fixes them. */
export function LoginForm({ onSignedIn, onError }: LoginFormProps) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    onError(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      onError(getErrorMessage(error));
      return;
    }
    await onSignedIn();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <PendingButton type="submit" className="btn btn-primary w-full" pending={isSubmitting} disabled={isSubmitting}>
        Login
      </PendingButton>
    </form>
  );
}
