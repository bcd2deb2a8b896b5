import PDFDocument from 'pdfkit';
import type { InvoiceAmounts, InvoiceDocument } from './document';

type Pdf = PDFKit.PDFDocument;

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
}

interface TextStyle {
  width?: number;
  /** Text taller than this is cut short with an ellipsis. */
  height?: number;
  align?: 'left' | 'right';
  bold?: boolean;
  size?: number;
  color?: string;
}

const MARGIN = 40;
const CONTENT_WIDTH = 515; // A4's 595 pt less both margins
const FONT_SIZE = 9;
const MUTED = '#555555';
const CELL_PADDING_X = 4;
const CELL_PADDING_Y = 4;

const LINE_COLUMNS: Column[] = [
  { header: 'Part no.', width: 86, align: 'left' },
  { header: 'Description', width: 105, align: 'left' },
  { header: 'Qty', width: 30, align: 'right' },
  { header: 'Unit price', width: 64, align: 'right' },
  { header: 'Tax rate', width: 38, align: 'right' },
  { header: 'Net', width: 66, align: 'right' },
  { header: 'Tax', width: 60, align: 'right' },
  { header: 'Gross', width: 66, align: 'right' },
];

/** The tax summary's rate and amounts line up under the lines' (their last four columns). */
const SUMMARY_COLUMNS: Column[] = [{ header: 'Tax summary', width: totalWidth(LINE_COLUMNS.slice(0, 4)), align: 'left' }, ...LINE_COLUMNS.slice(4)];

/** The totals' amounts line up under the Gross column, their labels under the three columns before it. */
const TOTAL_COLUMNS: Column[] = [
  { header: '', width: totalWidth(LINE_COLUMNS.slice(0, 4)), align: 'left' },
  { header: '', width: totalWidth(LINE_COLUMNS.slice(4, 7)), align: 'right' },
  { header: '', width: totalWidth(LINE_COLUMNS.slice(7)), align: 'right' },
];

