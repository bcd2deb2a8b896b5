/** The admin's edit page of a part, linked from Manage Products and from the overview's low-stock list. */
export function editProductPath(productId: string): string {
  return `/dashboard/manage-products/${encodeURIComponent(productId)}`;
}

/** Manage Orders' status filter for the orders the shop was paid for (the overview's revenue opens it). */
export const PAID_ORDERS_FILTER = 'paid,shipped,delivered';

/** An order's own page (any order, for an admin), linked from Invoices. */
export function adminOrderPath(orderId: string): string {
  return `/dashboard/orders/${encodeURIComponent(orderId)}`;
}
