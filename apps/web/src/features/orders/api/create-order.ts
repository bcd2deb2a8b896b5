import { IDEMPOTENCY_KEY_HEADER, type InsertedId, type OrderCreateInput } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ORDERS_QUERY_KEY, PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

export interface CreateOrderRequest {
  /** What the purchase form sends; the server takes the email from the session and the price from the catalogue. */
  order: OrderCreateInput;
  /** The same key for a retry of the same purchase, so the server creates one order, not two. */
  idempotencyKey: string;
}

export async function createOrder({ order, idempotencyKey }: CreateOrderRequest): Promise<InsertedId> {
  const { data } = await apiRequest<InsertedId>('/orders', {
    method: 'POST',
    body: order,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return data;
}

/** Places an order, which takes its pieces off the part's stock: the orders and the parts are read again. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: [PRODUCTS_QUERY_KEY] })]),
  });
}
