import type { ReviewRecord } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { REVIEWS_QUERY_KEY } from '@/lib/query-keys';
import { ALL_REVIEWS_QUERY_KEY } from './get-all-reviews';

export interface ReviewVisibilityChange {
  reviewId: string;
  hidden: boolean;
}

export async function setReviewHidden({ reviewId, hidden }: ReviewVisibilityChange): Promise<ReviewRecord> {
  const { data } = await apiRequest<ReviewRecord>(`/review/${encodeURIComponent(reviewId)}`, { method: 'PATCH', body: { hidden } });
  return data;
}

/** Hides a review from the shop or shows it again (admin only); the admin's list and the shop's (the home page's) are read again. */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewHidden,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ALL_REVIEWS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: [REVIEWS_QUERY_KEY] })]),
  });
}
