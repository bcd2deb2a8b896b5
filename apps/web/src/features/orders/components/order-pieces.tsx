import type { Order } from '@partsmith/contract';
import { formatCount } from '@/lib/format';

/** "100 pieces of Chips", with the quantity and the part in bold: what an order's dialogs are about. */
export function OrderPieces({ order }: { order: Pick<Order, 'quantity' | 'productName'> }) {
  return (
    <>
      <strong>{formatCount(order.quantity)}</strong> {order.quantity === 1 ? 'piece' : 'pieces'} of <strong>{order.productName}</strong>
    </>
  );
}

/** "100 pieces of Chips for nadia@example.com (order #21)": an order as an admin's dialogs name it. */
export function OrderSummary({ order }: { order: Pick<Order, '_id' | 'quantity' | 'productName' | 'email'> }) {
  return (
    <>
      <OrderPieces order={order} /> for <strong className="[overflow-wrap:anywhere]">{order.email}</strong> (order #{order._id})
    </>
  );
}
