import { z } from 'zod';
import { messages } from './messages';
import { MAX_ORDER_QUANTITY } from './orders';

export { applicableTier, lowestUnitPrice, unitPriceCentsFor, unitPriceFor } from './unit-price';

const m = messages.priceTiers;

/** The most price breaks one part may have. */
export const MAX_PRICE_TIERS = 10;

/** A price break: from `minQuantity` pieces on, each piece costs `price` dollars instead of the part's price. */
export const priceTierSchema = z.object({
  minQuantity: z.number().int(),
  /** Price per piece in dollars. */
  price: z.number(),
});
export type PriceTier = z.infer<typeof priceTierSchema>;

const tierInputSchema = z.strictObject({
  minQuantity: z
    .number({ error: m.quantityInvalid })
    .int({ error: m.quantityInvalid })
    .min(1, { error: m.quantityInvalid })
    .max(MAX_ORDER_QUANTITY, { error: m.quantityTooLarge(MAX_ORDER_QUANTITY) }),
  price: z.number({ error: m.priceInvalid }).min(0.01, { error: m.priceInvalid }).multipleOf(0.01, { error: 'Price can have at most 2 decimals' }),
});

/**
 * An admin replaces a part's price breaks (an empty list removes them). The rules that need no database are here:
 * more pieces and a lower price at each break than at the one before. The server also checks each against the part
 * (from its minimum order on, below its price).
 */
export const priceTiersInputSchema = z.strictObject({
  tiers: z
    .array(tierInputSchema, { error: m.listRequired })
    .max(MAX_PRICE_TIERS, { error: m.tooMany(MAX_PRICE_TIERS) })
    .superRefine((tiers, context) => {
      tiers.forEach((tier, index) => {
        const before = tiers[index - 1];
        if (!before) return;
        if (tier.minQuantity <= before.minQuantity) context.addIssue({ code: 'custom', message: m.quantitiesNotIncreasing, path: [index, 'minQuantity'] });
        else if (tier.price >= before.price) context.addIssue({ code: 'custom', message: m.pricesNotDecreasing, path: [index, 'price'] });
      });
    }),
});
export type PriceTiersInput = z.input<typeof priceTiersInputSchema>;
