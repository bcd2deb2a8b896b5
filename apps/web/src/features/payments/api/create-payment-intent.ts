import type { CreatePaymentIntentInput, Order, PaymentIntent } from '@partsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

export async function createPaymentIntent(input: CreatePaymentIntentInput, signal?: AbortSignal): Promise<PaymentIntent> {
  const { data } = await apiRequest<PaymentIntent>('/create-payment-intent', { method: 'POST', body: input, ...(signal && { signal }) });
  return data;
}

/**
 * The payment intent for an unpaid order: its client secret and which provider takes the card. Read as a query
 * although it is a POST, because the server answers the same intent for the same order: asking again is safe, and
 * the page gets loading, failure and retry like any read. It is never refetched by itself, and it leaves the cache
 * as soon as the page closes: the client secret is needed only while paying.
 */
export function usePaymentIntent(order: Pick<Order, '_id' | 'price'>) {
  return useQuery({
    queryKey: [ACCOUNT_QUERY_KEY, 'payment-intent', order._id] as const,
    queryFn: ({ signal }) => createPaymentIntent({ orderId: order._id, price: order.price }, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
