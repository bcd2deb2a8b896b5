import { ORDER_STATUS_LABELS, type Order } from '@partsmith/contract';

/**
 * A spreadsheet reads a cell that begins with = + - @ as a formula: a customer could type `=HYPERLINK(...)` as their
 * address. A spreadsheet set to another separator (`;` or tab, usual where the decimal mark is a comma) splits the
 * line there, quotes or not, and a line break inside quotes ends its row: then `Road 5;=1+1` starts a cell with = too.
 * So a formula character gets an apostrophe, which spreadsheets show as text (OWASP's advice on CSV injection), at
 * the start of the text and after any separator, with any blanks between (some trim them); a tab or CR that leads the
 * text, which some skip, gets one too.
 */
const FORMULA_START = /(^|[,;\t\r\n])([ \t\r\n]*)(?=[=+\-@])/g;
const BLANK_START = /^[\t\r]/;

/** Text, always quoted (RFC 4180), so that no separator or line break inside it splits it in a comma-separated reading. */
export function csvText(value: string | null): string {
  if (value === null) return '';
  const guarded = value.replace(FORMULA_START, "$1$2'");
  return `"${(BLANK_START.test(guarded) ? `'${guarded}` : guarded).replaceAll('"', '""')}"`;
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
  // Last, so that sheets built on the earlier columns keep their places.
  ['Test payment', (order) => csvText(order.testPayment ? 'yes' : null)],
];

/** The first line, after a byte-order mark so that spreadsheets read the file as UTF-8. */
export const ordersCsvHeader = () => `\uFEFF${csvLine(COLUMNS.map(([heading]) => csvText(heading)))}`;

export const ordersCsvRow = (order: Order) => csvLine(COLUMNS.map(([, cell]) => cell(order)));
