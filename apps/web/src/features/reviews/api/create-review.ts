import type { InsertedId, ReviewCreateInput } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { REVIEWS_QUERY_KEY } from '@/lib/query-keys';

export async function createReview(input: ReviewCreateInput): Promise<Partial<InsertedId>> {
  // Partial: the spec counts an answer without insertedId as a failure, and useInsertForm says so.
  const { data } = await apiRequest<Partial<InsertedId>>('/review', { method: 'POST', body: input });
  return data;
}

/** Posts the signed-in user's review; the newest reviews (the home page's) are read again. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [REVIEWS_QUERY_KEY] }),
  });
}
