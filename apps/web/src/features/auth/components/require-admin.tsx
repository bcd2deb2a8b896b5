import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useAdminStatus } from '../api/get-admin-status';
import { useSession } from '../api/get-session';
import type { LoginRedirectState } from './login-redirect';

/**
 * Layout route for admin pages: asks the server whether the signed-in user is an admin. Anyone else is sent to
 * /login like a visitor (the spec's guard), where a signed-in user is told the page needs an admin account.
 */
export function RequireAdmin() {
  const session = useSession();
  const email = session.data?.user.email;
  const adminStatus = useAdminStatus(email);
  const location = useLocation();

  if (session.isPending) return <PageLoader />;
  if (!session.data) return <Navigate to="/login" state={{ from: location } satisfies LoginRedirectState} replace />;
  if (adminStatus.isPending) return <PageLoader />;
  if (adminStatus.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState
          error={adminStatus.error}
          onRetry={() => void adminStatus.refetch()}
          retrying={adminStatus.isFetching}
          title="We could not check your access"
        />
      </div>
    );
  }
  if (!adminStatus.data.admin) {
    return <Navigate to="/login" state={{ from: location, adminRequired: true } satisfies LoginRedirectState} replace />;
  }
  return <Outlet />;
}
