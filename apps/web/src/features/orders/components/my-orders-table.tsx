import type { Order } from '@partsmith/contract';
import { Link } from 'react-router';
import { formatCount, formatDateTime, formatPrice } from '@/lib/format';
import { type DataTableColumn, DataTable, destructiveActionColumn } from '@/components/ui/data-table';

interface MyOrdersTableProps {
  orders: Order[];
  onCancel: (order: Order) => void;
}

function columns(onCancel: (order: Order) => void): DataTableColumn<Order>[] {
  return [
    {
      id: 'product',
      header: 'Product',
      rowHeader: true,
      className: '[overflow-wrap:anywhere] max-sm:col-span-2 max-sm:font-semibold',
      cell: (order) => order.productName,
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
      id: 'payment',
      header: 'Payment',
      // A paid order has no Cancel beside it: its transaction id takes the whole line.
      className: (order) => (order.paid ? 'max-sm:col-span-2 max-sm:col-start-2' : 'max-sm:col-start-2'),
      cell: (order, { describedBy }) =>
        order.paid ? (
          <div className="space-y-1">
            <span className="badge font-semibold badge-success">Paid</span>
            {order.transactionId && (
              <p className="text-xs text-base-content/75">
                Transaction id: <span className="font-mono break-all text-base-content">{order.transactionId}</span>
              </p>
            )}
          </div>
        ) : (
          <div className="space-y-1">
            <Link to={`/dashboard/payment/${encodeURIComponent(order._id)}`} className="btn btn-sm btn-primary" aria-describedby={describedBy}>
              Pay
            </Link>
            {order.payBy && <p className="text-xs text-base-content/75">Pay by {formatDateTime(order.payBy)}</p>}
          </div>
        ),
    },
    // Only an unpaid order can be cancelled.
    destructiveActionColumn({
      id: 'cancel',
      header: 'Cancel',
      headerHidden: true,
      className: 'max-sm:col-start-3 max-sm:empty:hidden',
      hidden: (order) => order.paid,
      onClick: onCancel,
    }),
  ];
}

/**
 * My Orders: product, quantity, total, and Pay (with the time to pay by) and Cancel for an unpaid order, or Paid with
 * the transaction id.
 * On phones each row becomes a small card so nothing is wider than the screen.
 */
export function MyOrdersTable({ orders, onCancel }: MyOrdersTableProps) {
  return <DataTable columns={columns(onCancel)} rows={orders} rowKey={(order) => order._id} phoneGridClassName="max-sm:grid-cols-[2rem_auto_1fr]" />;
}
