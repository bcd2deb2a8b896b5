import type { DeletedCount } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ORDERS_QUERY_KEY, PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

export async function cancelOrderAsAdmin(orderId: string): Promise<DeletedCount> {
  const { data } = await apiRequest<DeletedCount>(`/allorders/${encodeURIComponent(orderId)}`, { method: 'DELETE' });
  return data;
}

/**
 * Cancels any customer's unpaid order (admin only; the server refuses a paid one). Its pieces go back to stock,
 * so the parts are read again too.
 */
export function useCancelOrderAsAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrderAsAdmin,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: [PRODUCTS_QUERY_KEY] })]),
  });
}
