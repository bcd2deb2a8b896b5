import { type User, USER_PAGE_SIZE } from '@partsmith/contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { type ApiPage, apiGetPage } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

/** The first keys of every user list query, so a change to any account reads every page again. */
export const USERS_QUERY_KEY = [ACCOUNT_QUERY_KEY, 'users'] as const;

export interface UsersParams {
  offset: number;
  /** Part of an email or a name. */
  q: string;
}

/** Leaves out defaults, so the same list always has the same URL and cache key. */
function toQuery({ offset, q }: UsersParams) {
  return { limit: USER_PAGE_SIZE, offset: offset > 0 ? offset : undefined, q: q.trim() || undefined };
}

export function getUsers(params: UsersParams, signal?: AbortSignal): Promise<ApiPage<User>> {
  return apiGetPage<User>('/user', { params: toQuery(params), ...(signal && { signal }) });
}

/** One page of the accounts, newest first (admin only), with the number of all that match. */
export function useUsers(params: UsersParams) {
  return useQuery({
    queryKey: [...USERS_QUERY_KEY, toQuery(params)] as const,
    queryFn: ({ signal }) => getUsers(params, signal),
    // Keep showing the current page while the next one (or another search) loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * Puts what a write answered about an account (its tax exemption, its payment terms) into every listed page that shows
 * it, so its row says so at once; then the lists are read again.
 */
export function updateListedUser(queryClient: QueryClient, email: string, change: Partial<Pick<User, 'taxExemptCertificate' | 'paymentTermsDays'>>) {
  queryClient.setQueriesData<ApiPage<User>>({ queryKey: USERS_QUERY_KEY }, (page) =>
    page ? { ...page, items: page.items.map((user) => (user.email === email ? { ...user, ...change } : user)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
}
