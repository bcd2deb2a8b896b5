import { ORDER_STATUS_LABELS, type Order, type OrderLine } from '@partsmith/contract';
import { guardFormula } from '../../lib/csv-formula';

/** Text, always quoted (RFC 4180), so that no separator or line break inside it splits it in a comma-separated reading; a spreadsheet reads no formula in it. */
export function csvText(value: string | null): string {
  if (value === null) return '';
  return `"${guardFormula(value).replaceAll('"', '""')}"`;
}

/** A number, unquoted, so that spreadsheets read it as a number. */
export const csvNumber = (value: number, fractionDigits = 0) => value.toFixed(fractionDigits);

/** RFC 4180: comma-separated, CRLF line ends. */
const csvLine = (cells: string[]) => `${cells.join(',')}\r\n`;

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
  // The line's total: for an order of one line, the order's; summed over the rows, the orders'.
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
];

/** The first line, after a byte-order mark so that spreadsheets read the file as UTF-8. */
export const ordersCsvHeader = () => `\uFEFF${csvLine(COLUMNS.map(([heading]) => csvText(heading)))}`;

/** The order's rows: one per line. */
export const ordersCsvRows = (order: Order) =>
  order.lines.map((line, index) => csvLine(COLUMNS.map(([, cell]) => cell({ order, line, position: index + 1 })))).join('');
