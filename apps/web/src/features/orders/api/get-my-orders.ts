import type { Order } from '@partsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ORDERS_QUERY_KEY } from '@/lib/query-keys';

export function getMyOrders(email: string, signal?: AbortSignal): Promise<Order[]> {
  return apiGet<Order[]>('/orders', { params: { email }, ...(signal && { signal }) });
}

export function getMyOrdersQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'mine', email] as const,
    queryFn: ({ signal }) => getMyOrders(email, signal),
  });
}

/** The signed-in customer's own orders, newest first (cancelled ones are not listed). */
export function useMyOrders(email: string) {
  return useQuery(getMyOrdersQueryOptions(email));
}
