import { z } from 'zod';
import { MAX_BOM_TEXT_LENGTH } from './constants';
import { MAX_ORDER_QUANTITY, orderCreateSchema, orderDetailSchema } from './orders';

/**
 * The cart, quick add and BOM upload, saved lists, the address book and checkout (issue 34). A signed-in customer's cart
 * lives on the server; a visitor's lives in the browser and is added to the account's cart on sign-in.
 */

/** Lines a cart (and so one order) may hold: a bill of materials of a few dozen parts, with room to spare. */
export const MAX_CART_LINES = 100;
/** Saved lists an account may keep, and the characters of a list's name. */
export const MAX_SAVED_LISTS = 50;
export const MAX_LIST_NAME_LENGTH = 80;
/** Delivery addresses an account may keep; checking out to a new one saves it (the least used one goes when full). */
export const MAX_ADDRESSES = 20;

const productIdSchema = orderCreateSchema.shape.productId;
const quantitySchema = orderCreateSchema.shape.quantity;

/** A part and a quantity: one line a customer adds, sets, or keeps in the browser. */
export const cartLineInputSchema = z.strictObject({ productId: productIdSchema, quantity: quantitySchema });
export type CartLineInput = z.input<typeof cartLineInputSchema>;

/** Lines to add to the cart (from a part page, a BOM preview, a saved list or a visitor's cart on sign-in). */
export const cartAddSchema = z.strictObject({
  lines: z
    .array(cartLineInputSchema)
    .min(1, { error: 'Name at least one line' })
    .max(MAX_CART_LINES, { error: `At most ${MAX_CART_LINES} lines` }),
});
export type CartAddInput = z.input<typeof cartAddSchema>;

/** A new quantity for a line already in the cart. Setting it also accepts the part's current price. */
export const cartLineUpdateSchema = z.strictObject({ quantity: quantitySchema });

/**
 * Lines kept in a visitor's browser, priced by the server without being stored: each with the price per piece the
 * visitor saw when setting it, so a change since is flagged.
 */
export const cartPreviewSchema = z.strictObject({
  lines: z
    .array(
      cartLineInputSchema.extend({
        seenUnitPrice: z
          .number()
          .nonnegative()
          .max(MAX_ORDER_QUANTITY * 1000)
          .optional(),
      }),
    )
    .max(MAX_CART_LINES, { error: `At most ${MAX_CART_LINES} lines` }),
});
export type CartPreviewInput = z.input<typeof cartPreviewSchema>;

/**
 * Why a line cannot be checked out as it is: the part is no longer sold; its price per piece changed since the customer
 * set the line; the quantity is below the part's minimum or above its stock. A flagged line is never changed silently:
 * the customer changes or removes it.
 */
export const CART_LINE_PROBLEMS = ['deleted', 'price-changed', 'below-minimum', 'above-stock'] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];

