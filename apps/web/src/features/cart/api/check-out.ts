import { type CheckoutInput, IDEMPOTENCY_KEY_HEADER, type InsertedId, type OrderDetail } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CART_QUERY_KEY, ORDERS_QUERY_KEY, PRODUCTS_QUERY_KEY } from '@/lib/query-keys';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

export interface CheckOutRequest {
  /** An address of the book, or a new one (the server saves it to the book). */
  delivery: CheckoutInput;
  /** The same key for a retry of the same attempt, so the server places one order, not two. */
  idempotencyKey: string;
}

export type CheckOutAnswer = InsertedId & { order: OrderDetail };

/** Checks the whole cart out into one order (POST /api/checkout). */
export async function checkOut({ delivery, idempotencyKey }: CheckOutRequest): Promise<CheckOutAnswer> {
  const { data } = await apiRequest<CheckOutAnswer>('/checkout', { method: 'POST', body: delivery, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return data;
}

/**
 * Places the order: the cart's lines leave it, the pieces leave the stock, the address book and the orders change, so
 * they are read again (not waited for: the page moves on to the payment); also after a refusal, where the cart's flags
 * tell why.
 */
export function useCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkOut,
    onSettled: () => {
      for (const queryKey of [CART_QUERY_KEY, ORDERS_QUERY_KEY, ADDRESSES_QUERY_KEY, [PRODUCTS_QUERY_KEY]]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
