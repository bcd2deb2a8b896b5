import type { OrderDetail } from '@partsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ORDERS_QUERY_KEY } from '@/lib/query-keys';

export function getOrderDetail(orderId: string, signal?: AbortSignal): Promise<OrderDetail> {
  return apiGet<OrderDetail>(`/orders/${encodeURIComponent(orderId)}`, signal ? { signal } : {});
}

/** One order with every change of its status (the owner's, or any for an admin); nothing is asked while `orderId` is null. */
export function useOrderDetail(orderId: string | null) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'detail', orderId] as const,
    queryFn: ({ signal }) => getOrderDetail(orderId ?? '', signal),
    enabled: orderId !== null,
  });
}
