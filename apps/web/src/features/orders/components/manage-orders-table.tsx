import type { Order } from '@partsmith/contract';
import { formatCount, formatDateTime, formatPrice } from '@/lib/format';
import { type DataTableColumn, DataTable, destructiveActionColumn } from '@/components/ui/data-table';
import { OrderStatusDetails } from './order-status';

export interface ManageOrdersActions {
  onShip: (order: Order) => void;
  onDeliver: (order: Order) => void;
  onShowHistory: (order: Order) => void;
  onCancel: (order: Order) => void;
}

interface ManageOrdersTableProps extends ManageOrdersActions {
  orders: Order[];
  /** The place of the first order among all that match (21 on the second page). */
  firstRowNumber: number;
}

function columns({ onShip, onDeliver, onShowHistory, onCancel }: ManageOrdersActions): DataTableColumn<Order>[] {
  return [
    { id: 'email', header: 'User email', rowHeader: true, className: '[overflow-wrap:anywhere] max-sm:col-start-2 sm:min-w-44', cell: (order) => order.email },
    {
      id: 'product',
      header: 'Product name',
      phoneLabel: 'Product',
      describesRow: true,
      className: 'max-sm:col-start-2',
      cell: (order) => (
        <>
          <span className="[overflow-wrap:anywhere]">{order.productName}</span>
          {order.partNumber && (
            <>
              {' '}
              <span className="block text-xs font-normal text-base-content/70">{order.partNumber}</span>
            </>
          )}
          <span className="block text-xs font-normal text-base-content/70">
            Order #{order._id}, {formatDateTime(order.createdAt)}
          </span>
        </>
      ),
    },
    {
      id: 'quantity',
      header: 'Quantity',
      numeric: true,
      phoneLabel: 'Quantity',
      className: 'max-sm:col-start-2',
      cell: (order) => formatCount(order.quantity),
    },
    {
      id: 'price',
      header: 'Price',
      numeric: true,
      phoneLabel: 'Price',
      className: 'font-semibold max-sm:col-start-2',
      cell: (order) => formatPrice(order.price),
    },
    {
      id: 'status',
      header: 'Status',
      className: 'max-sm:col-start-2',
      cell: (order) => <OrderStatusDetails order={order} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      className: 'max-sm:col-start-2',
      cell: (order, { describedBy }) => (
        <div className="flex flex-wrap gap-2">
          {order.status === 'paid' && (
            <button type="button" className="btn btn-sm btn-primary whitespace-nowrap" aria-describedby={describedBy} onClick={() => onShip(order)}>
              Mark shipped
            </button>
          )}
          {order.status === 'shipped' && (
            <button type="button" className="btn btn-sm btn-primary whitespace-nowrap" aria-describedby={describedBy} onClick={() => onDeliver(order)}>
              Mark delivered
            </button>
          )}
          <button type="button" className="btn btn-sm border-base-300" aria-describedby={describedBy} onClick={() => onShowHistory(order)}>
            History
          </button>
        </div>
      ),
    },
    // Unpaid and paid orders can be cancelled (a paid one is refunded); a shipped one has left the shop.
    destructiveActionColumn({
      id: 'cancel',
      header: 'Cancel Order',
      headerHidden: true,
      className: 'max-sm:col-start-2 max-sm:empty:hidden',
      hidden: (order) => order.status !== 'unpaid' && order.status !== 'paid',
      onClick: onCancel,
    }),
  ];
}

/**
 * Manage Orders: user email, product name, quantity, price, the status (Unpaid, Paid, Shipped, …), the next step
 * (Mark shipped, Mark delivered), History and Cancel Order. On phones each row becomes a small card, one value a
 * line, so nothing is wider than the screen.
 */
export function ManageOrdersTable({ orders, firstRowNumber, ...actions }: ManageOrdersTableProps) {
  return (
    <DataTable
      columns={columns(actions)}
      rows={orders}
      rowKey={(order) => order._id}
      firstRowNumber={firstRowNumber}
      phoneGridClassName="max-sm:grid-cols-[2rem_minmax(0,1fr)]"
    />
  );
}
