import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { forgetAccount, useSession } from '@/features/auth/api/get-session';
import { ProfilePage } from '@/features/profile/pages/profile-page';

export function Component() {
  const user = useSession().data?.user;
  const email = user?.email;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Signed out everywhere: this browser forgets the account and goes to /login (replacing the page, which needs a session).
  const signedOutEverywhere = () => {
    void navigate('/login', { replace: true });
    forgetAccount(queryClient);
  };
  // RequireAuth renders this page only with a signed-in user.
  return email ? <ProfilePage key={email} email={email} emailVerified={user?.emailVerified === true} onSignedOutEverywhere={signedOutEverywhere} /> : null;
}