export const cartLineSchema = z.object({
  productId: z.string(),
  partNumber: z.string(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  minimum: z.number().int(),
  /** Pieces in stock now. */
  available: z.number().int(),
  /** Price per piece now, at this quantity's break. */
  unitPrice: z.number(),
  /** Price per piece when the customer last set the line; differs from unitPrice when the price changed since. */
  seenUnitPrice: z.number(),
  lineTotal: z.number(),
  problems: z.array(z.enum(CART_LINE_PROBLEMS)),
  /** The nearest quantity that can be ordered, when the quantity is below the minimum or above stock; null if none can. */
  nearestQuantity: z.number().int().nullable(),
  /** Pieces beyond stock that would wait for a restock (a part with a lead time); 0 when the whole line is in stock. */
  backordered: z.number().int(),
  /** The part's lead time: pieces beyond stock ship within this many days; null: only what is in stock can be ordered. */
  leadTimeDays: z.number().int().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * What checking the cart out would charge (issue 35), in dollars: its goods at catalogue prices, the delivery charge (with
 * its tax), and the order's net, tax and total. The checkout's order is priced again by the server when it is placed.
 */
export const cartChargesSchema = z.object({
  goods: z.number(),
  /** The delivery charge with its tax, and that tax. */
  delivery: z.number(),
  deliveryTax: z.number(),
  net: z.number(),
  tax: z.number(),
  total: z.number(),
  pricesIncludeTax: z.boolean(),
  /** The account is exempt from tax: no tax is charged. */
  taxExempt: z.boolean(),
  /** Delivery is free from this much of goods; null: never. */
  freeDeliveryFrom: z.number().nullable(),
});
export type CartCharges = z.infer<typeof cartChargesSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  /** The sum of the lines' totals, in dollars: the goods at catalogue prices. */
  total: z.number(),
  charges: cartChargesSchema,
  pieces: z.number().int(),
  /** Every line can be checked out as it is. */
  ready: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;

/** The cart after the lines of an order or a saved list went into it; `skipped` names the parts no longer sold, left out. */
export const cartWithSkippedSchema = cartSchema.extend({ skipped: z.array(z.string()) });
export type CartWithSkipped = z.infer<typeof cartWithSkippedSchema>;

/** Quick add and BOM upload: "part number, quantity" lines, typed, pasted, or the text of a CSV file. */
export const bomPreviewSchema = z.strictObject({
  text: z
    .string({ error: 'Paste lines of part number and quantity' })
    .max(MAX_BOM_TEXT_LENGTH, { error: `A list can be at most ${MAX_BOM_TEXT_LENGTH.toLocaleString('en-US')} characters` }),
});

/** What a line of a BOM came to. */
export const BOM_LINE_STATUSES = ['ok', 'unknown-part', 'bad-quantity', 'below-minimum', 'above-stock', 'duplicate', 'malformed'] as const;
export type BomLineStatus = (typeof BOM_LINE_STATUSES)[number];

export const bomLineSchema = z.object({
  /** The line's number in the text, from 1. */
  row: z.number().int(),
  /** The part number and quantity as written. */
  partNumber: z.string(),
  quantity: z.string(),
  status: z.enum(BOM_LINE_STATUSES),
  /** What is wrong with the line, in words; null when it is ok. */
  problem: z.string().nullable(),
  /**
   * The part the line names (exact part number). With a lead time (days; null: none), pieces beyond what is available
   * are ordered too, and ship within it.
   */
  part: z
    .object({
      productId: z.string(),
      partNumber: z.string(),
      name: z.string(),
      unitPrice: z.number(),
      minimum: z.number(),
      available: z.number(),
      leadTimeDays: z.number().int().nullable(),
    })
    .nullable(),
  /** A part whose number is close to an unknown one. */
  suggestion: z.object({ productId: z.string(), partNumber: z.string(), name: z.string() }).nullable(),
  /** The nearest quantity that works, for a quantity below the minimum or above stock. */
  nearestQuantity: z.number().int().nullable(),
});
export type BomLine = z.infer<typeof bomLineSchema>;

/** The preview of a BOM: every line matched; 200 when all are ok, 422 with the same body when any needs attention. */
export const bomPreviewResultSchema = z.object({
  code: z.string().optional(),
  message: z.string().optional(),
  lines: z.array(bomLineSchema),
  /** The lines that can be added as they are. */
  ok: z.number().int(),
});
export type BomPreviewResult = z.infer<typeof bomPreviewResultSchema>;

export const listNameSchema = z
  .string({ error: 'Name the list' })
  .trim()
  .min(1, { error: 'Name the list' })
  .max(MAX_LIST_NAME_LENGTH, { error: `A list's name can be at most ${MAX_LIST_NAME_LENGTH} characters` })
  .regex(/^[^<>\p{Cc}]*$/u, { error: 'A name may not contain < > or control characters' });

/** Saves the cart as it is under a name (a list of the same name is replaced). */
export const savedListCreateSchema = z.strictObject({ name: listNameSchema });

export const savedListLineSchema = z.object({ productId: z.string(), partNumber: z.string(), name: z.string(), quantity: z.number().int() });
export const savedListSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lines: z.array(savedListLineSchema),
});
export type SavedList = z.infer<typeof savedListSchema>;
export const savedListsSchema = z.array(savedListSchema);

/** A delivery address of the account's address book. */
export const deliveryAddressInputSchema = z.strictObject({ phone: orderCreateSchema.shape.phone, address: orderCreateSchema.shape.address });
export type DeliveryAddressInput = z.input<typeof deliveryAddressInputSchema>;
export const deliveryAddressSchema = z.object({ id: z.string(), phone: z.string(), address: z.string(), lastUsedAt: z.string().nullable() });
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export const deliveryAddressesSchema = z.array(deliveryAddressSchema);

/**
 * Checks the cart out into one order: to an address of the book, or to a new one (saved to the book). Every line is
 * booked at its price break, or none is; a line flagged since (price, stock, minimum) stops the checkout.
 */
/** How the order is paid: by card (the default), or by bank transfer on terms, for an account an admin granted terms. */
export const PAYMENT_METHODS = ['card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
const paymentMethodShape = {
  paymentMethod: z.enum(PAYMENT_METHODS, { error: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}` }).optional(),
};

export const checkoutSchema = z.union(
  [
    z.strictObject({ addressId: z.string().regex(/^[1-9]\d{0,14}$/, { error: 'addressId must name an address' }), ...paymentMethodShape }),
    deliveryAddressInputSchema.extend(paymentMethodShape),
  ],
  { error: 'Choose a delivery address, or give a phone and an address' },
);
export type CheckoutInput = z.input<typeof checkoutSchema>;

/** A checkout's answer: the order it placed (201), or the one an earlier request with the same Idempotency-Key placed (200). */
export const checkoutResultSchema = z.object({ insertedId: z.string(), order: orderDetailSchema });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** What the server answers about the cart, lists, addresses and checkout. */
export { checkoutMessages } from './checkout-messages';
