import type { Order } from '@partsmith/contract';
import { Link } from 'react-router';
import { formatCount, formatPrice } from '@/lib/format';
import { type DataTableColumn, DataTable, destructiveActionColumn } from '@/components/ui/data-table';
import { OrderStatusDetails } from './order-status';

interface MyOrdersTableProps {
  orders: Order[];
  /** The place of the first order among all the customer's (21 on the second page). */
  firstRowNumber: number;
  onCancel: (order: Order) => void;
}

function columns(onCancel: (order: Order) => void): DataTableColumn<Order>[] {
  return [
    {
      id: 'product',
      header: 'Product',
      rowHeader: true,
      className: '[overflow-wrap:anywhere] max-sm:col-span-2 max-sm:font-semibold',
      cell: (order) => (
        <>
          {order.productName}
          {order.partNumber && (
            <>
              {' '}
              <span className="block text-xs font-normal text-base-content/70">{order.partNumber}</span>
            </>
          )}
        </>
      ),
    },
    {
      id: 'quantity',
      header: 'Quantity',
      numeric: true,
      phoneLabel: 'Quantity',
      className: 'max-sm:col-span-2 max-sm:col-start-2',
      cell: (order) => formatCount(order.quantity),
    },
    {
      id: 'price',
      header: 'Total price',
      numeric: true,
      phoneLabel: 'Total price',
      className: 'font-semibold max-sm:col-span-2 max-sm:col-start-2',
      cell: (order) => formatPrice(order.price),
    },
    {
      id: 'status',
      header: 'Status',
      className: 'max-sm:col-span-2 max-sm:col-start-2',
      cell: (order) => <OrderStatusDetails order={order} payment />,
    },
    {
      id: 'pay',
      header: 'Pay',
      headerHidden: true,
      className: 'max-sm:col-start-2 max-sm:empty:hidden',
      cell: (order, { describedBy }) =>
        order.status === 'unpaid' && (
          <Link to={`/dashboard/payment/${encodeURIComponent(order._id)}`} className="btn btn-sm btn-primary" aria-describedby={describedBy}>
            Pay
          </Link>
        ),
    },
    // A past order (paid, on its way, delivered or cancelled) can be placed again: the purchase page opens with its quantity.
    {
      id: 'again',
      header: 'Order again',
      headerHidden: true,
      className: 'max-sm:col-start-2 max-sm:empty:hidden',
      cell: (order, { describedBy }) =>
        order.status !== 'unpaid' && (
          <Link
            to={`/product/${encodeURIComponent(order.productId)}?quantity=${order.quantity}`}
            className="btn btn-sm btn-outline"
            aria-describedby={describedBy}
          >
            Order again
          </Link>
        ),
    },
    // Only an unpaid order can be cancelled by its customer.
    destructiveActionColumn({
      id: 'cancel',
      header: 'Cancel',
      headerHidden: true,
      className: 'max-sm:col-start-3 max-sm:empty:hidden',
      hidden: (order) => order.status !== 'unpaid',
      onClick: onCancel,
    }),
  ];
}

/**
 * My Orders: product (with its part number), quantity, total, and the status: Unpaid with Pay (and the time to pay by) and Cancel, Paid
 * with the transaction id, Shipped or Delivered with the carrier and tracking number, or Cancelled; past orders with
 * Order again.
 * On phones each row becomes a small card so nothing is wider than the screen.
 */
export function MyOrdersTable({ orders, firstRowNumber, onCancel }: MyOrdersTableProps) {
  return (
    <DataTable
      columns={columns(onCancel)}
      rows={orders}
      rowKey={(order) => order._id}
      firstRowNumber={firstRowNumber}
      phoneGridClassName="max-sm:grid-cols-[2rem_auto_1fr]"
    />
  );
}
