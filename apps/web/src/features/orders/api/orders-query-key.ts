import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

/** The first keys of every order list, so placing or cancelling an order refreshes them all. */
export const ORDERS_QUERY_KEY = [ACCOUNT_QUERY_KEY, 'orders'] as const;
