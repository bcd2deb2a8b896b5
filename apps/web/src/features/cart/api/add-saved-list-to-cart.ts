import type { Cart } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CART_QUERY_KEY } from '@/lib/query-keys';

/** Adds a saved list's lines to the customer's cart, as adding them one by one would (POST /api/lists/{id}/to-cart). */
export async function addSavedListToCart(listId: string): Promise<Cart> {
  const { data } = await apiRequest<Cart>(`/lists/${encodeURIComponent(listId)}/to-cart`, { method: 'POST' });
  return data;
}

export function useAddSavedListToCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addSavedListToCart, onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart) });
}
