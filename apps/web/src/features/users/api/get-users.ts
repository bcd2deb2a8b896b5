import type { User } from '@partsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return apiGet<User[]>('/user', signal ? { signal } : {});
}

export const usersQueryOptions = queryOptions({
  queryKey: [ACCOUNT_QUERY_KEY, 'users'] as const,
  queryFn: ({ signal }) => getUsers(signal),
});

/** Every account (admin only). */
export function useUsers() {
  return useQuery(usersQueryOptions);
}
