import { z } from 'zod';
import { messages } from './messages';

const v = messages.validation;

/** The largest quantity a single order may name; stock bounds it further. */
export const MAX_ORDER_QUANTITY = 1_000_000;

/** Idempotency-Key header: a retried request with the same key creates one order, not two. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const orderCreateSchema = z.object({
  productId: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^[1-9]\d{0,14}$/, { error: 'productId must name a part' })),
  quantity: z
    .number({ error: 'quantity must be a whole number' })
    .int({ error: 'quantity must be a whole number' })
    .min(1, { error: 'quantity must be at least 1' })
    .max(MAX_ORDER_QUANTITY, { error: `quantity must be at most ${MAX_ORDER_QUANTITY}` }),
  phone: z
    .string({ error: v.phoneRequired })
    .trim()
    .min(1, { error: v.phoneRequired })
    .max(20, { error: v.tooLong(20) })
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, { error: v.phoneInvalid }),
  address: z
    .string({ error: v.addressRequired })
    .trim()
    .min(1, { error: v.addressRequired })
    .max(300, { error: v.tooLong(300) }),
  // The spec's client also sends these; the server takes them from the session and the database instead.
  productName: z.unknown().optional(),
  email: z.unknown().optional(),
  price: z.unknown().optional(),
});
export type OrderCreateInput = z.input<typeof orderCreateSchema>;

export const ORDER_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderSchema = z.object({
  _id: z.string(),
  email: z.string(),
  productId: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  /** Price per piece in dollars, as it was when the order was placed. */
  unitPrice: z.number(),
  /** The total in dollars: quantity x price per piece. */
  price: z.number(),
  paid: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  transactionId: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  createdAt: z.string(),
  /** An unpaid order must be paid by then, or it is cancelled and its parts go back to stock; null once paid or cancelled. */
  payBy: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);

export const insertedIdSchema = z.object({ insertedId: z.string() });
export type InsertedId = z.infer<typeof insertedIdSchema>;

export const orderListQuerySchema = z.object({
  /** Whose orders: your own (the default), or anyone's for an admin. */
  email: z.string().trim().toLowerCase().optional(),
});
