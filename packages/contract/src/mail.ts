import { z } from 'zod';
import { pageQueryShape } from './paging';

/** Which order messages a customer wants. Cancellations, refunds and the account's own mail are always sent. */
export const emailPreferencesSchema = z.strictObject({
  /** Order placed, payment received, order shipped. */
  orderUpdates: z.boolean({ error: 'orderUpdates must be true or false' }),
  /** A day before an unpaid order's hold ends. */
  paymentReminders: z.boolean({ error: 'paymentReminders must be true or false' }),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const MAIL_KINDS = [
  'password-reset',
  'verify-email',
  'order-placed',
  'order-paid',
  'order-shipped',
  'order-cancelled',
  'order-refunded',
  'payment-reminder',
  'payment-overdue',
  'quote-requested',
  'quote-answered',
  'quote-declined',
  'shop-order-paid',
  'shop-quote-requested',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** One message of the development mailbox, as it was sent. */
export const mailboxMessageSchema = z.object({
  _id: z.string(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export const mailboxSchema = z.array(mailboxMessageSchema);

export const MAILBOX_PAGE_SIZE = 20;
/** The development mailbox (admin): the newest messages first, optionally those to one address. */
export const mailboxQuerySchema = z.object({
  ...pageQueryShape(MAILBOX_PAGE_SIZE),
  to: z
    .string({ error: 'to must be text' })
    .trim()
    .max(254, { error: 'to must be at most 254 characters' })
    .optional()
    .transform((to) => to?.toLowerCase() || undefined),
});
export type MailboxQuery = z.output<typeof mailboxQuerySchema>;
export type MailboxParams = z.input<typeof mailboxQuerySchema>;

/** Where this shop's email goes, for its admins: whether there is a development mailbox (only on a shop nobody else can reach). */
export const mailOptionsSchema = z.object({ mailbox: z.boolean() });
export type MailOptions = z.infer<typeof mailOptionsSchema>;
