import type { SavedList } from '@partsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { SAVED_LISTS_QUERY_KEY } from './saved-lists-query-key';

export function getSavedLists(signal?: AbortSignal): Promise<SavedList[]> {
  return apiGet<SavedList[]>('/lists', signal ? { signal } : {});
}

/** The customer's saved lists, newest first (GET /api/lists). */
export function useSavedLists() {
  return useQuery({ queryKey: SAVED_LISTS_QUERY_KEY, queryFn: ({ signal }) => getSavedLists(signal) });
}
