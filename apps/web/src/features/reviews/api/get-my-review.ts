import type { MyReview } from '@partsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

/** Under the account key: signing out drops it. */
export const MY_REVIEW_QUERY_KEY = [ACCOUNT_QUERY_KEY, 'my-review'] as const;

export function getMyReview(signal?: AbortSignal): Promise<MyReview> {
  return apiGet<MyReview>('/review/mine', signal ? { signal } : {});
}

/**
 * The signed-in account's review and whether it may add one. Read again each time the page opens: paying an order
 * elsewhere is what lets a customer review, and nothing here hears of it.
 */
export function useMyReview() {
  return useQuery({ queryKey: MY_REVIEW_QUERY_KEY, queryFn: ({ signal }) => getMyReview(signal), staleTime: 0 });
}
