import type { AuthOptions } from '@partsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export function getAuthOptions(signal?: AbortSignal): Promise<AuthOptions> {
  return apiGet<AuthOptions>('/auth-options', signal ? { signal } : {});
}

export const authOptionsQueryOptions = queryOptions({
  queryKey: ['auth-options'] as const,
  queryFn: ({ signal }) => getAuthOptions(signal),
});

/** Which sign-in methods the shop offers (is Google set up?). */
export function useAuthOptions() {
  return useQuery(authOptionsQueryOptions);
}
