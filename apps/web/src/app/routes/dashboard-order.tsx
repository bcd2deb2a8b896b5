import { useParams } from 'react-router';
import { InlineLoader } from '@/components/ui/page-loader';
import { useAdminStatus } from '@/features/auth/api/get-admin-status';
import { useSession } from '@/features/auth/api/get-session';
import { OrderPage } from '@/features/orders/pages/order-page';

/** /dashboard/orders/{id}, behind RequireAuth: one order, the customer's own or, for an admin, anyone's. */
export function Component() {
  const { id = '' } = useParams();
  const email = useSession().data?.user.email;
  const adminStatus = useAdminStatus(email);
  // RequireAuth renders this page only with a signed-in user. Keyed so that another order starts from a clean page.
  if (!email) return null;
  if (adminStatus.isPending) return <InlineLoader />;
  return <OrderPage key={id} orderId={id} email={email} admin={adminStatus.data?.admin === true} />;
}
