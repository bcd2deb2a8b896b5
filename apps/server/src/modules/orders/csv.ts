import { ORDER_STATUS_LABELS, type Order } from '@partsmith/contract';

/**
 * A spreadsheet reads a cell that begins with = + - @ (or a tab or carriage return, which some skip first) as a
 * formula: a customer could type `=HYPERLINK(...)` as their address. Such a cell gets a leading apostrophe, which
 * spreadsheets show as text (OWASP's advice on CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180: comma-separated, CRLF line ends. */
const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

const COLUMNS: [heading: string, value: (order: Order) => string | number | null][] = [
  ['Order', (order) => order._id],
  ['Placed', (order) => order.createdAt],
  ['Email', (order) => order.email],
  ['Part', (order) => order.productName],
  ['Quantity', (order) => order.quantity],
  ['Price per piece', (order) => order.unitPrice.toFixed(2)],
  ['Total', (order) => order.price.toFixed(2)],
  ['Status', (order) => ORDER_STATUS_LABELS[order.status]],
  ['Paid', (order) => order.paidAt],
  ['Shipped', (order) => order.shippedAt],
  ['Delivered', (order) => order.deliveredAt],
  ['Carrier', (order) => order.carrier],
  ['Tracking number', (order) => order.trackingNumber],
  ['Transaction', (order) => order.transactionId],
  ['Phone', (order) => order.phone],
  ['Address', (order) => order.address],
  // Last, so that sheets built on the earlier columns keep their places.
  ['Test payment', (order) => (order.testPayment ? 'yes' : null)],
];

/** The first line, after a byte-order mark so that spreadsheets read the file as UTF-8. */
export const ordersCsvHeader = () => `\uFEFF${csvLine(COLUMNS.map(([heading]) => heading))}`;

export const ordersCsvRow = (order: Order) => csvLine(COLUMNS.map(([, value]) => value(order)));
