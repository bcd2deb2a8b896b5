import type { Profile } from '@partsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

export function getProfile(email: string, signal?: AbortSignal): Promise<Profile> {
  return apiGet<Profile>(`/user/profile/${encodeURIComponent(email)}`, signal ? { signal } : {});
}

export function getProfileQueryOptions(email: string) {
  return queryOptions({
    queryKey: [ACCOUNT_QUERY_KEY, 'profile', email] as const,
    queryFn: ({ signal }) => getProfile(email, signal),
  });
}

export function useProfile(email: string) {
  return useQuery(getProfileQueryOptions(email));
}
