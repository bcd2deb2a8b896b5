import { z } from 'zod';
import { numberFrom, queryFlag } from './fields';
import { messages } from './messages';
import { pageQueryShape, searchQuery } from './paging';

const v = messages.validation;

/** The largest quantity a single order may name; stock bounds it further, unless the part has a lead time. */
export const MAX_ORDER_QUANTITY = 1_000_000;

/**
 * The most pieces of a part one order may take: its stock, or for a part with a lead time (decision 0030) any quantity an
 * order may name, the pieces beyond stock waiting for the next batch. Whether a buyer can order it at all: `isOrderable`.
 */
export function maxOrderQuantity(part: { available: number; leadTimeDays: number | null }): number {
  return part.leadTimeDays === null ? part.available : MAX_ORDER_QUANTITY;
}

/** Idempotency-Key header: a retried request with the same key creates one order, not two. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const orderCreateSchema = z.object({
  productId: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^[1-9]\d{0,14}$/, { error: 'productId must name a part' })),
  // The specification's purchase form sends the quantity as text ("30").
  quantity: numberFrom({ required: 'quantity is required', notANumber: 'quantity must be a whole number' }, (number) =>
    number
      .int({ error: 'quantity must be a whole number' })
      .min(1, { error: 'quantity must be at least 1' })
      .max(MAX_ORDER_QUANTITY, { error: `quantity must be at most ${MAX_ORDER_QUANTITY}` }),
  ),
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

/**
 * unpaid -> paid -> shipped -> delivered, and cancelled (an unpaid order by its customer, an admin or the expiry of its
 * hold; a paid one by an admin, with a refund). The server's orders/lifecycle.ts holds the rules.
 */
