import type { Order } from '@partsmith/contract';
import { chargesMessages } from '@partsmith/contract/charges-messages';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { Link } from 'react-router';
import { formatCount, formatPrice } from '@/lib/format';
import { type DataTableColumn, DataTable, DestructiveButton } from '@/components/ui/data-table';
import { OrderAgainButton } from './order-again-button';
import { OrderLinesSummary } from './order-lines-summary';
import { OrderNumber } from './order-number';
import { OrderStatusDetails } from './order-status';

interface MyOrdersTableProps {
  orders: Order[];
  onCancel: (order: Order) => void;
}

function columns(onCancel: (order: Order) => void): DataTableColumn<Order>[] {
  return [
    {
      id: 'number',
      header: '#',
      className: 'max-sm:col-span-2',
      cell: (order) => <OrderNumber order={order} />,
    },
    {
      id: 'product',
      header: 'Product',
      rowHeader: true,
      className: '[overflow-wrap:anywhere] max-sm:col-span-2 max-sm:font-semibold sm:min-w-48',
      cell: (order) => <OrderLinesSummary order={order} />,
    },
    {
      id: 'ship-to',
      header: orderPageMessages.shipTo,
      phoneLabel: orderPageMessages.shipTo,
      className: 'text-sm [overflow-wrap:anywhere] max-sm:col-span-2 sm:min-w-40',
      cell: (order) => order.address,
    },
    {
      id: 'quantity',
      header: 'Quantity',
      numeric: true,
      phoneLabel: 'Quantity',
      className: 'max-sm:col-span-2',
      cell: (order) => formatCount(order.quantity),
    },
    {
      id: 'price',
      header: 'Total price',
      numeric: true,
      phoneLabel: 'Total price',
      className: 'font-semibold max-sm:col-span-2',
      cell: (order) => (
        <>
          {formatPrice(order.price)}
          <TaxNote order={order} />
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      className: 'max-sm:col-span-2',
      cell: (order) => <OrderStatusDetails order={order} payment />,
    },
    // Pay (by card; not an order on terms) and Cancel while unpaid (only then can the customer cancel). A past order (paid, on its way, delivered or
    // cancelled) can be placed again: an order of one part opens its purchase page with its quantity; an order of
    // several goes into the cart whole.
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      className: 'max-sm:col-span-2',
      cell: (order, { describedBy }) => (
        <div className="flex flex-wrap gap-2 sm:flex-col sm:items-start">
          {order.status === 'unpaid' ? (
            <>
              {/* An order on terms is paid by bank transfer: its page lists the invoice with the bank details. */}
              {order.paymentDueAt === null && (
                <Link to={`/dashboard/payment/${encodeURIComponent(order._id)}`} className="btn btn-sm btn-primary" aria-describedby={describedBy}>
                  Pay
                </Link>
              )}
              <DestructiveButton describedBy={describedBy} onClick={() => onCancel(order)}>
                Cancel
              </DestructiveButton>
            </>
          ) : order.lines.length === 1 ? (
            <Link
              to={`/product/${encodeURIComponent(order.productId)}?quantity=${order.quantity}`}
              className="btn btn-sm btn-outline whitespace-nowrap"
              aria-describedby={describedBy}
            >
              {orderPageMessages.orderAgain}
            </Link>
          ) : (
            <OrderAgainButton order={order} describedBy={describedBy} />
          )}
        </div>
      ),
    },
  ];
}

/** Below an order's total, which includes its tax: how much that is, or that the account paid none. */
function TaxNote({ order }: { order: Order }) {
  const note = order.taxExempt ? chargesMessages.taxExempt : order.tax > 0 ? chargesMessages.totalIncludesTax(order.tax) : null;
  return note && <span className="block text-xs font-normal whitespace-nowrap text-base-content/70">{note}</span>;
}

/**
 * My Orders: each order's number (which opens its page) and date, its part or the first of its lines, where it goes, its
 * pieces and total (with its tax), and the status: Unpaid with Pay (and the time to pay by) and Cancel, or on terms the
 * day to pay its bank transfer by, Paid with the transaction id,
 * Shipped or Delivered with the carrier and tracking number, or Cancelled; past orders with Order again.
 * On phones each row becomes a small card so nothing is wider than the screen.
 */
export function MyOrdersTable({ orders, onCancel }: MyOrdersTableProps) {
  return (
    <DataTable
      columns={columns(onCancel)}
      rows={orders}
      rowKey={(order) => order._id}
      numbered={false}
      phoneGridClassName="max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:items-start"
    />
  );
}
