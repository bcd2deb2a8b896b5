import type { Cart } from '@partsmith/contract';
import { apiRequest } from '@/lib/api-client';
import { withQuantity } from '../lib/browser-cart-lines';
import { useCartMutation } from './cart-mutation';

export interface CartLineChange {
  productId: string;
  quantity: number;
}

/** Sets a line's quantity, which also takes the part's current price as the one seen (PUT /api/cart/lines/{productId}). */
export async function setCartLine({ productId, quantity }: CartLineChange): Promise<Cart> {
  const { data } = await apiRequest<Cart>(`/cart/lines/${encodeURIComponent(productId)}`, { method: 'PUT', body: { quantity } });
  return data;
}

/** A new quantity for a line; the same quantity accepts a changed price. */
export function useSetCartLine() {
  return useCartMutation(setCartLine, (current, { productId, quantity }: CartLineChange) => withQuantity(current, productId, quantity));
}