export const ORDER_STATUSES = ['unpaid', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Beside the status of an order paid through a provider that takes no money. */
export const TEST_PAYMENT_LABEL = 'Test payment, no money taken';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
/** The statuses of an order whose payment the shop keeps. */
export const PAID_STATUSES = ['paid', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];

/** Who made a change to an order: its customer, an admin, or the shop itself (payment provider, expiry). */
export const ORDER_ACTORS = ['customer', 'admin', 'shop'] as const;

export const orderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  by: z.enum(ORDER_ACTORS),
  /** The email of the account that made the change; shown to admins only. */
  actorEmail: z.string().nullable(),
  /** Present when the change gave the customer's money back: a payment that arrived after the order was cancelled. */
  refunded: z.literal(true).optional(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** One line of an order: a part, its quantity and its price per piece when the order was placed. */
export const orderLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  /** The part's number when the order was placed; null for orders placed before parts had numbers. */
  partNumber: z.string().nullable(),
  quantity: z.number().int(),
  /** Price per piece in dollars, at the line's price break (or the quote's price). */
  unitPrice: z.number(),
  /** What the buyer pays for the line, in dollars: quantity x price per piece, with tax added when prices exclude it. */
  price: z.number(),
  /** The line's amount without tax, and its tax, in dollars (issue 35). */
  net: z.number(),
  tax: z.number(),
  /** The line's tax rate in percent; 0 for a buyer exempt from tax. */
  taxRate: z.number(),
  /** Pieces not yet in stock, waiting for a restock (a backorder); 0 when the whole line ships now. */
  backordered: z.number().int(),
  /** The day (YYYY-MM-DD) the waiting pieces are promised by; null when none wait. */
  promisedBy: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * An order. The specification's fields (productName, quantity, price, paid) describe the whole order: for an order of
 * several lines, productName names the first part and how many more ("Keys and 4 more parts"), quantity is the pieces of
 * every line and price the total; `lines` lists them all (docs/specification.md).
 */
export const orderSchema = z.object({
  _id: z.string(),
  email: z.string(),
  /** The first line's part. */
  productId: z.string(),
  productName: z.string(),
  /** The first line's part number; null for orders placed before parts had numbers. */
  partNumber: z.string().nullable(),
  /** Pieces, of every line. */
  quantity: z.number().int(),
  /** Price per piece in dollars when the order has one line; null when it has several (each line has its own). */
  unitPrice: z.number().nullable(),
  /** The total in dollars, what is paid: the lines' and the delivery's, tax included. */
  price: z.number(),
  lines: z.array(orderLineSchema),
  /** The total without tax, and its tax, in dollars (issue 35). */
  net: z.number(),
  tax: z.number(),
  /** The delivery charge with its tax, and that tax, in dollars; 0 when delivery was free. */
  delivery: z.number(),
  deliveryTax: z.number(),
  /** Whether the catalogue prices the order was placed at included tax. */
  pricesIncludeTax: z.boolean(),
  /** The buyer was exempt from tax when the order was placed: no tax was charged. */
  taxExempt: z.boolean(),
  /** An order on terms, paid by bank transfer: the day its payment is due (ISO 8601). Null for an order paid by card. */
  paymentDueAt: z.string().nullable(),
  /**
   * The spec's Paid/Unpaid: true once paid, also when shipped or delivered; an order on terms shipped before its transfer
   * is not paid until the transfer is recorded.
   */
  paid: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  transactionId: z.string().nullable(),
  phone: z.string(),
  address: z.string(),
  createdAt: z.string(),
  /** An unpaid order must be paid by then, or it is cancelled and its parts go back to stock; null once paid or cancelled. */
  payBy: z.string().nullable(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Paid through a provider that takes no money (the built-in test provider, or Stripe's test mode). */
  testPayment: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

/** An order on terms whose bank transfer is not recorded yet: unpaid, or shipped before it (decision 0030). */
export const awaitsTransfer = (order: Pick<Order, 'status' | 'paymentDueAt' | 'paid'>): boolean =>
  order.paymentDueAt !== null && !order.paid && order.status !== 'cancelled';

/** An order an admin may ship: a paid one, or an unpaid one on terms (its transfer is due by its day whatever happens). */
export const mayShip = (order: Pick<Order, 'status' | 'paymentDueAt'>): boolean =>
  order.status === 'paid' || (order.status === 'unpaid' && order.paymentDueAt !== null);
export const orderListSchema = z.array(orderSchema);

/** One order with every change of its status, oldest first. */
export const orderDetailSchema = orderSchema.extend({ history: z.array(orderEventSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** An admin records the bank transfer that paid an order on terms: its amount (the order's total) and the bank's reference. */
export const transferPaymentSchema = z.strictObject({
  amount: z.number({ error: 'Give the amount received' }).positive({ error: 'Give the amount received' }),
  reference: z
    .string({ error: "Give the bank's reference" })
    .trim()
    .min(1, { error: "Give the bank's reference" })
    .max(60, { error: 'The reference can be at most 60 characters' })
    .regex(/^[^<>\p{Cc}]*$/u, { error: 'The reference may not contain < > or control characters' }),
});
export type TransferPaymentInput = z.input<typeof transferPaymentSchema>;

export const insertedIdSchema = z.object({ insertedId: z.string() });
export type InsertedId = z.infer<typeof insertedIdSchema>;

export const ORDER_PAGE_SIZE = 20;
export const MAX_ORDER_SEARCH_LENGTH = 100;
export const ORDER_SORTS = ['newest', 'oldest'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** `all`, `live` (every status but cancelled: the spec's list) or a comma-separated list of statuses. */
export const ORDER_STATUS_FILTERS = ['all', 'live'] as const;
const statusFilterMessage = `status must be all, live, or statuses separated by commas (${ORDER_STATUSES.join(', ')})`;
const statusFilterSchema = z
  .string({ error: statusFilterMessage })
  .trim()
  .max(100, { error: statusFilterMessage })
  .transform((text, context): readonly OrderStatus[] => {
    if (text === 'all') return ORDER_STATUSES;
    if (text === 'live') return ORDER_STATUSES.filter((status) => status !== 'cancelled');
    const named = text.split(',').map((part) => part.trim());
    if (!named.every((status): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status))) {
      context.addIssue({ code: 'custom', message: statusFilterMessage });
      return z.NEVER;
    }
    return [...new Set(named)];
  });

export const orderListQuerySchema = z.object({
  ...pageQueryShape(ORDER_PAGE_SIZE),
  /** Whose orders: your own (the default), or anyone's for an admin. */
  email: z.string().trim().toLowerCase().optional(),
  /** Which statuses; live orders unless asked otherwise, as the spec's list answered. */
  status: statusFilterSchema.prefault('live'),
  /** Part of an email or a part's name, or an order number ("1234" or "#1234"). */
  q: searchQuery(MAX_ORDER_SEARCH_LENGTH),
  sort: z.enum(ORDER_SORTS, { error: `sort must be one of ${ORDER_SORTS.join(', ')}` }).default('newest'),
  /** Only orders on terms whose transfer is past its due day, unpaid or shipped before it (the overview's overdue invoices). */
  overdue: queryFlag('overdue'),
  /** Only orders awaiting shipment (mayShip): paid ones, and unpaid ones on terms (the overview's awaiting shipment). */
  toShip: queryFlag('toShip'),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
export type OrderListParams = z.input<typeof orderListQuerySchema>;

/** The filters of Manage Orders' CSV export: the list's, without paging. */
export const orderExportQuerySchema = orderListQuerySchema.omit({ limit: true, offset: true, email: true });

const shippingText = (name: string, pattern: RegExp, hint: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(60, { error: messages.validation.tooLong(60) })
    .regex(pattern, { error: hint })
    .optional()
    .transform((text) => text || undefined);

/** An admin moves an order on: ships a paid order (carrier and tracking number optional) or marks it delivered. */
export const orderStatusChangeSchema = z.discriminatedUnion(
  'status',
  [
    z.strictObject({
      status: z.literal('shipped'),
      carrier: shippingText('carrier', /^[^<>\p{Cc}]*$/u, 'Carrier may not contain < > or control characters'),
      trackingNumber: shippingText('trackingNumber', /^[A-Za-z0-9 -]*$/, 'A tracking number has letters, digits, spaces and dashes'),
    }),
    z.strictObject({ status: z.literal('delivered') }),
  ],
  { error: 'status must be shipped or delivered' },
);
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

/**
 * An account's tier of limits on the value of unpaid orders (decision 0015): its address unconfirmed; confirmed, before
 * its first payment; or once it has paid an order. An own limit an admin sets applies instead.
 */
export const ORDER_LIMIT_TIERS = ['unconfirmed', 'confirmed', 'paidBefore'] as const;
export type OrderLimitTier = (typeof ORDER_LIMIT_TIERS)[number];

/** The largest own limit an admin may set, in dollars. */
export const MAX_OWN_ORDER_LIMIT = 1_000_000_000;

/** What an account may hold in unpaid orders, and what it holds (dollars). */
export const orderLimitSchema = z.object({
  email: z.string(),
  tier: z.enum(ORDER_LIMIT_TIERS),
  /** The value its unpaid orders may hold: the own limit if an admin set one, else its tier's. */
  unpaidValueLimit: z.number(),
  /** Its tier's limit, which applies when no own limit is set. */
  tierLimit: z.number(),
  /** The limit an admin set for the account; null: its tier's applies. */
  ownLimit: z.number().nullable(),
  /** What its unpaid orders hold now. */
  unpaidValue: z.number(),
  /** How many hours an order it places now holds its parts unpaid. */
  holdHours: z.number(),
});
export type OrderLimit = z.infer<typeof orderLimitSchema>;

/** An admin sets an account's own limit in whole dollars, or null to let its tier's apply again. */
export const orderLimitUpdateSchema = z.object({
  ownLimit: z
    .number({ error: messages.orderLimits.ownLimitInvalid })
    .int({ error: messages.orderLimits.ownLimitInvalid })
    .min(1, { error: messages.orderLimits.ownLimitInvalid })
    .max(MAX_OWN_ORDER_LIMIT, { error: messages.orderLimits.ownLimitInvalid })
    .nullable(),
});
export type OrderLimitUpdate = z.infer<typeof orderLimitUpdateSchema>;
