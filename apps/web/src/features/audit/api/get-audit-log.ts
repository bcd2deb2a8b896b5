import type { AuditEntry } from '@partsmith/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetPage } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';
import { type AuditLogFilters, auditPageQuery } from './audit-query';

export interface AuditLogParams extends AuditLogFilters {
  offset: number;
}

/** One page of the audit log (GET /api/admin/audit, admin only), newest first, with the number of all entries that match. */
export function useAuditLog({ offset, ...filters }: AuditLogParams) {
  const query = auditPageQuery(filters, offset);
  return useQuery({
    queryKey: [ACCOUNT_QUERY_KEY, 'audit', query] as const,
    queryFn: ({ signal }) => apiGetPage<AuditEntry>('/admin/audit', { params: query, signal }),
    // Keep showing the current page while the next one (or another filter) loads.
    placeholderData: keepPreviousData,
  });
}
