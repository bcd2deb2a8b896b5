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

/** "$30" for whole dollars, "$30.50" otherwise (prices are whole cents); by arithmetic, like formatCount. */
export function formatPrice(dollars: number): string {
  const [whole = '0', cents = '00'] = Math.abs(dollars).toFixed(2).split('.');
  const amount = `$${formatCount(Number(whole))}${Number.isInteger(dollars) ? '' : `.${cents}`}`;
  return dollars < 0 ? `-${amount}` : amount;
}

/** Copy of the web app's catalogue and navigation screens (ours, not quoted by the spec); the home route loads it. */
export const webMessages = {
  /** `atLeast`: the count is a lower bound (a broad search stops counting), shown as "1,000+ parts". */
  partCount: (count: number, { atLeast = false } = {}) => `${formatCount(count)}${atLeast ? '+' : ''} ${count === 1 && !atLeast ? 'part' : 'parts'}`,
  noMatches: (query: string) => `No parts match "${query}"`,
  noParts: 'No parts are listed yet.',
  noReviews: 'No reviews yet.',
  /** On a review whose author had a paid order when writing it. */
  verifiedBuyer: 'Verified buyer',
  pageNotFoundHeading: 'Page not found',
  pageNotFoundText: 'The page you are looking for does not exist or has moved.',
  retry: 'Retry',
  /** Fewer pieces in stock than the minimum order: on a part nobody can order, and in the admin's views on any such part. */
  outOfStock: 'Out of stock',
  /** On a part with quantity price breaks: the lowest price per piece it sells at. */
  priceFrom: (price: string) => `from ${price}`,
  /** The navbar's link to the cart; its badge counts the cart's lines (the rest of the cart's copy is in cart-messages). */
  cart: 'Cart',
  cartWithLines: (count: number) => `Cart, ${formatCount(count)} ${count === 1 ? 'line' : 'lines'}`,
} as const;
