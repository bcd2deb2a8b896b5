import type { OrderEvent, OrderSort } from './orders';

/**
 * "19,150" for 19150, rounded to a whole number. Plain arithmetic on purpose: a page's first Intl formatter (which
 * toLocaleString also makes) loads ICU data in a long task a phone feels, and the catalogue pages need none otherwise.
 */
export function formatCount(count: number): string {
  const digits = Math.abs(count)
    .toFixed(0)
    .replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}

/** Copy of the web app's catalogue and navigation screens (ours, not quoted by the spec); the home route loads it. */
export const webMessages = {
  partCount: (count: number) => `${formatCount(count)} ${count === 1 ? 'part' : 'parts'}`,
  noMatches: (query: string) => `No parts match "${query}"`,
  noParts: 'No parts are listed yet.',
  noReviews: 'No reviews yet.',
  pageNotFoundHeading: 'Page not found',
  pageNotFoundText: 'The page you are looking for does not exist or has moved.',
  retry: 'Retry',
  /** On a part nobody can order: fewer pieces in stock than its minimum order. */
  outOfStock: 'Out of stock',
  outOfStockNote: (minimumOrder: string) =>
    `Fewer pieces are in stock than the minimum order of ${minimumOrder}, so nobody can order this part until it is restocked.`,
} as const;

/** Copy of the dashboard's paged order and user lists (ours, not quoted by the spec). */
export const listMessages = {
  orderCount: (count: number) => `${formatCount(count)} ${count === 1 ? 'order' : 'orders'}`,
  noOrdersYet: 'You have no orders yet.',
  noOrdersAtAll: 'There are no orders yet.',
  noOrdersMatch: 'No orders match this filter.',
  noUsersMatch: (query: string) => `No users match "${query}".`,
  allStatuses: 'All',
  orderSortLabels: { newest: 'Newest first', oldest: 'Oldest first' } satisfies Record<OrderSort, string>,
  orderActorLabels: { customer: 'the customer', admin: 'an admin', shop: 'the shop' } satisfies Record<OrderEvent['by'], string>,
} as const;
