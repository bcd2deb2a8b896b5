import type { CartWithSkipped } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CART_QUERY_KEY } from '@/lib/query-keys';

/** Order again: every line of one of the customer's orders goes into their cart (POST /api/orders/{id}/to-cart). */
export async function orderAgain(orderId: string): Promise<CartWithSkipped> {
  const { data } = await apiRequest<CartWithSkipped>(`/orders/${encodeURIComponent(orderId)}/to-cart`, { method: 'POST' });
  return data;
}

/** Order again, after which the cart is read afresh: the navbar's count and the cart page show the added lines. */
export function useOrderAgain() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: orderAgain, onSettled: () => queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }) });
}
