/**
 * The first key of every query about the signed-in account (its profile, its role, the user list), so signing in
 * or out can drop them all at once without touching the catalogue.
 */
export const ACCOUNT_QUERY_KEY = 'account';
