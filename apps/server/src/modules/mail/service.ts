import type { EmailPreferences, MailboxMessage, MailboxQuery, MailKind } from '@partsmith/contract';
import type { Kysely } from 'kysely';
import type { MailConfig } from '../../config';
import type { Dialect } from '../../db/database';
import type { Database, OrderActor, OrderStatus } from '../../db/schema';
import { mailMessages } from '@partsmith/contract/mail-messages';
import { NotFoundError } from '../../lib/errors';
import { lockAccountRow } from '../../lib/sql';
import { type MailData, ORDER_UPDATE_KINDS, type OrderFacts, type OutgoingMail, type QuoteFacts } from './messages';
import type { MailRepository, ReminderKind } from './repository';

/** A change of an order's status, told to the mail service in the transaction that makes it. */
export interface OrderChange {
  orderId: string;
  /** null: the order was just placed; 'cancelled' to 'cancelled': a payment that arrived after the cancel was refunded. */
  from: OrderStatus | null;
  to: OrderStatus;
  by: OrderActor;
  /** Whether the order is paid by bank transfer on terms, when the change's writer knows (placing does); else read. */
  onTerms?: boolean;
}

/** Writes the message an order change causes (if any) to the outbox, in the change's own transaction. */
export type OrderMailer = (trx: Kysely<Database>, change: OrderChange) => Promise<void>;

/** A quote was requested, answered or declined: told to the mail service in the transaction that makes the change. */
export interface QuoteChange {
  quoteId: string;
  to: 'requested' | 'answered' | 'declined';
}

/** Writes the customer's message about a quote change (and the shop's about a request) to the outbox, in the change's own transaction. */
export type QuoteMailer = (trx: Kysely<Database>, change: QuoteChange) => Promise<void>;

/** A message to the shop, before its recipients are known. */
type ShopMailKind = 'shop-order-paid' | 'shop-quote-requested';
type ShopMail = { [K in ShopMailKind]: { kind: K; data: MailData[K] } }[ShopMailKind];

/** The reminder goes this long before an unpaid order's hold ends. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;
/** How many reminders one sweep writes; the next sweep writes the rest. */
const REMINDER_BATCH = 100;
/** Old sent messages are deleted this many at a time: on SQLite every other write waits for each statement. */
const PRUNE_BATCH = 500;
/**
 * Without a shop address, the shop's messages go to at most this many admins (the oldest accounts): each is one outbox
 * row written in the transaction of the payment or request, so their number must not grow with the admins'.
 */
export const MAX_SHOP_RECIPIENTS = 20;

interface MailServiceOptions {
  dialect: Dialect;
  config: MailConfig;
  /** How long an unpaid order holds its parts (its pay-by date). */
  unpaidHoldMs: number;
  /** The shop's address (SHOP_EMAIL, or the contact email of SITE_CONTENT_FILE), which gets the shop's messages; null: its admins get them. */
  shopEmail: string | null;
}

/** The message an order change causes, if any. */
function kindOf(change: OrderChange): 'order-placed' | 'order-paid' | 'order-shipped' | 'order-cancelled' | 'order-refunded' | null {
  switch (change.to) {
    case 'unpaid':
      return 'order-placed';
    case 'paid':
      return 'order-paid';
    case 'shipped':
      return 'order-shipped';
    case 'cancelled':
      return change.from === 'paid' || change.from === 'cancelled' ? 'order-refunded' : 'order-cancelled';
    default:
      return null;
  }
}

