import type { Order } from '@partsmith/contract';
import { formatCount, formatPrice } from '@/lib/format';
import { type DataTableColumn, DataTable, destructiveActionColumn } from '@/components/ui/data-table';

interface ManageOrdersTableProps {
  orders: Order[];
  onCancel: (order: Order) => void;
}

/** The admin's name for an order's state: a paid order is 'Pending' (it waits to be shipped). */
function OrderStatusBadge({ paid }: { paid: boolean }) {
  return paid ? <span className="badge font-semibold badge-info">Pending</span> : <span className="badge font-semibold badge-warning">Unpaid</span>;
}

function columns(onCancel: (order: Order) => void): DataTableColumn<Order>[] {
  return [
    { id: 'email', header: 'User email', rowHeader: true, className: '[overflow-wrap:anywhere]', cell: (order) => order.email },
    {
      id: 'product',
      header: 'Product name',
      phoneLabel: 'Product',
      describesRow: true,
      className: 'max-sm:col-start-2 max-sm:row-start-2',
      cell: (order) => order.productName,
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
    { id: 'status', header: 'Status', className: 'max-sm:col-start-3 max-sm:row-start-1', cell: (order) => <OrderStatusBadge paid={order.paid} /> },
    destructiveActionColumn({ id: 'cancel', header: 'Cancel Order', headerHidden: true, className: 'max-sm:col-start-2', onClick: onCancel }),
  ];
}

/**
 * Manage Orders: user email, product name, quantity, price, Unpaid or Pending, and Cancel Order. On phones each
 * row becomes a small card so nothing is wider than the screen.
 */
export function ManageOrdersTable({ orders, onCancel }: ManageOrdersTableProps) {
  return <DataTable columns={columns(onCancel)} rows={orders} rowKey={(order) => order._id} />;
}
