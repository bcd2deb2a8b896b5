import { Outlet } from 'react-router';
import { useAdminStatus } from '@/features/auth/api/get-admin-status';
import { useSession } from '@/features/auth/api/get-session';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { useMailOptions } from '@/features/mail/api/get-mail-options';

/** /dashboard, behind RequireAuth: the sidebar follows what the server says about the user's role and the shop. */
export function Component() {
  const email = useSession().data?.user.email;
  const adminStatus = useAdminStatus(email);
  const role = adminStatus.data ? (adminStatus.data.admin ? 'admin' : 'customer') : undefined;
  const mailOptions = useMailOptions(role === 'admin');
  return (
    <DashboardLayout role={role} mailbox={mailOptions.data?.mailbox === true}>
      <Outlet />
    </DashboardLayout>
  );
}
