import type { OrderDetail, OrderStatusChange } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ORDERS_QUERY_KEY } from '@/lib/query-keys';

export interface OrderStatusChangeRequest {
  orderId: string;
  change: OrderStatusChange;
}

export async function changeOrderStatus({ orderId, change }: OrderStatusChangeRequest): Promise<OrderDetail> {
  const { data } = await apiRequest<OrderDetail>(`/allorders/${encodeURIComponent(orderId)}`, { method: 'PATCH', body: change });
  return data;
}

/** Ships a paid order or marks a shipped one delivered (admin only), then reads the order lists and histories again. */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