export function createMailService(db: Kysely<Database>, repository: MailRepository, { dialect, config, unpaidHoldMs, shopEmail }: MailServiceOptions) {
  const payBy = (placedAt: Date | string) => new Date(new Date(placedAt).getTime() + unpaidHoldMs).toISOString();

  /**
   * Writes one of the shop's messages about the order or quote `id` to each of its recipients, in the transaction of
   * the change. The dedupe key names the message, the order or quote and the recipient: told twice, the shop is mailed once.
   */
  async function tellShop(trx: Kysely<Database>, id: string, mail: ShopMail) {
    const recipients = shopEmail ? [shopEmail] : await repository.adminEmails(trx, MAX_SHOP_RECIPIENTS);
    for (const to of recipients) await repository.enqueue(trx, { ...mail, to, dedupeKey: `${mail.kind}:${id}:${to}` });
  }

  async function tellShopOfPayment(trx: Kysely<Database>, orderId: string, shipped: boolean) {
    const order = await repository.orderForShop(trx, orderId);
    if (!order) return;
    await tellShop(trx, orderId, {
      kind: 'shop-order-paid',
      data: {
        orderId: String(order.id),
        customerEmail: order.email,
        productName: order.product_name,
        partNumber: order.part_number,
        quantity: order.quantity,
        totalCents: order.price_cents,
        lines: await repository.linesOf(trx, order),
        testPayment: order.test_payment,
        shipped,
      },
    });
  }

  async function preferences(userId: string): Promise<EmailPreferences> {
    const found = await repository.preferences(userId);
    if (!found) throw new NotFoundError(mailMessages.errors.accountGone);
    return found;
  }

  /** What an order message says of the order and its lines, read with the order message columns; `rest` as the message has it. */
  async function factsOf(
    trx: Kysely<Database>,
    order: Awaited<ReturnType<MailRepository['unpaidOrdersToRemind']>>[number],
    rest: Pick<OrderFacts, 'payBy' | 'carrier' | 'trackingNumber' | 'testPayment'>,
  ): Promise<OrderFacts> {
    return {
      orderId: String(order.id),
      name: order.name,
      productName: order.product_name,
      partNumber: order.part_number,
      quantity: order.quantity,
      unitPriceCents: order.unit_price_cents,
      totalCents: order.price_cents,
      lines: await repository.linesOf(trx, order),
      ...rest,
    };
  }

  /**
   * Writes a reminder about the unpaid order, once per kind (order_reminders records it in the same transaction): pay by
   * `payBy`, a card order's end of hold or a transfer's due day. The message's dedupe key as well: an instance of the
   * release before order_reminders looks for it (a rolling upgrade).
   */
  async function remind(order: Awaited<ReturnType<MailRepository['unpaidOrdersToRemind']>>[number], kind: ReminderKind, payBy: string) {
    const orderId = String(order.id);
    await db.transaction().execute(async (trx) => {
      if (!(await repository.recordReminder(trx, orderId, kind))) return;
      await repository.enqueue(trx, {
        kind,
        to: order.email,
        dedupeKey: `${kind}:${orderId}`,
        data: await factsOf(trx, order, { payBy, carrier: null, trackingNumber: null, testPayment: false }),
      });
    });
  }

  return {
    /**
     * Order messages go to verified addresses only (decision 0016): an address somebody typed at sign-up without
     * owning it gets a verification mail, never a stream of order mail. Placed, paid and shipped follow the customer's
     * choice; cancellations and refunds are always sent. The shop is told of every payment, whoever the customer is.
     */
    orderChanged: (async (trx, change) => {
      // A transfer recorded for an order on terms shipped before it arrived.
      const shipped = change.from === 'shipped' || change.from === 'delivered';
      if (change.to === 'paid') await tellShopOfPayment(trx, change.orderId, shipped);
      const kind = kindOf(change);
      if (!kind) return;
      const order = await repository.orderWithCustomer(trx, change.orderId);
      if (!order?.email_verified) return;
      if (ORDER_UPDATE_KINDS.includes(kind) && !order.email_order_updates) return;
      const facts = await factsOf(trx, order, {
        payBy: change.to === 'unpaid' ? payBy(order.created_at) : null,
        carrier: order.carrier,
        trackingNumber: order.tracking_number,
        testPayment: order.test_payment,
      });
      const mail: OutgoingMail =
        kind === 'order-cancelled'
          ? { kind, to: order.email, data: { ...facts, cancelledBy: change.by } }
          : kind === 'order-refunded'
            ? { kind, to: order.email, data: { ...facts, paidAfterCancel: change.from === 'cancelled' } }
            : kind === 'order-paid'
              ? { kind, to: order.email, data: { ...facts, shipped } }
              : { kind, to: order.email, data: facts };
      await repository.enqueue(trx, mail);
    }) satisfies OrderMailer,

    /**
     * Quote messages go to verified addresses only, as order messages do; each answers the customer's own request, so
     * they are sent whatever the order-email preferences. The shop is told of every request, whoever the customer is.
     */
    quoteChanged: (async (trx, change) => {
      const quote = await repository.quoteWithCustomer(trx, change.quoteId);
      if (!quote) return;
      if (change.to === 'requested') {
        const data = {
          quoteId: String(quote.id),
          customerName: quote.name,
          customerEmail: quote.email,
          productName: quote.product_name,
          partNumber: quote.part_number,
          quantity: quote.quantity,
          wantedBy: quote.wanted_by,
          note: quote.note,
        };
        await tellShop(trx, data.quoteId, { kind: 'shop-quote-requested', data });
      }
      if (!quote.email_verified) return;
      const unitPriceCents = change.to === 'answered' ? quote.unit_price_cents : null;
      const facts: QuoteFacts = {
        quoteId: String(quote.id),
        name: quote.name,
        productName: quote.product_name,
        partNumber: quote.part_number,
        quantity: quote.quantity,
        wantedBy: quote.wanted_by,
        note: quote.note,
        unitPriceCents,
        totalCents: unitPriceCents === null ? null : unitPriceCents * quote.quantity,
        availableBy: change.to === 'answered' ? quote.available_by : null,
        validUntil: change.to === 'answered' && quote.valid_until !== null ? new Date(quote.valid_until).toISOString() : null,
        answerNote: quote.answer_note,
      };
      await repository.enqueue(trx, { kind: `quote-${change.to}`, to: quote.email, data: facts });
    }) satisfies QuoteMailer,

    /**
     * Writes a password-reset or verification mail, unless the address has already been sent `accountMails.max` of
     * them in the window: then nothing is sent, and the answer to the request is the same (it never tells whether an
     * address has an account). The account's row is locked while counting, so concurrent requests on several instances
     * count one after the other. Answers whether the mail was written.
     */
    async accountMail(kind: 'password-reset' | 'verify-email', user: { id: string; email: string }, url: string, expiresInSeconds: number) {
      const { max, windowSeconds } = config.accountMails;
      return db.transaction().execute(async (trx) => {
        await lockAccountRow(trx, dialect, user.id);
        const recent = await repository.countAccountMails(trx, user.email, new Date(Date.now() - windowSeconds * 1000));
        if (recent >= max) return false;
        await repository.enqueue(trx, { kind, to: user.email, data: { url, expiresInMinutes: Math.round(expiresInSeconds / 60) } });
        return true;
      });
    },

    /** The links in account mail: the web app's pages, which take the token from the address. */
    accountLink: (page: 'reset-password' | 'verify-email', token: string) => `${config.publicUrl}/${page}?token=${encodeURIComponent(token)}`,

    preferences,

    async setPreferences(userId: string, chosen: EmailPreferences): Promise<EmailPreferences> {
      await repository.setPreferences(userId, chosen);
      return preferences(userId);
    },

    /** The development mailbox: a page of the messages sent, newest first. */
    async mailbox(query: MailboxQuery): Promise<{ messages: MailboxMessage[]; total: number }> {
      const { rows, total } = await repository.mailbox(query);
      return {
        messages: rows.map((row) => ({
          _id: String(row.id),
          kind: row.kind as MailKind,
          to: row.recipient,
          subject: row.subject ?? '',
          text: row.text ?? '',
          html: row.html ?? '',
          sentAt: new Date(row.sent_at ?? 0).toISOString(),
        })),
        total,
      };
    },

    /**
     * Writes a payment reminder for each unpaid order whose hold ends within a day (and that has not had one). A hold of
     * a day or less gets none: the order-placed mail already says when to pay. Safe on several instances at once: an
     * order's reminder is recorded once (order_reminders). Answers how many orders were looked at.
     */
    async remindUnpaid(now: Date = new Date()): Promise<number> {
      if (unpaidHoldMs <= REMINDER_LEAD_MS) return 0;
      const holdStart = now.getTime() - unpaidHoldMs;
      const orders = await repository.unpaidOrdersToRemind(new Date(holdStart), new Date(holdStart + REMINDER_LEAD_MS), REMINDER_BATCH);
      for (const order of orders) await remind(order, 'payment-reminder', payBy(order.created_at));
      return orders.length;
    },

    /**
     * Writes an overdue reminder for each order on terms whose transfer is past its due day, shipped or not (once, as
     * recorded in order_reminders, so several instances may run it); its message carries the invoice, which holds the
     * bank details. Sent whatever the reminder preference: it is about money owed.
     */
    async remindOverdue(now: Date = new Date()): Promise<number> {
      const orders = await repository.overdueOrdersToRemind(now, REMINDER_BATCH);
      for (const order of orders) await remind(order, 'payment-overdue', new Date(order.payment_due_at!).toISOString());
      return orders.length;
    },

    /**
     * Deletes the messages sent more than `keepSentDays` ago, in batches (stopping after the batch it is on once `stop`
     * is aborted); answers how many. Messages still to send and those the mail server refused stay.
     */
    async deleteOldSent(now: Date = new Date(), stop?: AbortSignal): Promise<number> {
      const sentBefore = new Date(now.getTime() - config.keepSentDays * 24 * 3_600_000);
      let deleted = 0;
      for (;;) {
        const batch = await repository.deleteSent(sentBefore, PRUNE_BATCH);
        deleted += batch;
        if (batch < PRUNE_BATCH || stop?.aborted) return deleted;
      }
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
