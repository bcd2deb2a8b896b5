/**
 * The first key of every query about the signed-in account (its profile, its role, the user list), so signing in
 * or out can drop them all at once without touching the catalogue.
 */
export const ACCOUNT_QUERY_KEY = 'account';

/** The first key of every catalogue query (lists and single parts), so a change of stock can mark them all stale. */
export const PRODUCTS_QUERY_KEY = 'products';
