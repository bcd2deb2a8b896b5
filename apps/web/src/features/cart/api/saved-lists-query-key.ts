import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

/** The customer's saved lists, under the account key: signing out drops them. */
export const SAVED_LISTS_QUERY_KEY = [ACCOUNT_QUERY_KEY, 'saved-lists'] as const;
