import type { Order } from '@partsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ORDERS_QUERY_KEY } from '@/lib/query-keys';

export function getAllOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiGet<Order[]>('/allorders', signal ? { signal } : {});
}

export const allOrdersQueryOptions = queryOptions({
  queryKey: [...ORDERS_QUERY_KEY, 'all'] as const,
  queryFn: ({ signal }) => getAllOrders(signal),
});

/** Every customer's orders, newest first (admin only; cancelled ones are not listed). */
export function useAllOrders() {
  return useQuery(allOrdersQueryOptions);
}
