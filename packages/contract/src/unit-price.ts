/**
 * The price per piece an order pays, from the part's price and its quantity price breaks: the one computation the
 * server's order total and the purchase page's both use. No zod here, so the catalogue's cards may load it.
 */

/** The break that applies to `quantity` pieces: the one with the most pieces not above it; none below the first. */
export function applicableTier<T extends { minQuantity: number }>(tiers: readonly T[], quantity: number): T | undefined {
  let applies: T | undefined;
  for (const tier of tiers) if (tier.minQuantity <= quantity && (!applies || tier.minQuantity > applies.minQuantity)) applies = tier;
  return applies;
}

/** The price per piece, in cents, of an order of `quantity` pieces: the server's total and the purchase page's both come from here. */
export function unitPriceCentsFor(basePriceCents: number, tiers: readonly { minQuantity: number; priceCents: number }[], quantity: number): number {
  return applicableTier(tiers, quantity)?.priceCents ?? basePriceCents;
}

/** Dollars as the API answers them, in whole cents as they are stored and computed with. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** A part as the API answers it: its price and its breaks in dollars. */
interface PricedPart {
  price: number;
  priceTiers: readonly { minQuantity: number; price: number }[];
}

/** The same in dollars, for a part as the API answers it. */
export function unitPriceFor(product: PricedPart, quantity: number): number {
  const tiers = product.priceTiers.map((tier) => ({ minQuantity: tier.minQuantity, priceCents: dollarsToCents(tier.price) }));
  return unitPriceCentsFor(dollarsToCents(product.price), tiers, quantity) / 100;
}

/** The lowest price per piece a part sells at: its last break's, or its price when it has none. */
export function lowestUnitPrice(product: PricedPart): number {
  return Math.min(product.price, ...product.priceTiers.map((tier) => tier.price));
}
