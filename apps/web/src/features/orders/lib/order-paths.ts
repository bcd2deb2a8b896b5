/** An order's own page: its customer's, or any for an admin. */
export function orderPath(orderId: string): string {
  return `/dashboard/orders/${encodeURIComponent(orderId)}`;
}

/** An order's packing slip, to print (admin). */
export function packingSlipPath(orderId: string): string {
  return `/dashboard/manage-orders/${encodeURIComponent(orderId)}/packing-slip`;
}

/** Where Order again takes the customer. */
export const CART_PATH = '/cart';
