/** My Quotes: the customer's quote requests and their answers. */
export const MY_QUOTES_PATH = '/dashboard/quotes';

/**
 * The quote request form for a part, with the quantity the customer typed: linked from the purchase page when the
 * quantity is above the stock, and from the notice of a part that is out of stock.
 */
export function requestQuotePath(productId: string, quantity?: number): string {
  const search = new URLSearchParams({ productId });
  if (quantity !== undefined && Number.isInteger(quantity) && quantity > 0) search.set('quantity', String(quantity));
  return `${MY_QUOTES_PATH}/new?${search.toString()}`;
}
