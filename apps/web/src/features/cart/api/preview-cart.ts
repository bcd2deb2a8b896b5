import { type Cart, checkoutMessages, MAX_CART_LINES } from '@partsmith/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { type BrowserCartLine, readBrowserCart, writeBrowserCart } from '../lib/browser-cart';
import type { BrowserCartChange } from '../lib/browser-cart-lines';

const EMPTY_CART: Cart = {
  lines: [],
  total: 0,
  charges: { goods: 0, delivery: 0, deliveryTax: 0, net: 0, tax: 0, total: 0, pricesIncludeTax: true, taxExempt: false, freeDeliveryFrom: null },
  pieces: 0,
  ready: true,
};

/** Prices a visitor's lines and flags what changed since the visitor saw them, storing nothing (POST /api/cart/preview). */
export async function previewCart(lines: readonly BrowserCartLine[], signal?: AbortSignal): Promise<Cart> {
  if (lines.length === 0) return EMPTY_CART;
  const { data } = await apiRequest<Cart>('/cart/preview', { method: 'POST', body: { lines }, ...(signal ? { signal } : {}) });
  return data;
}

/** A visitor's cart as the server prices it: one answer per set of lines, so a change asks again. */
export function browserCartQueryOptions(lines: readonly BrowserCartLine[]) {
  return queryOptions({
    queryKey: ['cart', 'browser', lines] as const,
    queryFn: ({ signal }) => previewCart(lines, signal),
  });
}

/**
 * Changes a visitor's cart as the server changes a customer's: the new lines are priced first (nothing is kept if that
 * fails), and a line that was set takes the price per piece it has now at its new quantity as the one the visitor saw.
 */
export async function changeBrowserCart(queryClient: QueryClient, change: (current: readonly BrowserCartLine[]) => BrowserCartChange): Promise<Cart> {
  const { lines, changed } = change(readBrowserCart());
  if (lines.length > MAX_CART_LINES) throw new ApiError(409, 'CONFLICT', checkoutMessages.cart.tooManyLines(MAX_CART_LINES));
  const asked = lines.map(({ productId, quantity, seenUnitPrice }) =>
    changed.has(productId) || seenUnitPrice === undefined ? { productId, quantity } : { productId, quantity, seenUnitPrice },
  );
  const cart = await previewCart(asked);
  const priceNow = new Map(cart.lines.map((line) => [line.productId, line.unitPrice]));
  const kept = asked.map((line) => (line.seenUnitPrice === undefined ? { ...line, seenUnitPrice: priceNow.get(line.productId) ?? 0 } : line));
  writeBrowserCart(kept);
  queryClient.setQueryData(browserCartQueryOptions(readBrowserCart()).queryKey, cart);
  return cart;
}
