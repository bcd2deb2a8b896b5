import { type OrderListFilters, orderPageQuery, useOrderPage } from './order-list-query';

export interface AllOrdersParams extends OrderListFilters {
  offset: number;
}

/** One page of every customer's orders (GET /api/allorders, admin only), with the number of all that match. */
export function useAllOrders({ offset, ...filters }: AllOrdersParams) {
  return useOrderPage('/allorders', 'all', orderPageQuery(filters, offset));
}
