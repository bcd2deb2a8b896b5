import type { OrderEvent, OrderSort } from './orders';
import { formatCount } from './web-messages';

/** Copy of the dashboard's paged order and user lists (ours, not quoted by the spec). */
export const listMessages = {
  orderCount: (count: number) => `${formatCount(count)} ${count === 1 ? 'order' : 'orders'}`,
  noOrdersYet: 'You have no orders yet.',
  noOrdersAtAll: 'There are no orders yet.',
  noOrdersMatch: 'No orders match this filter.',
  noUsersMatch: (query: string) => `No users match "${query}".`,
  allStatuses: 'All',
  paidStatuses: 'Paid, shipped or delivered',
  overdueOnly: 'Overdue transfers only',
  toShipOnly: 'Awaiting shipment only',
  orderSortLabels: { newest: 'Newest first', oldest: 'Oldest first' } satisfies Record<OrderSort, string>,
  orderActorLabels: { customer: 'the customer', admin: 'an admin', shop: 'the shop' } satisfies Record<OrderEvent['by'], string>,
  /** An order's history: the shop gave back a payment that arrived after the order was cancelled. */
  lateRefund: 'payment received after the cancel, refunded',
} as const;
