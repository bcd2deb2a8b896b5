import { apiUrl } from '@/lib/api-client';
import { type AuditLogFilters, auditFilterQuery } from './audit-query';

/**
 * The address of the audit log's CSV file for these filters (admin only). A plain link downloads it: the session cookie
 * goes along, and the server names the file.
 */
export function auditLogExportUrl(filters: AuditLogFilters): string {
  return apiUrl('/admin/audit/export', auditFilterQuery(filters));
}
