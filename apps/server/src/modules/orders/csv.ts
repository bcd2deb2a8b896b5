import { ORDER_STATUS_LABELS, type Order } from '@partsmith/contract';
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

const COLUMNS: [heading: string, cell: (order: Order) => string][] = [
  ['Order', (order) => csvText(order._id)],
  ['Placed', (order) => csvText(order.createdAt)],
  ['Email', (order) => csvText(order.email)],
  ['Part', (order) => csvText(order.productName)],
  ['Quantity', (order) => csvNumber(order.quantity)],
  ['Price per piece', (order) => csvNumber(order.unitPrice, 2)],
  ['Total', (order) => csvNumber(order.price, 2)],
  ['Status', (order) => csvText(ORDER_STATUS_LABELS[order.status])],
  ['Paid', (order) => csvText(order.paidAt)],
  ['Shipped', (order) => csvText(order.shippedAt)],
  ['Delivered', (order) => csvText(order.deliveredAt)],
  ['Carrier', (order) => csvText(order.carrier)],
  ['Tracking number', (order) => csvText(order.trackingNumber)],
  ['Transaction', (order) => csvText(order.transactionId)],
  ['Phone', (order) => csvText(order.phone)],
  ['Address', (order) => csvText(order.address)],
  // Added last, so that sheets built on the earlier columns keep their places.
  ['Test payment', (order) => csvText(order.testPayment ? 'yes' : null)],
  ['Part number', (order) => csvText(order.partNumber)],
];

/** The first line, after a byte-order mark so that spreadsheets read the file as UTF-8. */
export const ordersCsvHeader = () => `\uFEFF${csvLine(COLUMNS.map(([heading]) => csvText(heading)))}`;

export const ordersCsvRow = (order: Order) => csvLine(COLUMNS.map(([, cell]) => cell(order)));
