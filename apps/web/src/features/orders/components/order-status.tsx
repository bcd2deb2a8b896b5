import { ORDER_STATUS_LABELS, type Order, type OrderStatus, TEST_PAYMENT_LABEL } from '@partsmith/contract';
import { formatDateTime } from '@/lib/format';

const BADGE_COLOURS: Record<OrderStatus, string> = {
  unpaid: 'badge-warning',
  paid: 'badge-info',
  shipped: 'badge-primary',
  delivered: 'badge-success',
  cancelled: 'badge-neutral',
};

/** An order's status in words (Unpaid, Paid, Shipped, …); the colour only repeats what the word says. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge font-semibold whitespace-nowrap ${BADGE_COLOURS[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}

/**
 * The status and what goes with it: whether it was paid with no money (a test payment), the carrier and tracking number once shipped (when the admin gave them) and, with
 * `payment`, the time to pay an unpaid order by or the transaction id of a paid one.
 */
export function OrderStatusDetails({ order, payment = false }: { order: Order; payment?: boolean }) {
  return (
    <div className="space-y-1 text-xs text-base-content/75">
      <OrderStatusBadge status={order.status} />
      {order.testPayment && <p className="font-semibold text-base-content">{TEST_PAYMENT_LABEL}</p>}
      {payment && order.payBy && <p>Pay by {formatDateTime(order.payBy)}</p>}
      {payment && order.transactionId && (
        <p>
          Transaction id: <span className="font-mono break-all text-base-content">{order.transactionId}</span>
        </p>
      )}
      {order.carrier && <p className="[overflow-wrap:anywhere]">Carrier: {order.carrier}</p>}
      {order.trackingNumber && (
        <p>
          Tracking number: <span className="font-mono break-all text-base-content">{order.trackingNumber}</span>
        </p>
      )}
    </div>
  );
}
