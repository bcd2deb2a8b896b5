import type { Order } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { orderPath } from '../lib/order-paths';

/** An order's number, which opens its page, and when it was placed: the # of the order lists. */
export function OrderNumber({ order }: { order: Pick<Order, '_id' | 'createdAt'> }) {
  return (
    <>
      <Link to={orderPath(order._id)} className="link font-semibold whitespace-nowrap link-primary tabular-nums">
        {orderPageMessages.orderNumber(order._id)}
      </Link>
      <time dateTime={order.createdAt} className="block text-xs text-base-content/75 sm:min-w-20">
        {formatDateTime(order.createdAt)}
      </time>
    </>
  );
}
