import { z } from 'zod';
import { orderCreateSchema } from './orders';
import { pageQueryShape } from './paging';

/**
 * A quote request (beyond stock, or for a better price): requested by a customer, then answered with a price and a
 * date (or declined) by an admin, then accepted by the customer, which places an unpaid order at the agreed price.
 */
export const QUOTE_STATUSES = ['requested', 'answered', 'declined', 'accepted'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  requested: 'Requested',
  answered: 'Answered',
  declined: 'Declined',
  accepted: 'Accepted',
};

export const QUOTE_PAGE_SIZE = 20;
export const MAX_QUOTE_NOTE_LENGTH = 1000;
/** An answer holds this long; accepting it later is refused. */
export const QUOTE_VALID_DAYS = 14;
/** Requested quotes (not yet answered) one account may have at once. */
export const MAX_OPEN_QUOTES = 5;
/** Quotes one account may request in an hour. */
export const QUOTES_PER_HOUR = 10;
/** The furthest a wanted or available-by date may lie ahead. */
export const QUOTE_HORIZON_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * A calendar day, "2026-12-31", from today to a year ahead. Today is taken a day early: the customer's today may be
 * the UTC calendar's yesterday.
 */
const comingDay = (name: string) => {
  const message = `${name} must be a date from today to a year ahead`;
  return z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine((day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && isoDay(time) === day && day >= isoDay(Date.now() - DAY_MS) && day <= isoDay(Date.now() + QUOTE_HORIZON_DAYS * DAY_MS);
    }, message);
};

const noteSchema = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(MAX_QUOTE_NOTE_LENGTH, { error: `Must be ${MAX_QUOTE_NOTE_LENGTH} characters or fewer` })
    .optional()
    .transform((note) => note || null);

/** A customer asks for a quote: the quantity (the part's minimum or more, also beyond stock), when, and a note. */
export const quoteRequestSchema = z.object({
  productId: orderCreateSchema.shape.productId,
  quantity: orderCreateSchema.shape.quantity,
  wantedBy: comingDay('wantedBy'),
  note: noteSchema('note'),
});
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

/** The customer accepts an answered quote: the order's delivery details, checked as any order's. */
export const quoteAcceptSchema = orderCreateSchema.pick({ phone: true, address: true });
export type QuoteAcceptInput = z.input<typeof quoteAcceptSchema>;

/** An admin answers a requested quote with a price per piece (dollars) and a date, or declines it. */
export const quoteAnswerSchema = z.discriminatedUnion(
  'status',
  [
    z.strictObject({
      status: z.literal('answered'),
      unitPrice: z
        .number({ error: 'Price is Required' })
        .gt(0, { error: 'Price must be more than 0' })
        .max(1_000_000, { error: 'Price must be at most 1000000' })
        .multipleOf(0.01, { error: 'Price can have at most 2 decimals' }),
      availableBy: comingDay('availableBy'),
      note: noteSchema('note'),
    }),
    z.strictObject({ status: z.literal('declined'), note: noteSchema('note') }),
  ],
  { error: 'status must be answered or declined' },
);
export type QuoteAnswerInput = z.input<typeof quoteAnswerSchema>;

export const quoteSchema = z.object({
  _id: z.string(),
  email: z.string(),
  productId: z.string(),
  productName: z.string(),
  /** The part's number when the quote was requested; null for quotes requested before parts had numbers. */
  partNumber: z.string().nullable(),
  /** Pieces of the part in stock now; null once the part is no longer sold. */
  productStock: z.number().int().nullable(),
  quantity: z.number().int(),
  wantedBy: z.string(),
  note: z.string().nullable(),
  status: z.enum(QUOTE_STATUSES),
  /** The answer: price per piece and total in dollars, when the parts can be delivered, and the admin's note. */
  unitPrice: z.number().nullable(),
  price: z.number().nullable(),
  availableBy: z.string().nullable(),
  answerNote: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** An answered quote may be accepted until then. */
  validUntil: z.string().nullable(),
  /** The order placed when the quote was accepted. */
  orderId: z.string().nullable(),
  createdAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;
export const quoteListSchema = z.array(quoteSchema);

export const myQuoteListQuerySchema = z.object(pageQueryShape(QUOTE_PAGE_SIZE));
export type MyQuoteListQuery = z.output<typeof myQuoteListQuerySchema>;

export const QUOTE_STATUS_FILTERS = ['all', ...QUOTE_STATUSES] as const;
export type QuoteStatusFilter = (typeof QUOTE_STATUS_FILTERS)[number];

/** Quote Requests (admin): newest first, every status or one. */
export const quoteListQuerySchema = z.object({
  ...pageQueryShape(QUOTE_PAGE_SIZE),
  status: z.enum(QUOTE_STATUS_FILTERS, { error: `status must be one of ${QUOTE_STATUS_FILTERS.join(', ')}` }).default('all'),
});
export type QuoteListQuery = z.output<typeof quoteListQuerySchema>;
export type QuoteListParams = z.input<typeof quoteListQuerySchema>;
