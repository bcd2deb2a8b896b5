import type { Cart } from '@partsmith/contract';
import { apiRequest } from '@/lib/api-client';
import { withoutLine } from '../lib/browser-cart-lines';
import { useCartMutation } from './cart-mutation';

/** Takes a part's line out of the customer's cart (DELETE /api/cart/lines/{productId}). */
export async function removeCartLine(productId: string): Promise<Cart> {
  const { data } = await apiRequest<Cart>(`/cart/lines/${encodeURIComponent(productId)}`, { method: 'DELETE' });
  return data;
}

export function useRemoveCartLine() {
  return useCartMutation(removeCartLine, withoutLine);
}
