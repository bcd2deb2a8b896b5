import type { CartCharges, Order, OrderLine } from '@partsmith/contract';
import { chargesMessages } from '@partsmith/contract/charges-messages';
import { formatPrice } from '@partsmith/contract/web-messages';

/**
 * What a cart or an order charges, as a buyer reads it down to the total: the goods at catalogue prices (as the lines
 * show them), delivery, tax and the total, in whole cents so that the figures shown add up exactly.
 *
 * - Prices include tax: goods + delivery = total; the tax is in them ("Includes tax").
 * - Prices exclude tax: goods + delivery (both without tax) + tax = total.
 * - An exempt account pays no tax: with prices that exclude it, goods + delivery = total; with prices that include it,
 *   the tax in the goods' prices comes off (`exemptionCents`), and the delivery is charged without its tax.
 */
export interface Charges {
  goodsCents: number;
  deliveryCents: number;
  taxCents: number;
  /** The tax taken off prices that include it, for an exempt account; 0 otherwise. */
  exemptionCents: number;
  totalCents: number;
  pricesIncludeTax: boolean;
  taxExempt: boolean;
  /** The goods are short of the shop's free-delivery threshold, which is this; null otherwise. */
  freeDeliveryFromCents: number | null;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amount: number) => amount / 100;

/** A line of an order at catalogue prices (its pieces at its price per piece), whatever its tax. */
export const lineAmount = (line: Pick<OrderLine, 'quantity' | 'unitPrice'>) => dollars(cents(line.unitPrice) * line.quantity);

/** What a cart's or an order's answer says of its charges, in dollars. */
interface Answered {
  /** The goods at catalogue prices. */
  goods: number;
  /** The delivery charge with its tax, and that tax. */
  delivery: number;
  deliveryTax: number;
  /** The whole's tax and total. */
  tax: number;
  total: number;
  pricesIncludeTax: boolean;
  taxExempt: boolean;
  /** The shop's free-delivery threshold; null when there is none, or it does not matter any more. */
  freeDeliveryFrom: number | null;
}

/**
 * Delivery as charged with the goods beside it: with its tax when prices include it; without it when they exclude it (an
 * exempt account's delivery has no tax to take off). The exemption is whatever the goods and delivery as shown come to beyond the total, which only
 * prices with tax in them have.
 */
function chargesOf(answered: Answered): Charges {
  const { pricesIncludeTax, taxExempt } = answered;
  const goodsCents = cents(answered.goods);
  const deliveryCents = pricesIncludeTax ? cents(answered.delivery) : cents(answered.delivery) - cents(answered.deliveryTax);
  const totalCents = cents(answered.total);
  return {
    goodsCents,
    deliveryCents,
    taxCents: cents(answered.tax),
    exemptionCents: taxExempt && pricesIncludeTax ? Math.max(0, goodsCents + deliveryCents - totalCents) : 0,
    totalCents,
    pricesIncludeTax,
    taxExempt,
    freeDeliveryFromCents: answered.freeDeliveryFrom !== null && deliveryCents > 0 ? cents(answered.freeDeliveryFrom) : null,
  };
}

/** A cart's charges (GET /api/cart, POST /api/cart/preview). */
export const cartCharges = (charges: CartCharges): Charges => chargesOf(charges);

/** An order's charges: its lines at catalogue prices and their net; the total is the order's price, what its payment is for. */
export const orderCharges = (order: Pick<Order, 'lines' | 'tax' | 'delivery' | 'deliveryTax' | 'price' | 'pricesIncludeTax' | 'taxExempt'>): Charges =>
  chargesOf({
    goods: dollars(order.lines.reduce((sum, line) => sum + cents(lineAmount(line)), 0)),
    delivery: order.delivery,
    deliveryTax: order.deliveryTax,
    tax: order.tax,
    total: order.price,
    pricesIncludeTax: order.pricesIncludeTax,
    taxExempt: order.taxExempt,
    freeDeliveryFrom: null,
  });

export interface ChargeRow {
  id: 'goods' | 'delivery' | 'tax' | 'total';
  label: string;
  value: string;
  /** A line of explanation below the row (how far free delivery is). */
  note?: string;
  /** The tax included in the prices: told, not added. */
  included?: boolean;
}

/** The rows a summary shows, top to bottom: goods, delivery, tax, and (unless `total` is false) the total. */
export function chargeRows(charges: Charges, { total = true } = {}): ChargeRow[] {
  const copy = chargesMessages;
  const delivery: ChargeRow = {
    id: 'delivery',
    label: copy.delivery,
    value: charges.deliveryCents === 0 ? copy.free : formatPrice(dollars(charges.deliveryCents)),
    ...(charges.freeDeliveryFromCents !== null && { note: copy.freeDeliveryFrom(dollars(charges.freeDeliveryFromCents)) }),
  };
  let tax: ChargeRow;
  if (charges.taxExempt) tax = { id: 'tax', label: copy.taxExempt, value: formatPrice(-dollars(charges.exemptionCents)) };
  else if (charges.pricesIncludeTax) tax = { id: 'tax', label: copy.includesTax, value: formatPrice(dollars(charges.taxCents)), included: true };
  else tax = { id: 'tax', label: copy.tax, value: formatPrice(dollars(charges.taxCents)) };
  return [
    { id: 'goods', label: copy.goods, value: formatPrice(dollars(charges.goodsCents)) },
    delivery,
    tax,
    ...(total ? [{ id: 'total' as const, label: copy.total, value: formatPrice(dollars(charges.totalCents)) }] : []),
  ];
}
