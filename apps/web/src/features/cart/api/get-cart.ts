import type { Cart } from '@partsmith/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { CART_QUERY_KEY } from '@/lib/query-keys';

export function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiGet<Cart>('/cart', signal ? { signal } : {});
}

/** The signed-in customer's cart, priced now with its flags (GET /api/cart). The navbar counts its lines. */
export const cartQueryOptions = queryOptions({
  queryKey: CART_QUERY_KEY,
  queryFn: ({ signal }) => getCart(signal),
});
