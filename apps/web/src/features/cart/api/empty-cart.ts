import type { Cart } from '@partsmith/contract';
import { apiRequest } from '@/lib/api-client';
import { useCartMutation } from './cart-mutation';

/** Takes every line out of the customer's cart (DELETE /api/cart). */
export async function emptyCart(): Promise<Cart> {
  const { data } = await apiRequest<Cart>('/cart', { method: 'DELETE' });
  return data;
}

export function useEmptyCart() {
  return useCartMutation<void>(emptyCart, () => ({ lines: [], changed: new Set() }));
}
