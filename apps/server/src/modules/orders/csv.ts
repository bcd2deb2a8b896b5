import { ORDER_STATUS_LABELS, type Order, type OrderLine } from '@partsmith/contract';
import { csvHeader, csvLine, csvNumber, csvText } from '../../lib/csv-cells';

/** One row per line of an order: the line's part, quantity, price and total, beside its order's columns. */
interface LineOfOrder {
  order: Order;
  line: OrderLine;
  position: number;
}

const COLUMNS: [heading: string, cell: (row: LineOfOrder) => string][] = [
  ['Order', ({ order }) => csvText(order._id)],
  ['Placed', ({ order }) => csvText(order.createdAt)],
  ['Email', ({ order }) => csvText(order.email)],
  ['Part', ({ line }) => csvText(line.productName)],
  ['Quantity', ({ line }) => csvNumber(line.quantity)],
  ['Price per piece', ({ line }) => csvNumber(line.unitPrice, 2)],
  // The line's total with its tax: summed over the rows, the orders' goods (Order total adds their delivery).
  ['Total', ({ line }) => csvNumber(line.price, 2)],
  ['Status', ({ order }) => csvText(ORDER_STATUS_LABELS[order.status])],
  ['Paid', ({ order }) => csvText(order.paidAt)],
  ['Shipped', ({ order }) => csvText(order.shippedAt)],
  ['Delivered', ({ order }) => csvText(order.deliveredAt)],
  ['Carrier', ({ order }) => csvText(order.carrier)],
  ['Tracking number', ({ order }) => csvText(order.trackingNumber)],
  ['Transaction', ({ order }) => csvText(order.transactionId)],
  ['Phone', ({ order }) => csvText(order.phone)],
  ['Address', ({ order }) => csvText(order.address)],
  // Added last, so that sheets built on the earlier columns keep their places.
  ['Test payment', ({ order }) => csvText(order.testPayment ? 'yes' : null)],
  ['Part number', ({ line }) => csvText(line.partNumber)],
  ['Line', ({ position }) => csvNumber(position)],
  ['Order total', ({ order }) => csvNumber(order.price, 2)],
  // Issue 35: what of the totals is tax and delivery, what waits for stock, and when a transfer is due.
  ['Tax rate', ({ line }) => csvNumber(line.taxRate, 2)],
  ['Line tax', ({ line }) => csvNumber(line.tax, 2)],
  ['Order tax', ({ order }) => csvNumber(order.tax, 2)],
  ['Delivery', ({ order }) => csvNumber(order.delivery, 2)],
  ['Backordered', ({ line }) => csvNumber(line.backordered)],
  ['Transfer due', ({ order }) => csvText(order.paymentDueAt)],
];

export const ordersCsvHeader = () => csvHeader(COLUMNS.map(([heading]) => heading));

/** The order's rows: one per line. */
export const ordersCsvRows = (order: Order) =>
  order.lines.map((line, index) => csvLine(COLUMNS.map(([, cell]) => cell({ order, line, position: index + 1 })))).join('');
