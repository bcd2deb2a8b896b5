import type { AdminStatus } from '@partsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

/** The spec decides admin status by asking the server about the user's email. */
export function getAdminStatus(email: string, signal?: AbortSignal): Promise<AdminStatus> {
  return apiGet<AdminStatus>(`/admin/${encodeURIComponent(email)}`, signal ? { signal } : {});
}

export function getAdminStatusQueryOptions(email: string) {
  return queryOptions({
    queryKey: [ACCOUNT_QUERY_KEY, 'admin', email] as const,
    queryFn: ({ signal }) => getAdminStatus(email, signal),
  });
}

/** Whether the signed-in user (email) is an admin; idle until the email is known. */
export function useAdminStatus(email: string | undefined) {
  return useQuery({ ...getAdminStatusQueryOptions(email ?? ''), enabled: Boolean(email) });
}
