import type { ModifiedCount, OrderPaymentInput } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ORDERS_QUERY_KEY } from '@/lib/query-keys';

export interface RecordPaymentInput {
  orderId: string;
  /** The provider's id of the succeeded payment intent. */
  transactionId: string;
}

/** PATCH /api/orders/{id}: the server asks the provider about the payment and marks the order paid only if it succeeded. */
export async function recordPayment({ orderId, transactionId }: RecordPaymentInput): Promise<ModifiedCount> {
  const { data } = await apiRequest<ModifiedCount>(`/orders/${encodeURIComponent(orderId)}`, {
    method: 'PATCH',
    // `parts` is the spec's field for the order id; the server goes by the id in the path.
    body: { transactionId, parts: orderId } satisfies OrderPaymentInput,
  });
  return data;
}

/** Marks the order paid, then refreshes every order query so My Orders and Manage Orders show it paid. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    // Not awaited: the payment page shows its success at once, and the refreshed order then agrees with it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
