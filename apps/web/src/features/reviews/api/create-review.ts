import type { InsertedId, ReviewCreateInput } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { REVIEWS_QUERY_KEY } from '@/lib/query-keys';
import { MY_REVIEW_QUERY_KEY } from './get-my-review';

export async function createReview(input: ReviewCreateInput): Promise<Partial<InsertedId>> {
  // Partial: the spec counts an answer without insertedId as a failure, and useInsertForm says so.
  const { data } = await apiRequest<Partial<InsertedId>>('/review', { method: 'POST', body: input });
  return data;
}

/**
 * Posts the signed-in customer's review; the newest reviews (the home page's) are read again, and so is the account's
 * own review, which the page then shows instead of the form (also after a refusal: it says why).
 */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [REVIEWS_QUERY_KEY] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_REVIEW_QUERY_KEY }),
  });
}
