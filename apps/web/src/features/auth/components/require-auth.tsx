import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useSession } from '../api/get-session';
import type { LoginRedirectState } from './login-redirect';

/** Layout route: its pages need a signed-in user. A visitor goes to /login, which remembers where they were going. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();

  if (session.isPending) return <PageLoader />;
  if (session.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState error={session.error} onRetry={() => void session.refetch()} retrying={session.isFetching} title="We could not check your sign-in" />
      </div>
    );
  }
  if (!session.data) return <Navigate to="/login" state={{ from: location } satisfies LoginRedirectState} replace />;
  return <Outlet />;
}
