import type { DeletedCount } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SAVED_LISTS_QUERY_KEY } from './saved-lists-query-key';

export async function deleteSavedList(listId: string): Promise<DeletedCount> {
  const { data } = await apiRequest<DeletedCount>(`/lists/${encodeURIComponent(listId)}`, { method: 'DELETE' });
  return data;
}

/** Deletes one of the customer's lists (DELETE /api/lists/{id}); the cart is left as it is. */
export function useDeleteSavedList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSavedList, onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_LISTS_QUERY_KEY }) });
}
