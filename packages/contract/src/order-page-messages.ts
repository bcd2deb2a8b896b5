import { formatCount, formatPrice } from './web-messages';

const pieces = (count: number) => `${formatCount(count)} ${count === 1 ? 'piece' : 'pieces'}`;
const lines = (count: number) => `${formatCount(count)} ${count === 1 ? 'line' : 'lines'}`;
const orderTitle = (id: string) => `Order #${id}`;

/**
 * Copy of an order's lines in My Orders and Manage Orders, the order's own page, Order again and the packing slip (issue
 * 34), and of orders on terms and backorders there and on the admin's overview (issue 35); ours, not quoted by the spec.
 * Only the pages that show orders load it.
 */
export const orderPageMessages = {
  // The lists.
  /** An order's number where the lists number their rows. */
  orderNumber: (id: string) => `#${id}`,
  orderTitle,
  /** After the first lines of an order in a list; the rest of the sentence is for screen readers. */
  moreLines: (count: number) => `+${formatCount(count)} more`,
  moreLinesOf: (count: number, id: string) => `${count === 1 ? 'line' : 'lines'} of order #${id}`,
  shipTo: 'Ship to',
  packingSlip: 'Packing slip',

  // The order's page.
  pageDescription: 'One of your orders: its parts, total, delivery address and the history of its status.',
  placed: (date: string) => `Placed ${date}`,
  loading: 'Loading the order…',
  loadFailed: 'We could not load the order',
  notFound: 'Order not found',
  backToMyOrders: 'Back to My Orders',
  backToManageOrders: 'Back to Manage Orders',
  partsHeading: 'Parts',
  partsCaption: (id: string, count: number) => `${orderTitle(id)}: ${lines(count)}`,
  partNumber: 'Part number',
  part: 'Part',
  quantity: 'Quantity',
  pricePerPiece: 'Price per piece',
  lineTotal: 'Line total',
  total: 'Total',
  /** In place of the part number of a line placed before parts had numbers. */
  noPartNumber: 'none',
  deliveryHeading: 'Delivery',
  phone: 'Phone',
  statusHeading: 'Status',
  historyHeading: 'History',
  noHistory: 'No changes are recorded for this order.',
  cancelOrder: 'Cancel Order',

  // The order's invoice and credit note (issue 35).
  documentsHeading: 'Documents',
  loadingDocuments: 'Loading the documents…',
  documentsLoadFailed: 'We could not load the documents',
  /** An unpaid order has no invoice yet. */
  invoiceWhenPaid: 'The invoice is issued when the order is paid.',
  noDocuments: 'No invoice was issued for this order.',
  issued: (date: string) => `Issued ${date}`,
  /** A credit note names the invoice it credits. */
  credits: (invoiceNumber: string) => `Credits ${invoiceNumber}`,
  /** A document issued a moment ago, while its PDF is made. */
  preparing: 'Preparing…',
  downloadPdf: 'Download PDF',
  /** After Download PDF, for screen readers: "Download PDF of invoice INV-2026-000042". */
  downloadOf: (kind: string, number: string) => `of ${kind.toLowerCase()} ${number}`,

  // Order again: the whole order back into the cart.
  orderAgain: 'Order again',
  orderedAgain: (id: string, added: number) => `${lines(added)} of order #${id} added to your cart.`,
  notSoldAnyMore: (names: readonly string[]) => `No longer sold, so left out: ${names.join(', ')}.`,
  nothingToOrderAgain: (id: string) => `None of the parts of order #${id} is sold any more.`,

  // The packing slip.
  packingSlipTitle: (id: string) => `Packing slip, order #${id}`,
  packingSlipDescription: 'A packing slip to print and put in the parcel: the order number, the delivery address and the parts, without prices.',
  shopDetailsFailed: "We could not load the shop's address",
  from: 'From',
  order: 'Order',
  orderDate: 'Order date',
  print: 'Print',
  piecesInAll: pieces,

  // Orders on terms (issue 35): paid by bank transfer by their due day; an admin records the transfer.
  payByTransferBy: (dueDate: string) => `Pay by bank transfer by ${dueDate}`,
  /** Past its due day and still unpaid. */
  overdue: (dueDate: string) => `Overdue: the transfer was due ${dueDate}`,
  paidByTransfer: 'Paid by bank transfer',
  /** Beside an order on terms' Documents: where the bank details are. */
  transferNote: "Its invoice holds our bank details: quote the invoice's number with your transfer.",
  bankReference: 'Bank reference',
  /** The payment page of an order on terms: no card form. */
  paidByTransferTitle: 'This order is paid by bank transfer',
  paidByTransferText: (dueDate: string) => `Pay its invoice by bank transfer by ${dueDate}: the invoice, on the order's page, holds our bank details.`,
  viewOrder: 'View the order',
  recordTransfer: 'Record transfer',
  recordTransferTitle: (id: string) => `Record the transfer for order #${id}`,
  recordTransferIntro: (email: string, total: string, dueDate: string) =>
    `${email} owes ${total} for this order, due ${dueDate}. Record the transfer once it is in the shop's account: the order becomes paid.`,
  amountReceived: 'Amount received ($)',
  amountHint: "The order's total: only the whole total can be recorded.",
  bankReferenceHint: "As the bank's statement shows it; the order keeps it as its transaction id.",
  transferRecorded: (id: string) => `The transfer is recorded: order #${id} is paid.`,
  /** The admin overview's figure of orders on terms past their due day. */
  overdueInvoices: 'Overdue invoices',
  overdueAmount: (amount: string) => `${amount} past the due day`,

  // Backorders (issue 35): the pieces of a line that wait for the next batch, and an order that waits for them.
  /** `promisedBy`: the day the waiting pieces are promised by; null: once restocked. */
  shipsNowAndLater: (now: number, later: number, promisedBy: string | null) => {
    const when = promisedBy === null ? 'once restocked' : `by ${promisedBy}`;
    // "In stock", not "ship now": an order ships whole, once no line waits.
    return now === 0 ? `${pieces(later)} ${later === 1 ? 'ships' : 'ship'} ${when}` : `${formatCount(now)} in stock, ${formatCount(later)} ${when}`;
  },
  /** Beside the disabled Mark shipped of an order that may ship, while a line waits. */
  waitingForStock: 'Ships once every line is in stock',

  // The payment page's summary of what is paid for.
  piecesAt: (quantity: number, unitPrice: number) => `${pieces(quantity)} at ${formatPrice(unitPrice)} per piece`,
  linesAndPieces: (lineCount: number, pieceCount: number) => `${lines(lineCount)}, ${pieces(pieceCount)}`,
} as const;
