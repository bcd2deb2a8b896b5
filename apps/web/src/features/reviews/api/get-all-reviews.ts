import { REVIEW_PAGE_SIZE, type ReviewRecord } from '@partsmith/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiPage, apiGetPage } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

/** Under the account key, like the other admin lists: signing out drops them. */
export const ALL_REVIEWS_QUERY_KEY = [ACCOUNT_QUERY_KEY, 'all-reviews'] as const;

/** Leaves out the default offset, so the same page always has the same URL and cache key. */
function toQuery(offset: number) {
  return { limit: REVIEW_PAGE_SIZE, offset: offset > 0 ? offset : undefined };
}

export function getAllReviews(offset: number, signal?: AbortSignal): Promise<ApiPage<ReviewRecord>> {
  return apiGetPage<ReviewRecord>('/allreviews', { params: toQuery(offset), ...(signal && { signal }) });
}

/** One page of every review, hidden ones too, newest first (admin only), with the number of all. */
export function useAllReviews(offset: number) {
  return useQuery({
    queryKey: [...ALL_REVIEWS_QUERY_KEY, toQuery(offset)] as const,
    queryFn: ({ signal }) => getAllReviews(offset, signal),
    // Keep showing the current page while the next one loads.
    placeholderData: keepPreviousData,
  });
}
