import { useSession } from '@/features/auth/api/get-session';
import { UsersPage } from '@/features/users/pages/users-page';

export function Component() {
  return <UsersPage currentEmail={useSession().data?.user.email} />;
}
