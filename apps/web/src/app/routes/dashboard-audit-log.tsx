import { AuditLogPage } from '@/features/audit/pages/audit-log-page';

export function Component() {
  return <AuditLogPage />;
}
