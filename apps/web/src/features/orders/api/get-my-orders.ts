import { type OrderListFilters, orderPageQuery, useOrderPage } from './order-list-query';

export interface MyOrdersParams extends OrderListFilters {
  email: string;
  offset: number;
}

/** One page of the signed-in customer's own orders (GET /api/orders), with the number of all that match. */
export function useMyOrders({ email, offset, ...filters }: MyOrdersParams) {
  return useOrderPage('/orders', 'mine', { email, ...orderPageQuery(filters, offset) });
}
