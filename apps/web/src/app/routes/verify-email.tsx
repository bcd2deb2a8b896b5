import { VerifyEmailPage } from '@/features/auth/pages/verify-email-page';

export function Component() {
  return <VerifyEmailPage />;
}
