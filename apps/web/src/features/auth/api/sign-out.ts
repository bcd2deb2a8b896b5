import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';
import { SESSION_QUERY_KEY } from './get-session';

/** Ends the session on the server, so the old cookie stops working. */
export async function signOut(): Promise<void> {
  await apiRequest('/auth/sign-out', { method: 'POST', body: {} });
}

/** Forgets the signed-out account: no session, and nothing cached about it. */
export function forgetAccount(queryClient: QueryClient): void {
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_KEY] });
}
