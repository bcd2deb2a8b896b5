import type { Cart } from '@partsmith/contract';
import { apiRequest } from '@/lib/api-client';
import { type CartLineRequest, withAddedLines } from '../lib/browser-cart-lines';
import { useCartMutation } from './cart-mutation';

/** Adds each quantity to its part's line of the customer's cart, or as a new line (POST /api/cart/lines). */
export async function addCartLines(lines: readonly CartLineRequest[]): Promise<Cart> {
  const { data } = await apiRequest<Cart>('/cart/lines', { method: 'POST', body: { lines } });
  return data;
}

/** Puts parts in the cart: from a part page, a card, or the good lines of a quick add. */
export function useAddToCart() {
  return useCartMutation(addCartLines, withAddedLines);
}
