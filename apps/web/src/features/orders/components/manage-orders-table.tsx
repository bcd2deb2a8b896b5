import type { Order } from '@partsmith/contract';
import { useId } from 'react';
import { formatCount, formatPrice } from '@/lib/format';
import { PhoneCellLabel } from '@/components/ui/phone-cell-label';

interface ManageOrdersTableProps {
  orders: Order[];
  onCancel: (order: Order) => void;
}

/** The admin's name for an order's state: a paid order is 'Pending' (it waits to be shipped). */
function OrderStatusBadge({ paid }: { paid: boolean }) {
  return paid ? <span className="badge font-semibold badge-info">Pending</span> : <span className="badge font-semibold badge-warning">Unpaid</span>;
}

/**
 * Manage Orders: user email, product name, quantity, price, Unpaid or Pending, and Cancel Order. On phones each
 * row becomes a small card so nothing is wider than the screen.
 */
export function ManageOrdersTable({ orders, onCancel }: ManageOrdersTableProps) {
  const idPrefix = useId();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:block">
        <thead className="max-sm:sr-only">
          <tr>
            <th scope="col" className="w-10">
              #
            </th>
            <th scope="col">User email</th>
            <th scope="col">Product name</th>
            <th scope="col" className="text-right">
              Quantity
            </th>
            <th scope="col" className="text-right">
              Price
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="sr-only">Cancel Order</span>
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:[&_td]:border-0 max-sm:[&_th]:border-0">
          {orders.map((order, index) => {
            const emailId = `${idPrefix}-${index}-email`;
            const productId = `${idPrefix}-${index}-product`;
            return (
              <tr
                key={order._id}
                className="hover:bg-base-200/60 max-sm:grid max-sm:grid-cols-[2rem_1fr_auto] max-sm:items-center max-sm:border-b max-sm:border-base-content/5 max-sm:py-2 max-sm:last:border-b-0"
              >
                <td className="text-base-content/70 max-sm:px-2 max-sm:py-1">{index + 1}</td>
                <th scope="row" id={emailId} className="font-medium [overflow-wrap:anywhere] max-sm:px-2 max-sm:py-1">
                  {order.email}
                </th>
                <td id={productId} className="max-sm:col-start-2 max-sm:row-start-2 max-sm:px-2 max-sm:py-0.5">
                  <PhoneCellLabel>Product</PhoneCellLabel>
                  {order.productName}
                </td>
                <td className="text-right tabular-nums max-sm:col-start-2 max-sm:px-2 max-sm:py-0.5 max-sm:text-left">
                  <PhoneCellLabel>Quantity</PhoneCellLabel>
                  {formatCount(order.quantity)}
                </td>
                <td className="text-right font-semibold tabular-nums max-sm:col-start-2 max-sm:px-2 max-sm:py-0.5 max-sm:text-left">
                  <PhoneCellLabel>Price</PhoneCellLabel>
                  {formatPrice(order.price)}
                </td>
                <td className="max-sm:col-start-3 max-sm:row-start-1 max-sm:px-2 max-sm:py-1">
                  <OrderStatusBadge paid={order.paid} />
                </td>
                <td className="max-sm:col-start-2 max-sm:px-2 max-sm:py-1">
                  <button
                    type="button"
                    className="btn btn-outline btn-sm btn-error whitespace-nowrap"
                    aria-describedby={`${emailId} ${productId}`}
                    onClick={() => onCancel(order)}
                  >
                    Cancel Order
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
