import { useSession } from '@/features/auth/api/get-session';
import { ProfilePage } from '@/features/profile/pages/profile-page';

export function Component() {
  const email = useSession().data?.user.email;
  // RequireAuth renders this page only with a signed-in user.
  return email ? <ProfilePage key={email} email={email} /> : null;
}
