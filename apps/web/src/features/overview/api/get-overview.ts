import type { AdminOverview } from '@partsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

export function getOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return apiGet<AdminOverview>('/admin/overview', signal ? { signal } : {});
}

export const overviewQueryOptions = queryOptions({
  // Under the account key: signing out drops it with the rest of the admin's data.
  queryKey: [ACCOUNT_QUERY_KEY, 'overview'] as const,
  queryFn: ({ signal }) => getOverview(signal),
  // What needs doing now: orders, payments, expiries and quote requests change it without this app knowing, so every visit reads it again.
  staleTime: 0,
});

/** The admin's figures: orders to ship, holds about to end, the last 30 days' revenue, quotes to answer, parts running low (admin only). */
export function useOverview() {
  return useQuery(overviewQueryOptions);
}
