import { type Order, ORDER_PAGE_SIZE, ORDER_SORTS, ORDER_STATUSES, type OrderSort, type OrderStatus } from '@partsmith/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAID_ORDERS_FILTER } from '@/lib/admin-paths';
import { apiGetPage } from '@/lib/api-client';
import { ORDERS_QUERY_KEY } from '@/lib/query-keys';

/**
 * One status, every status ('all'), or every status the shop was paid for: the lists show cancelled and delivered
 * orders unless filtered.
 */
export type OrderStatusFilter = OrderStatus | 'all' | typeof PAID_ORDERS_FILTER;

export interface OrderListFilters {
  status: OrderStatusFilter;
  q?: string;
  sort?: OrderSort;
  /** Only orders on terms past their transfer's due day. */
  overdue?: boolean;
  /** Only orders awaiting shipment: paid ones, and unpaid ones on terms. */
  toShip?: boolean;
}

/** Reads ?status=, ?q=, ?sort=, ?overdue=true and ?toShip=true leniently: anything unusable falls back to the default. */
export function orderFiltersFromSearch(searchParams: URLSearchParams): Required<OrderListFilters> {
  const named = searchParams.get('status');
  const status = named === PAID_ORDERS_FILTER ? PAID_ORDERS_FILTER : (ORDER_STATUSES.find((candidate) => candidate === named) ?? 'all');
  const sort = ORDER_SORTS.find((candidate) => candidate === searchParams.get('sort')) ?? 'newest';
  return {
    status,
    q: (searchParams.get('q') ?? '').trim(),
    sort,
    overdue: searchParams.get('overdue') === 'true',
    toShip: searchParams.get('toShip') === 'true',
  };
}

/**
 * The query string of the filters, defaults left out so the same list always has the same URL and cache key. The
 * status is always sent: the server's own default leaves cancelled orders out.
 */
export function orderFilterQuery({ status, q = '', sort = 'newest', overdue = false, toShip = false }: OrderListFilters) {
  const flag = (on: boolean) => (on ? ('true' as const) : undefined);
  return { status, q: q.trim() || undefined, sort: sort === 'newest' ? undefined : sort, overdue: flag(overdue), toShip: flag(toShip) };
}

/** The filters and one page of ORDER_PAGE_SIZE orders from `offset`. */
export function orderPageQuery(filters: OrderListFilters, offset: number) {
  return { limit: ORDER_PAGE_SIZE, offset: offset > 0 ? offset : undefined, ...orderFilterQuery(filters) };
}

/** One page of an order list (`path`) and the number of all orders that match, cached under `scope`. */
export function useOrderPage(path: '/orders' | '/allorders', scope: 'mine' | 'all', query: ReturnType<typeof orderPageQuery> & { email?: string }) {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, scope, query] as const,
    queryFn: ({ signal }) => apiGetPage<Order>(path, { params: query, signal }),
    // Keep showing the current page while the next one (or another filter) loads.
    placeholderData: keepPreviousData,
  });
}
