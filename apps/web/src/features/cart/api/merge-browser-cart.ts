import type { Cart } from '@partsmith/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CART_QUERY_KEY } from '@/lib/query-keys';
import { readBrowserCart, writeBrowserCart } from '../lib/browser-cart';

let merging: Promise<void> | null = null;

/**
 * Adds the lines a visitor put in the browser's cart to the account's cart once they have signed in, in one request
 * (POST /api/cart/lines, as add-cart-lines.ts sends it: not imported from there, whose hook would bring the visitor's
 * cart code and the contract's schemas into the navbar's count, which a signed-in user loads on every page), then
 * forgets them in the browser. Refused (a part no longer sold, a full
 * cart) or unanswered, the lines stay: the cart page adds them one at a time and says which were refused
 * (merge-browser-cart-lines.ts). One merge at a time.
 */
export function mergeBrowserCart(queryClient: QueryClient): Promise<void> {
  merging ??= merge(queryClient).finally(() => {
    merging = null;
  });
  return merging;
}

async function merge(queryClient: QueryClient) {
  const lines = readBrowserCart().map(({ productId, quantity }) => ({ productId, quantity }));
  if (lines.length === 0) return;
  try {
    const merged = (await apiRequest<Cart>('/cart/lines', { method: 'POST', body: { lines } })).data;
    // A read of the cart sent before the merge was answered would otherwise land after it, with the lines of before.
    await queryClient.cancelQueries({ queryKey: CART_QUERY_KEY });
    queryClient.setQueryData(CART_QUERY_KEY, merged);
    writeBrowserCart([]);
  } catch {
    // Left for the cart page.
  }
}
