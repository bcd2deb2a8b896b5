import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { forgetAccount, resumeAccountReads, stopAccountReads, useSession } from '../api/get-session';
import { signOut } from '../api/sign-out';

interface AccountAreaProps {
  /** 'navbar' hides the name on phones (the drawer shows it); 'menu' lays it out for the drawer. */
  variant?: 'navbar' | 'menu';
}

/** The navbar's account corner: the user's name and Sign Out when signed in, a Login link otherwise, a placeholder meanwhile. */
export function AccountArea({ variant = 'navbar' }: AccountAreaProps) {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toast = useToast();
  // A plain request rather than a mutation hook: this component is on every page, so it stays small.
  const [signingOut, setSigningOut] = useState(false);
  const forgetAtHome = useRef(false);

  // The account is forgotten once home is on screen: forgetting it earlier would let a guarded page send
  // the user to /login instead.
  useEffect(() => {
    if (!forgetAtHome.current || pathname !== '/') return;
    forgetAtHome.current = false;
    forgetAccount(queryClient);
  }, [pathname, queryClient]);

  const user = session.data?.user;
  const isMenu = variant === 'menu';

  if (!user) {
    if (session.isPending) {
      // The navbar keeps a place the size of Login (also on the prerendered pages), so the session's answer moves nothing.
      return isMenu ? null : (
        <span aria-hidden="true" className="skeleton rounded-field">
          <span className="btn invisible btn-sm">Login</span>
        </span>
      );
    }
    return (
      <Link to="/login" className={`btn btn-primary ${isMenu ? 'w-full' : 'btn-sm'}`}>
        Login
      </Link>
    );
  }

  const handleSignOut = async () => {
    setSigningOut(true);
    await stopAccountReads(queryClient);
    try {
      await signOut();
    } catch (error) {
      resumeAccountReads(queryClient);
      toast.error(getErrorMessage(error));
      setSigningOut(false);
      return;
    }
    if (pathname === '/') {
      forgetAccount(queryClient);
    } else {
      forgetAtHome.current = true;
      await navigate('/');
    }
    setSigningOut(false);
  };

  return (
    <div className={isMenu ? 'flex w-full flex-col gap-3' : 'flex min-w-0 items-center gap-3'}>
      <span className={isMenu ? 'truncate text-sm' : 'hidden max-w-40 min-w-0 truncate text-sm font-medium sm:block'} title={user.email}>
        {isMenu ? (
          <>
            Signed in as <strong className="font-semibold">{user.name}</strong>
          </>
        ) : (
          user.name
        )}
      </span>
      <button type="button" className={`btn btn-outline ${isMenu ? 'w-full' : 'btn-sm'}`} onClick={() => void handleSignOut()} disabled={signingOut}>
        {signingOut && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        Sign Out
      </button>
    </div>
  );
}
