import type { Order } from '@partsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ORDERS_QUERY_KEY } from '@/lib/query-keys';

export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiGet<Order>(`/orders/${encodeURIComponent(orderId)}`, signal ? { signal } : {});
}

export function getOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'detail', orderId] as const,
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });
}

/** One order (the owner's, or any for an admin), including a paid or cancelled one. */
export function useOrder(orderId: string) {
  return useQuery(getOrderQueryOptions(orderId));
}
