import type { Review } from '@partsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { REVIEWS_QUERY_KEY } from '@/lib/query-keys';

export interface ReviewListParams {
  limit: number;
  offset?: number;
}

export function getReviews({ limit, offset = 0 }: ReviewListParams, signal?: AbortSignal): Promise<Review[]> {
  return apiGet<Review[]>('/review', { params: { limit, offset: offset > 0 ? offset : undefined }, ...(signal && { signal }) });
}

export function getReviewsQueryOptions(params: ReviewListParams) {
  return queryOptions({
    queryKey: [REVIEWS_QUERY_KEY, 'list', { limit: params.limit, offset: params.offset ?? 0 }] as const,
    queryFn: ({ signal }) => getReviews(params, signal),
  });
}

export function useReviews(params: ReviewListParams) {
  return useQuery(getReviewsQueryOptions(params));
}
