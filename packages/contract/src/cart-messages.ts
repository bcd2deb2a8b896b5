import type { BomLineStatus } from './cart';
import { MAX_BOM_TEXT_LENGTH } from './constants';
import { formatCount, formatPrice } from './web-messages';

const days = (count: number) => `${formatCount(count)} ${count === 1 ? 'day' : 'days'}`;
const lines = (count: number) => `${formatCount(count)} ${count === 1 ? 'line' : 'lines'}`;
const pieces = (count: number) => `${formatCount(count)} ${count === 1 ? 'piece' : 'pieces'}`;

/**
 * Copy of the cart, quick add and BOM upload, checkout and saved lists (issue 34; ours, not quoted by the spec). The
 * navbar's cart link is in web-messages, which the home route loads; this file is loaded by the cart's own pages.
 */
export const cartMessages = {
  // Adding from a part page, a card or a list.
  addToCart: 'Add to cart',
  addToCartHeading: 'Add to cart',
  addToCartHint: 'Collect the parts you need and check them out together: one order, one payment.',
  quantityForCart: 'Pieces for the cart',
  quantityRange: (minimum: number, available: number) => `From ${formatCount(minimum)} to ${formatCount(available)} pieces.`,
  quantityOutOfRange: (minimum: number, available: number) => `Choose from ${formatCount(minimum)} to ${formatCount(available)} pieces.`,
  /** The card's button, read with the part's name. */
  addMinimumToCart: (minimum: number) => `Add ${formatCount(minimum)} to cart`,
  added: (name: string, quantity: number) => `${pieces(quantity)} of ${name} added to your cart.`,
  addedLines: (count: number) => `${lines(count)} added to your cart.`,
  viewCart: 'View cart',

  // The cart page.
  cartTitle: 'Your cart',
  cartDescription: 'The parts in your cart with their prices at your quantities, ready to check out as one order.',
  cartIntro: 'Prices are per piece at the price break of each quantity. Lines that changed since you added them are flagged.',
  loadingCart: 'Loading your cart…',
  cartLoadFailed: 'We could not load your cart',
  emptyCart: 'Your cart is empty.',
  browseParts: 'Browse parts',
  quickAddLink: 'Quick add by part number',
  partNumber: 'Part number',
  quantityOf: (name: string) => `Quantity of ${name}`,
  update: 'Update',
  remove: 'Remove',
  pricePerPiece: 'Price per piece',
  lineTotal: 'Line total',
  removed: (name: string) => `${name} removed from your cart.`,
  priceChanged: (was: string, now: string) => `Price changed: was ${was}, now ${now} per piece.`,
  acceptNewPrice: 'Accept new price',
  belowMinimum: (minimum: number) => `Below the minimum order of ${pieces(minimum)}.`,
  aboveStock: (available: number) => `More than the ${pieces(available)} in stock.`,
  useQuantity: (quantity: number) => `Use ${formatCount(quantity)}`,
  noQuantityWorks: 'No quantity of this part can be ordered now: remove it.',
  noLongerSold: 'No longer sold: remove it to check out.',
  /** A line beyond the stock of a part with a lead time (issue 35): the pieces that wait for the next batch. */
  backordered: (count: number, leadTimeDays: number | null) =>
    `${pieces(count)} ${count === 1 ? 'ships' : 'ship'} ${leadTimeDays === null ? 'once restocked' : `within ${days(leadTimeDays)}`}`,
  summaryHeading: 'Summary',
  lineCount: lines,
  pieceCount: pieces,
  checkOut: 'Check out',
  signInToCheckOut: 'You sign in before checking out; your cart comes with you.',
  fixFlaggedLines: 'Change or remove the flagged lines to check out.',
  emptyCartButton: 'Empty cart',
  emptyCartTitle: 'Empty your cart?',
  emptyCartText: 'Every line leaves your cart. This cannot be undone.',
  cartEmptied: 'Your cart is empty.',
  keepCart: 'Keep the cart',

  // Saving the cart as a list.
  saveAsList: 'Save as list',
  saveListTitle: 'Save your cart as a list',
  saveListDescription: 'Order the same parts again later from My Lists. A list of the same name is replaced.',
  listName: 'List name',
  saveList: 'Save list',
  listSaved: (name: string) => `Your cart is saved as "${name}".`,

  // Quick add and BOM upload.
  quickAddTitle: 'Quick add and BOM upload',
  quickAddDescription: 'Add many parts at once by part number: type or paste lines, or upload a CSV bill of materials.',
  quickAddIntro:
    'One part per line: its part number and quantity, separated by a comma, semicolon, tab or space. A CSV file may have a header row with part number and quantity columns in any order.',
  bomText: 'Part numbers and quantities',
  bomPlaceholder: 'PSM-KEY-104, 500\nPSM-COOL-120, 30',
  bomEmpty: 'Paste lines of part number and quantity',
  bomFile: 'Or read a CSV file',
  bomFileTooLong: `A list can be at most ${formatCount(MAX_BOM_TEXT_LENGTH)} characters`,
  bomFileUnreadable: 'The file could not be read. Choose it again.',
  checkLines: 'Check lines',
  checking: 'Checking…',
  previewHeading: 'Preview',
  previewSummary: (ok: number, total: number) => `${formatCount(ok)} of ${lines(total)} can be added.`,
  row: 'Line',
  asWritten: 'As written',
  part: 'Part',
  status: 'Status',
  bomStatusLabels: {
    ok: 'Ready',
    'unknown-part': 'Unknown part',
    'bad-quantity': 'Bad quantity',
    'below-minimum': 'Below minimum',
    'above-stock': 'Above stock',
    duplicate: 'Duplicate',
    malformed: 'Not readable',
  } satisfies Record<BomLineStatus, string>,
  didYouMean: (partNumber: string) => `Did you mean ${partNumber}?`,
  useSuggestion: (partNumber: string) => `Use ${partNumber}`,
  removeLine: 'Remove line',
  addGoodLines: (count: number) => `Add ${lines(count)} to cart`,
  backToCart: 'Back to cart',

  // Checkout.
  checkoutTitle: 'Checkout',
  checkoutDescription: 'Check out your cart as one order: choose the delivery address and place the order, then pay for it once.',
  orderHeading: 'Your order',
  deliveryHeading: 'Delivery address',
  newAddress: 'New address',
  phone: 'Phone',
  address: 'Address',
  phonePlaceholder: 'e.g. +880 1712 345678',
  /** Beside Place order: what the order will charge, delivery and tax included (issue 35). */
  orderTotal: 'Order total',
  placeOrder: 'Place order',
  payAfter: 'You pay for the order on the next page, or later from My Orders.',
  orderPlaced: 'Order placed. Pay it now, or later from My Orders.',
  // How the order is paid, for an account an admin granted payment terms (issue 35); without terms, by card.
  paymentHeading: 'Payment',
  payByCard: 'Pay by card',
  payByTransfer: (netDays: number) => `Pay by bank transfer (net ${days(netDays)})`,
  /** Under the transfer's choice: the account's credit limit and what it owes on terms now. */
  creditSummary: (limit: number, owed: number) => `Credit limit ${formatPrice(limit)}, of which you owe ${formatPrice(owed)}.`,
  /** The order would take what the account owes beyond its credit limit: the server refuses it (409). */
  overCreditLimit: (left: number) => `This order is more than the ${formatPrice(left)} left of your credit limit: pay by card, or pay an invoice first.`,
  payByTransferAfter: (netDays: number) =>
    `The order is invoiced when you place it; its invoice holds our bank details. Transfer the total within ${days(netDays)}.`,
  orderPlacedOnTerms: (dueDate: string) => `Order placed. Pay its invoice by bank transfer by ${dueDate}.`,
  cartNeedsAttention: 'Some lines of your cart need attention before you check out.',

  // Saved lists.
  listsTitle: 'My Lists',
  listsDescription: 'Your saved lists of parts: add one to your cart to order the same parts again.',
  listsIntro: 'Save your cart as a list from the cart page, then add the list to your cart whenever you order the same parts again.',
  noLists: 'You have no saved lists yet.',
  listSummary: (lineCount: number, date: string) => `${lines(lineCount)}, saved ${date}`,
  listQuantity: 'Quantity',
  listAdded: (name: string) => `"${name}" is in your cart.`,
  deleteList: 'Delete',
  deleteListTitle: (name: string) => `Delete "${name}"?`,
  deleteListText: 'The list goes; your cart and your orders stay as they are. This cannot be undone.',
  listDeleted: 'The list is deleted.',
  loadingLists: 'Loading your lists…',
  listsLoadFailed: 'We could not load your lists',
} as const;
