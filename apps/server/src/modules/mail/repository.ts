import type { EmailPreferences, MailKind, MailboxQuery } from '@partsmith/contract';
import { type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { awaitingTransfer } from '../../db/awaiting-transfer';
import type { Dialect } from '../../db/database';
import { preparedStatement } from '../../db/prepared-query';
import type { Database, OrderReminderTable } from '../../db/schema';
import { unpaidByCard } from '../../db/unpaid-by-card';
import { toCount } from '../../lib/sql';
import type { MailOrderLine, OutgoingMail } from './messages';
import type { RenderedMail } from './templates';

/** The database or the transaction of the change a message is about. */
type Executor = Kysely<Database>;

const ACCOUNT_KINDS: MailKind[] = ['password-reset', 'verify-email'];

export type ReminderKind = OrderReminderTable['kind'];

/** What every order message reads of the order and its customer. */
const ORDER_MESSAGE_COLUMNS = [
  'orders.id',
  'orders.product_name',
  'orders.part_number',
  'orders.quantity',
  'orders.unit_price_cents',
  'orders.price_cents',
  'orders.created_at',
  'orders.line_count',
  'users.name',
  'users.email',
] as const;

/** A boolean column reads back as 0/1 on SQLite; written, PostgreSQL and SQLite both take 1/0 and true/false alike. */
const truthy = (value: boolean | number) => Boolean(value);

/** The outbox (decision 0016), the customers' email preferences, what order and quote messages read of them, and the shop's admins. */
export function createMailRepository(db: Kysely<Database>, dialect: Dialect) {
  // Built once (decision 0020): every order placed writes its message in its own transaction.
  // Without a dedupe key (null) there is no conflict: unique columns take any number of nulls.
  const insertIntoOutbox = preparedStatement((kind: MailKind, recipient: string, data: string, dedupeKey: string | null, at: string) =>
    db
      .insertInto('outbox')
      .values({ kind, recipient, data, dedupe_key: dedupeKey, next_attempt_at: at, created_at: at })
      .onConflict((oc) => oc.column('dedupe_key').doNothing()),
  );
  const orderAndCustomer = preparedStatement((orderId: string) =>
    db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select([
        ...ORDER_MESSAGE_COLUMNS,
        'orders.carrier',
        'orders.tracking_number',
        'orders.test_payment',
        'users.email_verified',
        'users.email_order_updates',
      ])
      .where('orders.id', '=', orderId),
  );

  const linesOfOrder = preparedStatement((orderId: string) =>
    db
      .selectFrom('order_lines')
      .select(['product_name as productName', 'part_number as partNumber', 'quantity', 'unit_price_cents as unitPriceCents', 'price_cents as totalCents'])
      .where('order_id', '=', orderId)
      .orderBy('position'),
  );

  /** The order has not had a reminder of this kind (order_reminders keeps them after their messages are deleted). */
  const notReminded =
    (kind: ReminderKind) =>
    ({ not, exists, selectFrom }: ExpressionBuilder<Database, 'orders'>) =>
      not(
        exists(
          selectFrom('order_reminders')
            .select('order_reminders.order_id')
            .whereRef('order_reminders.order_id', '=', 'orders.id')
            .where('order_reminders.kind', '=', kind),
        ),
      );

  return {
    /**
     * Records that the order is being sent a reminder of this kind, in the transaction that writes its message; answers
     * false if it has had one (another instance's sweep got there first), and then no message is written.
     */
    async recordReminder(executor: Executor, orderId: string, kind: ReminderKind): Promise<boolean> {
      const recorded = await executor
        .insertInto('order_reminders')
        .values({ order_id: orderId, kind, sent_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
        .returning('order_id')
        .executeTakeFirst();
      return recorded !== undefined;
    },

    /**
     * The lines of an order of several, as its messages list them; undefined for an order of one line, whose message
     * says all from the order's row (no read on the path of every single-part order).
     */
    async linesOf(executor: Executor, order: { id: number | string; line_count: number }): Promise<MailOrderLine[] | undefined> {
      return order.line_count > 1 ? (await linesOfOrder(executor, String(order.id))).rows : undefined;
    },

    /** Writes a message to send. One with a dedupe key already written is left as it is. */
    async enqueue(executor: Executor, mail: OutgoingMail): Promise<void> {
      await insertIntoOutbox(executor, mail.kind, mail.to, JSON.stringify(mail.data), mail.dedupeKey ?? null, new Date().toISOString());
    },

    /** The order and its customer's account (none: the account is deleted), as an order message needs them. */
    async orderWithCustomer(executor: Executor, orderId: string) {
      const [row] = (await orderAndCustomer(executor, orderId)).rows;
      return (
        row && {
          ...row,
          email_verified: truthy(row.email_verified),
          email_order_updates: truthy(row.email_order_updates),
          test_payment: truthy(row.test_payment),
        }
      );
    },

    /** The quote and its customer's account (none: the account is deleted), as a quote message needs them. */
    async quoteWithCustomer(executor: Executor, quoteId: string) {
      const row = await executor
        .selectFrom('quotes')
        .innerJoin('users', 'users.id', 'quotes.user_id')
        .select([
          'quotes.id',
          'quotes.product_name',
          'quotes.part_number',
          'quotes.quantity',
          'quotes.wanted_by',
          'quotes.note',
          'quotes.unit_price_cents',
          'quotes.available_by',
          'quotes.answer_note',
          'quotes.valid_until',
          'users.name',
          'users.email',
          'users.email_verified',
        ])
        .where('quotes.id', '=', quoteId)
        .executeTakeFirst();
      return row && { ...row, email_verified: truthy(row.email_verified) };
    },

    /**
     * What the shop's message about a paid order says: the order's own row, which keeps the customer's email at the
     * time of the order (so it also reads an order whose account has since been deleted).
     */
    async orderForShop(executor: Executor, orderId: string) {
      const row = await executor
        .selectFrom('orders')
        .select(['id', 'email', 'product_name', 'part_number', 'quantity', 'price_cents', 'line_count', 'test_payment'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      return row && { ...row, test_payment: truthy(row.test_payment) };
    },

    /** The addresses of the oldest `limit` admin accounts, oldest first. */
    async adminEmails(executor: Executor, limit: number): Promise<string[]> {
      const rows = await executor.selectFrom('users').select('email').where('role', '=', 'admin').orderBy('created_at').orderBy('id').limit(limit).execute();
      return rows.map((row) => row.email);
    },

    /** Password-reset and verification mails written for this address since `since`. */
    async countAccountMails(executor: Executor, recipient: string, since: Date): Promise<number> {
      const row = await executor
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('recipient', '=', recipient)
        .where('kind', 'in', ACCOUNT_KINDS)
        .where('created_at', '>', since.toISOString())
        .executeTakeFirstOrThrow();
      return toCount(row.n);
    },

    /**
     * Takes up to `limit` messages that are due and that no sender holds, and holds them until `leaseUntil`, counting
     * an attempt. On PostgreSQL rows another instance is claiming at the same moment are skipped (SKIP LOCKED), so each
     * message goes to one sender; SQLite runs the statement alone.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number) {
      const at = now.toISOString();
      let due = db
        .selectFrom('outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit);
      if (dialect === 'postgres') due = due.forUpdate().skipLocked();
      return db
        .updateTable('outbox')
        .set((eb) => ({ claimed_until: leaseUntil.toISOString(), attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', due)
        .returning(['id', 'kind', 'recipient', 'data', 'attempts', 'created_at'])
        .execute();
    },

    /** Records the message as sent, with what it said. */
    async markSent(id: string | number, rendered: RenderedMail): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ sent_at: new Date().toISOString(), subject: rendered.subject, text: rendered.text, html: rendered.html, claimed_until: null, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    /** Sending failed for now: another attempt at `nextAttemptAt`. */
    async scheduleRetry(id: string | number, error: string, nextAttemptAt: Date): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ next_attempt_at: nextAttemptAt.toISOString(), claimed_until: null, last_error: error })
        .where('id', '=', id)
        .execute();
    },

    /** Deletes up to `limit` messages sent before `sentBefore`, oldest first (an index of the sent ones); answers how many. */
    async deleteSent(sentBefore: Date, limit: number): Promise<number> {
      const old = db.selectFrom('outbox').select('id').where('sent_at', '<', sentBefore.toISOString()).orderBy('sent_at').limit(limit);
      const result = await db.deleteFrom('outbox').where('id', 'in', old).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Gives back claimed messages that were not tried (the sender is stopping): due again at once, the attempt not counted. */
    async release(ids: Array<string | number>): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('outbox')
        .set((eb) => ({ claimed_until: null, attempts: eb('attempts', '-', 1) }))
        .where('id', 'in', ids)
        .where('sent_at', 'is', null)
        .execute();
    },

    /** The mail server refused the message for good. */
    async markFailed(id: string | number, error: string): Promise<void> {
      await db.updateTable('outbox').set({ failed_at: new Date().toISOString(), claimed_until: null, last_error: error }).where('id', '=', id).execute();
    },

    /** A page of the sent messages, newest first, optionally to one address; and how many there are. */
    async mailbox({ to, limit, offset }: MailboxQuery) {
      const sent = db
        .selectFrom('outbox')
        .where('sent_at', 'is not', null)
        .$if(to !== undefined, (query) => query.where('recipient', '=', to!));
      const [rows, counted] = await Promise.all([
        sent.select(['id', 'kind', 'recipient', 'subject', 'text', 'html', 'sent_at']).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        sent.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: toCount(counted.n) };
    },

    async preferences(userId: string): Promise<EmailPreferences | undefined> {
      const row = await db.selectFrom('users').select(['email_order_updates', 'email_payment_reminders']).where('id', '=', userId).executeTakeFirst();
      return row && { orderUpdates: truthy(row.email_order_updates), paymentReminders: truthy(row.email_payment_reminders) };
    },

    async setPreferences(userId: string, preferences: EmailPreferences): Promise<void> {
      await db
        .updateTable('users')
        .set({ email_order_updates: preferences.orderUpdates ? 1 : 0, email_payment_reminders: preferences.paymentReminders ? 1 : 0 })
        .where('id', '=', userId)
        .execute();
    },

    /**
     * Unpaid orders placed in (placedAfter, placedBefore] whose customer has a verified address, wants payment reminders
     * and has not been sent one for the order: oldest first, at most `limit`.
     */
    async unpaidOrdersToRemind(placedAfter: Date, placedBefore: Date, limit: number) {
      return (
        db
          .selectFrom('orders')
          .innerJoin('users', 'users.id', 'orders.user_id')
          .select(ORDER_MESSAGE_COLUMNS)
          // An order on terms is not cancelled when unpaid: it gets its overdue reminder instead.
          .where(unpaidByCard)
          .where('orders.created_at', '>', placedAfter.toISOString())
          .where('orders.created_at', '<=', placedBefore.toISOString())
          .where(sql<SqlBool>`users.email_verified = ${dialect === 'postgres' ? sql`true` : sql`1`}`)
          .where(sql<SqlBool>`users.email_payment_reminders = ${dialect === 'postgres' ? sql`true` : sql`1`}`)
          .where(notReminded('payment-reminder'))
          .orderBy('orders.created_at')
          .limit(limit)
          .execute()
      );
    },

    /** Orders on terms whose transfer was due before `now`, unpaid or shipped before it, that have had no overdue reminder, oldest due first. */
    async overdueOrdersToRemind(now: Date, limit: number) {
      return db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select([...ORDER_MESSAGE_COLUMNS, 'orders.payment_due_at'])
        .where(awaitingTransfer)
        .where('orders.payment_due_at', '<', now.toISOString())
        .where(sql<SqlBool>`users.email_verified = ${dialect === 'postgres' ? sql`true` : sql`1`}`)
        .where(notReminded('payment-overdue'))
        .orderBy('orders.payment_due_at')
        .limit(limit)
        .execute();
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
