import { ResetPasswordPage } from '@/features/auth/pages/reset-password-page';

export function Component() {
  return <ResetPasswordPage />;
}
