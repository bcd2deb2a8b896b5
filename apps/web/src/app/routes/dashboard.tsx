import { Outlet } from 'react-router';
import { useAdminStatus } from '@/features/auth/api/get-admin-status';
import { useSession } from '@/features/auth/api/get-session';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';

/** /dashboard, behind RequireAuth: the sidebar follows what the server says about the user's role. */
export function Component() {
  const email = useSession().data?.user.email;
  const adminStatus = useAdminStatus(email);
  const role = adminStatus.data ? (adminStatus.data.admin ? 'admin' : 'customer') : undefined;
  return (
    <DashboardLayout role={role}>
      <Outlet />
    </DashboardLayout>
  );
}
