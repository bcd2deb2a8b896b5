import { formatPrice } from './web-messages';

/**
 * What a cart, a checkout, an order and its payment charge, worded the same everywhere (issue 35; ours, not quoted by the
 * spec): the goods at catalogue prices, delivery, tax (included in the prices, added to them, or none for an account
 * exempt from it) and the total. Its own entry, so the order and payment pages need not load the cart's copy.
 */
export const chargesMessages = {
  /** The lines at catalogue prices, before delivery and (when prices exclude it) tax. */
  goods: 'Goods',
  delivery: 'Delivery',
  /** In place of the delivery charge when delivery is free. */
  free: 'Free',
  /** Below the delivery charge, while the goods are short of the shop's free-delivery threshold. */
  freeDeliveryFrom: (dollars: number) => `Free delivery from ${formatPrice(dollars)} of goods`,
  /** Prices include tax: the tax in them, not added again. */
  includesTax: 'Includes tax',
  /** Prices exclude tax: the tax added to them. */
  tax: 'Tax',
  /** The account is exempt: no tax (prices that include it are charged without it). */
  taxExempt: 'Tax exempt',
  total: 'Total',
  /** Beside an order's total in My Orders, which includes its tax. */
  totalIncludesTax: (dollars: number) => `Includes tax ${formatPrice(dollars)}`,
  /** A line's tax rate, in percent. */
  taxRate: 'Tax',
  percent: (rate: number) => `${Number(rate.toFixed(2))}%`,
} as const;
