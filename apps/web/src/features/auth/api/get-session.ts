import type { Session } from '@partsmith/contract/session';
import { type QueryClient, hashKey, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

/** What GET /api/auth/get-session answers for a signed-in browser (the contract's schema); it answers null otherwise. */
export type { Session, SessionUser } from '@partsmith/contract/session';

export const SESSION_QUERY_KEY = ['session'] as const;

export function getSession(signal?: AbortSignal): Promise<Session | null> {
  return apiGet<Session | null>('/auth/get-session', signal ? { signal } : {});
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => getSession(signal),
});

/** The signed-in user, or null. Shared by the navbar, the route guards and the account pages. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** Asks the server again (after signing in or up), so whatever renders next sees the new account. */
export function refreshSession(queryClient: QueryClient): Promise<Session | null> {
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}

/** The query clients whose account is signing out: between its reads stopping and the account being forgotten. */
const signingOut = new WeakSet<QueryClient>();

/**
 * The signed-in user's id as the session query holds it at this moment (null: signed out; undefined: not yet known, or
 * signing out), with a way to hear that it changed. Forgetting the account changes it at once, before anything renders
 * again.
 */
export function sessionUserIdSource(queryClient: QueryClient) {
  const sessionQueryHash = hashKey(SESSION_QUERY_KEY);
  return {
    get(): string | null | undefined {
      if (signingOut.has(queryClient)) return undefined;
      const state = queryClient.getQueryState<Session | null>(SESSION_QUERY_KEY);
      return state?.status === 'success' ? (state.data?.user.id ?? null) : undefined;
    },
    // Only the session's own events: others (a query built while a component renders) would wake the readers mid-render.
    subscribe: (listener: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === sessionQueryHash) listener();
      }),
  };
}

/**
 * Before the server ends the session: the account's reads in flight are stopped, and its own reads (the cart) start no
 * more, as each would be answered 401 once the session is gone (a read sent before signing out, answered after it; a
 * counter whose code arrived meanwhile). The pages show the account until it is forgotten.
 */
export async function stopAccountReads(queryClient: QueryClient): Promise<void> {
  signingOut.add(queryClient);
  await queryClient.cancelQueries({ queryKey: [ACCOUNT_QUERY_KEY] });
}

/** The account did not sign out after all (the server refused): its reads go on. */
export function resumeAccountReads(queryClient: QueryClient): void {
  signingOut.delete(queryClient);
  void queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_KEY] });
}

/** Forgets the signed-out account: no session, and nothing cached about it. */
export function forgetAccount(queryClient: QueryClient): void {
  signingOut.delete(queryClient);
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_KEY] });
}