/** The characters of WinAnsiEncoding (the standard fonts' encoding) beyond Latin-1. */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The document's PDF (A4, the standard Helvetica fonts). The same document always gives the same bytes. */
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${kindTitle(document)} ${document.number}`,
      Author: document.seller.name,
      // pdfkit's default is now, and its file ID is a hash of this info: both stay the same for the same document.
      CreationDate: new Date(document.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  drawHeading(pdf, document);
  drawParties(pdf, document);
  drawLines(pdf, document);
  drawTotals(pdf, document);
  drawNotes(pdf, document);
  drawPageNumbers(pdf, document.number);
  pdf.end();
  return finished;
}

function drawHeading(pdf: Pdf, document: InvoiceDocument) {
  write(pdf, `${kindTitle(document)} ${document.number}`, MARGIN, MARGIN, { size: 18, bold: true });
  pdf.y += 6;
  write(pdf, `Issued ${formatDate(document.issuedAt)}`, MARGIN, pdf.y);
  if (document.creditsInvoice) {
    write(pdf, `Credits invoice ${document.creditsInvoice.number} of ${formatDate(document.creditsInvoice.issuedAt)}`, MARGIN, pdf.y);
  }
  write(pdf, `Order ${document.order.id} of ${formatDate(document.order.placedAt)}`, MARGIN, pdf.y);
  pdf.y += 20;
}

/** Seller, buyer and delivery address side by side. */
function drawParties(pdf: Pdf, { seller, buyer, deliverTo }: InvoiceDocument) {
  const gap = 20;
  const width = (CONTENT_WIDTH - 2 * gap) / 3;
  const top = pdf.y;
  const blocks: [string, (string | null)[]][] = [
    ['From', [seller.name, seller.company, seller.address, taxNumber(seller.taxNumber)]],
    ['Bill to', [buyer.name, buyer.company, taxNumber(buyer.taxNumber), buyer.address, buyer.email]],
    ['Deliver to', [deliverTo.address, `Phone: ${deliverTo.phone}`]],
  ];
  const bottoms = blocks.map(([heading, lines], index) => {
    const x = MARGIN + index * (width + gap);
    write(pdf, heading, x, top, { width, bold: true, color: MUTED });
    pdf.y += 2;
    for (const line of lines) {
      if (line) write(pdf, line, x, pdf.y, { width });
    }
    return pdf.y;
  });
  pdf.y = Math.max(...bottoms) + 24;
}

function drawLines(pdf: Pdf, document: InvoiceDocument) {
  const money = (cents: number) => formatMoney(cents, document.currency);
  const amounts = ({ netCents, taxCents, grossCents }: InvoiceAmounts) => [money(netCents), money(taxCents), money(grossCents)];
  const rows = document.lines.map((line) => [
    line.partNumber ?? '',
    line.name,
    String(line.quantity),
    money(line.unitPriceCents),
    formatRate(line.taxRateBasisPoints),
    ...amounts(line),
  ]);
  if (document.delivery) {
    rows.push(['', 'Delivery', '', '', formatRate(document.delivery.taxRateBasisPoints), ...amounts(document.delivery)]);
  }
  drawTable(pdf, LINE_COLUMNS, rows);
  pdf.y += 16;
}

function drawTotals(pdf: Pdf, { taxSummary, totals, currency }: InvoiceDocument) {
  const money = (cents: number) => formatMoney(cents, currency);
  drawTable(
    pdf,
    SUMMARY_COLUMNS,
    taxSummary.map((rate) => ['', formatRate(rate.taxRateBasisPoints), money(rate.netCents), money(rate.taxCents), money(rate.grossCents)]),
  );
  pdf.y += 8;

  const rows = [
    { cells: ['', 'Total net', money(totals.netCents)], bold: false },
    { cells: ['', 'Total tax', money(totals.taxCents)], bold: false },
    { cells: ['', 'Total', money(totals.grossCents)], bold: true },
  ];
  moveToNewPageUnlessRoom(
    pdf,
    rows.reduce((sum, { cells, bold }) => sum + rowHeight(pdf, TOTAL_COLUMNS, cells, bold), 0),
  );
  for (const { cells, bold } of rows) drawCells(pdf, TOTAL_COLUMNS, cells, bold);
  pdf.y += 16;
}

/** How the document is settled: an invoice paid by card or payable by transfer; a credit note refunded or owed to the buyer. */
function settlement({ kind, payment, seller, dueAt }: InvoiceDocument): string {
  if (kind === 'credit-note') return payment ? `Refunded to the card of the payment reference ${payment.reference}.` : 'Credited to the buyer.';
  if (payment) return `Paid by card on ${formatDate(payment.paidAt)}, reference ${payment.reference}`;
  return `Payable by bank transfer${dueAt ? ` by ${formatDate(dueAt)}` : ''} to:\n${seller.bankDetails}`;
}

function drawNotes(pdf: Pdf, document: InvoiceDocument) {
  const notes = [document.pricesIncludeTax ? 'Prices include tax.' : 'Prices exclude tax.'];
  if (document.exemption) notes.push(`Tax exempt: certificate ${document.exemption.certificate}`);
  notes.push(settlement(document));
  for (const note of notes) {
    moveToNewPageUnlessRoom(pdf, measure(pdf, note, CONTENT_WIDTH));
    write(pdf, note, MARGIN, pdf.y, { width: CONTENT_WIDTH });
    pdf.y += 6;
  }
}

/** "INV-2026-000042 · Page 1 of 2" in the bottom margin of every page. */
function drawPageNumbers(pdf: Pdf, number: string) {
  const { start, count } = pdf.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    pdf.switchToPage(page);
    const text = showable(`${number} · Page ${page - start + 1} of ${count}`);
    pdf.font('Helvetica').fontSize(8).fillColor(MUTED);
    // Without lineBreak: false, text below the page's bottom margin would start a new page.
    pdf.text(text, MARGIN + CONTENT_WIDTH - pdf.widthOfString(text), pdf.page.height - MARGIN + 16, { lineBreak: false });
  }
}

/** A table whose header row is repeated at the top of every page it continues on. */
function drawTable(pdf: Pdf, columns: Column[], rows: string[][]) {
  const header = columns.map((column) => column.header);
  moveToNewPageUnlessRoom(pdf, rowHeight(pdf, columns, header, true) + rowHeight(pdf, columns, rows[0] ?? [], false));
  drawRow(pdf, columns, header, true);
  for (const row of rows) {
    if (moveToNewPageUnlessRoom(pdf, rowHeight(pdf, columns, row, false))) drawRow(pdf, columns, header, true);
    drawRow(pdf, columns, row, false);
  }
}

/** A table's row and the rule below it. */
function drawRow(pdf: Pdf, columns: Column[], cells: string[], header: boolean) {
  drawCells(pdf, columns, cells, header);
  pdf
    .moveTo(MARGIN, pdf.y)
    .lineTo(MARGIN + CONTENT_WIDTH, pdf.y)
    .lineWidth(header ? 0.8 : 0.4)
    .strokeColor(header ? '#333333' : '#cccccc')
    .stroke();
}

/**
 * One cell per column, starting at pdf.y and leaving it below the tallest. A row taller than the rest of the page (a
 * name of thousands of characters) is cut short there, rather than leaving its other cells behind on this page.
 */
function drawCells(pdf: Pdf, columns: Column[], cells: string[], bold: boolean) {
  const top = pdf.y;
  const height = Math.min(rowHeight(pdf, columns, cells, bold), pdf.page.maxY() - top);
  let x = MARGIN;
  columns.forEach((column, index) => {
    const width = column.width - 2 * CELL_PADDING_X;
    write(pdf, cells[index] ?? '', x + CELL_PADDING_X, top + CELL_PADDING_Y, { width, height: height - 2 * CELL_PADDING_Y, align: column.align, bold });
    x += column.width;
  });
  pdf.y = top + height;
}

function rowHeight(pdf: Pdf, columns: Column[], cells: string[], bold: boolean) {
  const heights = columns.map((column, index) => measure(pdf, cells[index] ?? '', column.width - 2 * CELL_PADDING_X, bold));
  return Math.max(...heights) + 2 * CELL_PADDING_Y;
}

/** Starts a new page when what comes next is taller than the room left on this one; answers whether it did. */
function moveToNewPageUnlessRoom(pdf: Pdf, height: number) {
  if (pdf.y + height <= pdf.page.maxY()) return false;
  pdf.addPage();
  return true;
}

/** Writes text at (x, y), leaving pdf.y below it. */
function write(
  pdf: Pdf,
  text: string,
  x: number,
  y: number,
  { width, height, align = 'left', bold = false, size = FONT_SIZE, color = 'black' }: TextStyle = {},
) {
  pdf
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .fillColor(color)
    .text(showable(text), x, y, { width, height, align, ellipsis: height !== undefined });
}

function measure(pdf: Pdf, text: string, width: number, bold = false) {
  return pdf
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(FONT_SIZE)
    .heightOfString(showable(text), { width });
}

/**
 * The text with every character the standard fonts cannot show replaced by "?" (pdfkit would otherwise write the bytes
 * of its code point, which show as other characters). Composed first, so that an accent typed as a combining mark still
 * shows on its letter; line breaks are kept.
 */
function showable(text: string) {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\n\x20-\x7e\xa0-\xff]/gu, (char) => (WIN_ANSI_EXTRAS.includes(char) ? char : '?'));
}

function totalWidth(columns: Column[]) {
  return columns.reduce((sum, column) => sum + column.width, 0);
}

function kindTitle(document: InvoiceDocument) {
  return document.kind === 'invoice' ? 'Invoice' : 'Credit note';
}

function taxNumber(value: string | null) {
  return value === null ? null : `Tax number: ${value}`;
}

/** "$1,234.50"; another currency's code before the amount: "EUR 1,234.50". */
function formatMoney(cents: number, currency: string) {
  const sign = cents < 0 ? '-' : '';
  const units = Math.floor(Math.abs(cents) / 100).toLocaleString('en-US');
  const amount = `${units}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
  return currency === 'USD' ? `${sign}$${amount}` : `${sign}${currency} ${amount}`;
}

/** 1500 → "15%", 750 → "7.5%". */
function formatRate(basisPoints: number) {
  return `${basisPoints / 100}%`;
}

/** "27 Nov 2026", in UTC. */
function formatDate(iso: string) {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
