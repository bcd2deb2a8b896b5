import { ErrorState } from '@/components/ui/error-state';
import { InlineLoader } from '@/components/ui/page-loader';
import { useAdminStatus } from '@/features/auth/api/get-admin-status';
import { useSession } from '@/features/auth/api/get-session';
import { MyOrdersPage } from '@/features/orders/pages/my-orders-page';
import { OverviewPage } from '@/features/overview/pages/overview-page';
import { ConfirmAddressNotice } from '@/features/profile/components/confirm-address-notice';

/** /dashboard's index: My Orders for a customer (asked to confirm the address until it is), the overview of what needs doing for an admin. */
export function Component() {
  const user = useSession().data?.user;
  const email = user?.email;
  const adminStatus = useAdminStatus(email);
  // RequireAuth renders this page only with a signed-in user.
  if (!email) return null;
  if (adminStatus.isPending) return <InlineLoader />;
  if (adminStatus.isError) {
    return (
      <ErrorState
        error={adminStatus.error}
        onRetry={() => void adminStatus.refetch()}
        retrying={adminStatus.isFetching}
        title="We could not check your access"
      />
    );
  }
  if (adminStatus.data.admin) return <OverviewPage />;
  return <MyOrdersPage key={email} email={email} notice={user?.emailVerified === false && <ConfirmAddressNotice email={email} />} />;
}
