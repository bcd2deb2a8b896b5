import { zodResolver } from '@hookform/resolvers/zod';
import { signUpSchema } from '@partsmith/contract';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useSignUp } from '../api/sign-up';
import { PendingButton } from '@/components/ui/pending-button';

interface SignUpFormProps {
  /** Runs after the account was created and signed in; the button keeps showing progress until it settles. */
  onSignedUp: () => Promise<void>;
  /** The registration error to show under the form, or null to clear it. */
  onError: (message: string | null) => void;
}

/** Name, Email and Password, checked with the contract's signUpSchema. */
export function SignUpForm({ onSignedUp, onError }: SignUpFormProps) {
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signUpSchema), defaultValues: { name: '', email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    onError(null);
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      // A password the server refuses as too common belongs under the password field.
      if (error instanceof ApiError && error.code === 'PASSWORD_TOO_COMMON') setError('password', { message: error.message }, { shouldFocus: true });
      else onError(getErrorMessage(error));
      return;
    }
    await onSignedUp();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <PendingButton type="submit" className="btn btn-primary w-full" pending={isSubmitting} disabled={isSubmitting}>
        SignUp
      </PendingButton>
    </form>
  );
}
