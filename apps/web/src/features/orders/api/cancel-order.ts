import type { DeletedCount } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ORDERS_QUERY_KEY, PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

export async function cancelOrder(orderId: string): Promise<DeletedCount> {
  const { data } = await apiRequest<DeletedCount>(`/orders/${encodeURIComponent(orderId)}`, { method: 'DELETE' });
  return data;
}

/** Cancels one of the customer's own unpaid orders; its pieces go back to stock, so the parts are read again too. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: [PRODUCTS_QUERY_KEY] })]),
  });
}
