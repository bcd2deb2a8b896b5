import type { Order } from '@partsmith/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatCount, formatDateTime, formatPrice } from '@/lib/format';
import { PhoneCellLabel } from '@/components/ui/phone-cell-label';

interface MyOrdersTableProps {
  orders: Order[];
  onCancel: (order: Order) => void;
}

/**
 * My Orders: product, quantity, total, and Pay (with the time to pay by) and Cancel for an unpaid order, or Paid with
 * the transaction id.
 * On phones each row becomes a small card so nothing is wider than the screen.
 */
export function MyOrdersTable({ orders, onCancel }: MyOrdersTableProps) {
  const idPrefix = useId();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:block">
        <thead className="max-sm:sr-only">
          <tr>
            <th scope="col" className="w-10">
              #
            </th>
            <th scope="col">Product</th>
            <th scope="col" className="text-right">
              Quantity
            </th>
            <th scope="col" className="text-right">
              Total price
            </th>
            <th scope="col">Payment</th>
            <th scope="col">
              <span className="sr-only">Cancel</span>
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:[&_td]:border-0 max-sm:[&_th]:border-0">
          {orders.map((order, index) => {
            const productId = `${idPrefix}-${index}`;
            return (
              <tr
                key={order._id}
                className="hover:bg-base-200/60 max-sm:grid max-sm:grid-cols-[2rem_auto_1fr] max-sm:border-b max-sm:border-base-content/5 max-sm:py-2 max-sm:last:border-b-0"
              >
                <td className="text-base-content/70 max-sm:px-2 max-sm:py-1">{index + 1}</td>
                <th scope="row" id={productId} className="font-medium [overflow-wrap:anywhere] max-sm:col-span-2 max-sm:px-2 max-sm:py-1 max-sm:font-semibold">
                  {order.productName}
                </th>
                <td className="text-right tabular-nums max-sm:col-span-2 max-sm:col-start-2 max-sm:px-2 max-sm:py-0.5 max-sm:text-left">
                  <PhoneCellLabel>Quantity</PhoneCellLabel>
                  {formatCount(order.quantity)}
                </td>
                <td className="text-right font-semibold tabular-nums max-sm:col-span-2 max-sm:col-start-2 max-sm:px-2 max-sm:py-0.5 max-sm:text-left">
                  <PhoneCellLabel>Total price</PhoneCellLabel>
                  {formatPrice(order.price)}
                </td>
                <td className={`max-sm:col-start-2 max-sm:px-2 max-sm:py-1 ${order.paid ? 'max-sm:col-span-2' : ''}`}>
                  {order.paid ? (
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
                      <Link to={`/dashboard/payment/${encodeURIComponent(order._id)}`} className="btn btn-sm btn-primary" aria-describedby={productId}>
                        Pay
                      </Link>
                      {order.payBy && <p className="text-xs text-base-content/75">Pay by {formatDateTime(order.payBy)}</p>}
                    </div>
                  )}
                </td>
                <td className="max-sm:col-start-3 max-sm:px-2 max-sm:py-1 max-sm:empty:hidden">
                  {!order.paid && (
                    <button type="button" className="btn btn-outline btn-sm btn-error" aria-describedby={productId} onClick={() => onCancel(order)}>
                      Cancel
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
