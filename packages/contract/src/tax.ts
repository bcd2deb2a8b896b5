import { z } from 'zod';
import { linesOfText, oneLineText } from './fields';

/**
 * Tax and delivery (issue 35, decision 0030): the one computation of an order's net, tax and gross amounts, which the
 * server's order, the cart and the invoice all use. Every amount is in integer cents. The rounding rule: tax is
 * computed on each line's amount (price per piece times quantity) and rounded half up to a whole cent; the order's
 * figures are the sums of its lines' and its delivery's. No zod in the functions, so that the web's cart may load them.
 */

/** The tax category of a part; the shop sets each one's rate. */
export const TAX_CATEGORIES = ['standard', 'reduced', 'zero'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];

/** What the shop sets about tax and delivery; rates in basis points (1500 = 15 %). */
export interface TaxRules {
  /** Whether catalogue prices (and the delivery charge) include tax: a buyer then pays the price as shown. */
  pricesIncludeTax: boolean;
  rateBasisPoints: Record<TaxCategory, number>;
  /** The delivery charge of an order, priced like a catalogue price (with or without tax) at the standard rate. */
  deliveryChargeCents: number;
  /** Delivery is free when the goods come to at least this much at catalogue prices; null: never free. */
  freeDeliveryFromCents: number | null;
}

export interface TaxedAmounts {
  netCents: number;
  taxCents: number;
  grossCents: number;
}

export interface TaxedLine extends TaxedAmounts {
  taxRateBasisPoints: number;
}

/** `numerator / denominator` rounded half up, for non-negative integers: exact, no floating point. */
export const divideRoundingHalfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * An amount at catalogue prices (with tax if `pricesIncludeTax`) split into net, tax and gross at `rateBasisPoints`. An
 * exempt buyer pays no tax: the net, which is the amount itself when prices exclude tax, and the amount less the tax it
 * includes when they include it.
 */
export function taxAmount(amountCents: number, rateBasisPoints: number, pricesIncludeTax: boolean, exempt: boolean): TaxedLine {
  const tax = pricesIncludeTax
    ? divideRoundingHalfUp(amountCents * rateBasisPoints, 10_000 + rateBasisPoints)
    : divideRoundingHalfUp(amountCents * rateBasisPoints, 10_000);
  const netCents = pricesIncludeTax ? amountCents - tax : amountCents;
  const taxCents = exempt ? 0 : tax;
  return { netCents, taxCents, grossCents: netCents + taxCents, taxRateBasisPoints: exempt ? 0 : rateBasisPoints };
}

export interface OrderTotals {
  lines: TaxedLine[];
  /** Null when delivery is free. */
  delivery: TaxedLine | null;
  /** One row per rate, ascending: the lines' and the delivery's amounts at that rate. */
  taxSummary: TaxedLine[];
  totals: TaxedAmounts;
}

/** The delivery charge at catalogue prices for goods of `goodsCents` at catalogue prices: 0 when it is free. */
export const deliveryChargeFor = (rules: TaxRules, goodsCents: number) =>
  rules.freeDeliveryFromCents !== null && goodsCents >= rules.freeDeliveryFromCents ? 0 : rules.deliveryChargeCents;

/** An order's lines (amount at catalogue prices and tax category), delivery, tax per rate and totals. */
export function orderTotals(lines: readonly { amountCents: number; taxCategory: TaxCategory }[], rules: TaxRules, exempt: boolean): OrderTotals {
  const taxed = lines.map((line) => taxAmount(line.amountCents, rules.rateBasisPoints[line.taxCategory], rules.pricesIncludeTax, exempt));
  const deliveryCents = deliveryChargeFor(
    rules,
    lines.reduce((sum, line) => sum + line.amountCents, 0),
  );
  const delivery = deliveryCents > 0 ? taxAmount(deliveryCents, rules.rateBasisPoints.standard, rules.pricesIncludeTax, exempt) : null;
  const byRate = new Map<number, TaxedLine>();
  for (const amounts of delivery ? [...taxed, delivery] : taxed) {
    const row = byRate.get(amounts.taxRateBasisPoints) ?? { netCents: 0, taxCents: 0, grossCents: 0, taxRateBasisPoints: amounts.taxRateBasisPoints };
    byRate.set(amounts.taxRateBasisPoints, addAmounts(row, amounts));
  }
  const taxSummary = [...byRate.values()].sort((a, b) => a.taxRateBasisPoints - b.taxRateBasisPoints);
  const totals = taxSummary.reduce<TaxedAmounts>((sum, row) => addAmounts(sum, row), { netCents: 0, taxCents: 0, grossCents: 0 });
  return { lines: taxed, delivery, taxSummary, totals };
}

function addAmounts<T extends TaxedAmounts>(to: T, amounts: TaxedAmounts): T {
  return { ...to, netCents: to.netCents + amounts.netCents, taxCents: to.taxCents + amounts.taxCents, grossCents: to.grossCents + amounts.grossCents };
}

/** A rate as people read it: 1500 -> "15%", 750 -> "7.5%". */
export const formatTaxRate = (rateBasisPoints: number) => `${Number((rateBasisPoints / 100).toFixed(2))}%`;

const percentSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} must be between 0 and 100` })
    .max(100, { error: `${label} must be between 0 and 100` })
    .multipleOf(0.01, { error: `${label} can have at most 2 decimals` });

const dollarsSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(1_000_000, { error: `${label} can be at most $1,000,000` })
    .multipleOf(0.01, { error: `${label} can have at most 2 decimals` });

/** What the shop's settings page sends: tax, delivery and the seller's details its invoices show. */
export const shopSettingsSchema = z.strictObject({
  pricesIncludeTax: z.boolean({ error: 'Say whether prices include tax' }),
  standardRate: percentSchema('The standard rate'),
  reducedRate: percentSchema('The reduced rate'),
  /** Dollars, priced like a catalogue price. */
  deliveryCharge: dollarsSchema('The delivery charge'),
  /** Dollars of goods at catalogue prices from which delivery is free; null: never free. */
  freeDeliveryFrom: dollarsSchema('Free delivery from').nullable(),
  sellerName: oneLineText('The seller name', 120).min(1, { error: 'The seller name is required' }),
  sellerAddress: linesOfText('The seller address', 500),
  sellerTaxNumber: oneLineText('The tax number', 40),
  bankDetails: linesOfText('The bank details', 500),
});
export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;
export type ShopSettings = z.output<typeof shopSettingsSchema>;

/** What a buyer's cart and checkout need of the settings (GET /api/shop/tax, public). */
export const publicTaxRulesSchema = z.object({
  pricesIncludeTax: z.boolean(),
  standardRate: z.number(),
  reducedRate: z.number(),
  deliveryCharge: z.number(),
  freeDeliveryFrom: z.number().nullable(),
});
export type PublicTaxRules = z.infer<typeof publicTaxRulesSchema>;

/** A part's tax category, as the admin's form and the catalogue import send it. */
export const taxCategorySchema = z.enum(TAX_CATEGORIES, { error: `Tax category must be one of ${TAX_CATEGORIES.join(', ')}` });
