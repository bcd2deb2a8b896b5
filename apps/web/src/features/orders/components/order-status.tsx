import { ORDER_STATUS_LABELS, type Order, type OrderStatus, TEST_PAYMENT_LABEL, awaitsTransfer } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { formatDate, formatDateTime } from '@/lib/format';

const copy = orderPageMessages;

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

/** An order on terms whose bank transfer is past its due day (unpaid, or shipped before it). */
export function isOverdue(order: Pick<Order, 'status' | 'paymentDueAt' | 'paid'>, now: number = Date.now()): boolean {
  return awaitsTransfer(order) && order.paymentDueAt !== null && new Date(order.paymentDueAt).getTime() < now;
}

/**
 * The status and what goes with it: whether it was paid with no money (a test payment); for an order on terms, the day
 * its bank transfer is due (overdue in the error colour) or that it was paid so; the carrier and tracking number once
 * shipped (when the admin gave them) and, with `payment`, the time to pay an unpaid order by card by or the transaction id
 * (a transfer's bank reference) of a paid one. The due day is the calendar day the invoice names.
 */
export function OrderStatusDetails({ order, payment = false }: { order: Order; payment?: boolean }) {
  const onTerms = order.paymentDueAt !== null;
  const overdue = isOverdue(order);
  return (
    <div className="space-y-1 text-xs text-base-content/75">
      <OrderStatusBadge status={order.status} />
      {order.testPayment && <p className="font-semibold text-base-content">{TEST_PAYMENT_LABEL}</p>}
      {awaitsTransfer(order) && order.paymentDueAt && (
        <p className={`font-semibold ${overdue ? 'text-error' : 'text-base-content'}`}>
          {(overdue ? copy.overdue : copy.payByTransferBy)(formatDate(order.paymentDueAt))}
        </p>
      )}
      {onTerms && order.paid && <p>{copy.paidByTransfer}</p>}
      {payment && order.payBy && <p>Pay by {formatDateTime(order.payBy)}</p>}
      {payment && order.transactionId && (
        <p>
          {onTerms ? copy.bankReference : 'Transaction id'}: <span className="font-mono break-all text-base-content">{order.transactionId}</span>
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
