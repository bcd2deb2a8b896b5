import type { SavedList } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SAVED_LISTS_QUERY_KEY } from './saved-lists-query-key';

/** Saves the cart as it is under a name; a list of the same name is replaced (POST /api/lists). */
export async function createSavedList(name: string): Promise<SavedList> {
  const { data } = await apiRequest<SavedList>('/lists', { method: 'POST', body: { name } });
  return data;
}

export function useCreateSavedList() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSavedList, onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_LISTS_QUERY_KEY }) });
}
