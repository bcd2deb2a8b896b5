/**
 * The first key of every query about the signed-in account (its profile, its role, the user list), so signing in
 * or out can drop them all at once without touching the catalogue.
 */
export const ACCOUNT_QUERY_KEY = 'account';

/** The first key of every catalogue query (lists and single parts), so a change of stock can mark them all stale. */
export const PRODUCTS_QUERY_KEY = 'products';

/** The first key of every review query, so a new review, or one hidden or shown again, refreshes the home page's newest reviews. */
export const REVIEWS_QUERY_KEY = 'reviews';

/**
 * The first keys of every order query (the lists and single orders), so placing, cancelling or paying an order
 * refreshes them all. Under the account key: signing out drops them.
 */
export const ORDERS_QUERY_KEY = [ACCOUNT_QUERY_KEY, 'orders'] as const;

/** The first keys of every quote query (the customer's and the admin's lists), under the account key like the orders. */
export const QUOTES_QUERY_KEY = [ACCOUNT_QUERY_KEY, 'quotes'] as const;

/**
 * The signed-in customer's cart (GET /api/cart), under the account key: signing out drops it. Every write of the cart
 * answers the whole cart, which is put here; "Order again" (the orders feature) puts its answer here too.
 */
export const CART_QUERY_KEY = [ACCOUNT_QUERY_KEY, 'cart'] as const;
