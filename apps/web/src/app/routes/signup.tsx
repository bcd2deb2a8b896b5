import { SignUpPage } from '@/features/auth/pages/signup-page';

export function Component() {
  return <SignUpPage />;
}
