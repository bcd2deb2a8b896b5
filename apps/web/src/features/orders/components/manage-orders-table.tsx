import { type Order, awaitsTransfer, mayShip } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { formatCount, formatPrice } from '@/lib/format';
import { type DataTableColumn, DataTable, DestructiveButton } from '@/components/ui/data-table';
import { OrderLinesSummary } from './order-lines-summary';
import { OrderNumber } from './order-number';
import { OrderStatusDetails } from './order-status';
import { PackingSlipLink } from './packing-slip-link';
import { ShipButton } from './ship-button';
import { ShipTo } from './ship-to';

export interface ManageOrdersActions {
  onShip: (order: Order) => void;
  /** An order on terms, shipped or not: its bank transfer arrived. */
  onRecordTransfer: (order: Order) => void;
  onDeliver: (order: Order) => void;
  onShowHistory: (order: Order) => void;
  onCancel: (order: Order) => void;
}

interface ManageOrdersTableProps extends ManageOrdersActions {
  orders: Order[];
}

function columns({ onShip, onRecordTransfer, onDeliver, onShowHistory, onCancel }: ManageOrdersActions): DataTableColumn<Order>[] {
  return [
    { id: 'number', header: '#', cell: (order) => <OrderNumber order={order} /> },
    { id: 'email', header: 'User email', rowHeader: true, className: '[overflow-wrap:anywhere] sm:min-w-32', cell: (order) => order.email },
    {
      id: 'product',
      header: 'Product name',
      phoneLabel: 'Product',
      describesRow: true,
      className: '[overflow-wrap:anywhere] sm:min-w-36',
      cell: (order) => <OrderLinesSummary order={order} />,
    },
    {
      id: 'ship-to',
      header: orderPageMessages.shipTo,
      phoneLabel: orderPageMessages.shipTo,
      className: 'text-sm sm:min-w-32',
      cell: (order) => <ShipTo order={order} />,
    },
    {
      id: 'quantity',
      header: 'Quantity',
      numeric: true,
      phoneLabel: 'Quantity',
      cell: (order) => formatCount(order.quantity),
    },
    {
      id: 'price',
      header: 'Price',
      numeric: true,
      phoneLabel: 'Price',
      className: 'font-semibold',
      cell: (order) => formatPrice(order.price),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (order) => <OrderStatusDetails order={order} />,
    },
    // The next steps (Record transfer of an order on terms until it is recorded, shipped or not; Mark shipped of a paid
    // order or an unpaid one on terms, once no line waits for stock; Mark delivered), History, the packing slip of an
    // order that ships, and Cancel Order until it is shipped (a paid one is refunded); a shipped one has left the shop.
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      cell: (order, { describedBy }) => (
        <div className="flex flex-wrap gap-2 sm:flex-col sm:items-start">
          {awaitsTransfer(order) && (
            <button type="button" className="btn btn-sm btn-primary whitespace-nowrap" aria-describedby={describedBy} onClick={() => onRecordTransfer(order)}>
              {orderPageMessages.recordTransfer}
            </button>
          )}
          {mayShip(order) && <ShipButton order={order} describedBy={describedBy} onShip={onShip} />}
          {order.status === 'shipped' && (
            <button type="button" className="btn btn-sm btn-primary whitespace-nowrap" aria-describedby={describedBy} onClick={() => onDeliver(order)}>
              Mark delivered
            </button>
          )}
          <button type="button" className="btn btn-sm border-base-300" aria-describedby={describedBy} onClick={() => onShowHistory(order)}>
            History
          </button>
          <PackingSlipLink order={order} describedBy={describedBy} />
          {(order.status === 'unpaid' || order.status === 'paid') && (
            <DestructiveButton describedBy={describedBy} onClick={() => onCancel(order)}>
              Cancel Order
            </DestructiveButton>
          )}
        </div>
      ),
    },
  ];
}

/**
 * Manage Orders: the order's number (which opens its page) and date, user email, product name (the order's part, or the
 * first of its lines, with the pieces that wait for stock), where it goes, quantity, price, the status (Unpaid, with the
 * due day of an order on terms; Paid, Shipped, …), the next steps (Record transfer, Mark shipped, Mark delivered), History,
 * the packing slip of an order that ships, and Cancel Order. On phones each row becomes a small card,
 * one value a line, so nothing is wider than the screen.
 */
export function ManageOrdersTable({ orders, ...actions }: ManageOrdersTableProps) {
  return (
    <DataTable columns={columns(actions)} rows={orders} rowKey={(order) => order._id} numbered={false} phoneGridClassName="max-sm:grid-cols-[minmax(0,1fr)]" />
  );
}
