import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * The reminders an order has had (mail's own record): one row per order and kind ('payment-reminder' before an unpaid
 * order's hold ends, 'payment-overdue' once a transfer on terms is past its due day). The sweeps wrote each reminder with
 * a dedupe key in the outbox and looked for it there, but sent messages are deleted after MAIL_KEEP_SENT_DAYS, and an
 * order on terms never expires: its overdue reminder was sent again every time its row was gone. The reminders already
 * in the outbox are recorded here, so none is sent twice across the upgrade.
 *
 * An order on terms may now ship before its transfer (decision 0030): what an account owes is its orders on terms with
 * no transfer recorded, whatever their status but cancelled. Two partial indexes of the live orders on terms read those
 * by account (the credit limit at each checkout on terms, the company record) and by due day (the overdue ones: the
 * overview, the reminder sweep, Manage Orders' filter).
 */
export function orderRemindersMigration(dialect: Dialect) {
  const { id: idType, timestamp: timestampType, isPostgres } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('order_reminders')
        .addColumn('order_id', idType, (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('payment-reminder', 'payment-overdue')`))
        .addColumn('sent_at', timestampType, (col) => col.notNull())
        .addPrimaryKeyConstraint('order_reminders_pk', ['order_id', 'kind'])
        .execute();
      // As in migration 0021: PostgreSQL indexes no table with the order counts' deferred trigger events pending.
      if (isPostgres) await sql`set constraints all immediate`.execute(db);
      // paid_at in the keys, not the condition: SQLite would read "paid_at is null" from the index on paid_at alone
      // (every order never paid, the expired ones included) rather than from an index that only implies it.
      const onTerms = sql<boolean>`payment_due_at is not null and status != 'cancelled'`;
      await db.schema.createIndex('orders_owed_on_terms_idx').on('orders').columns(['user_id', 'paid_at', 'price_cents']).where(onTerms).execute();
      await db.schema.createIndex('orders_overdue_idx').on('orders').columns(['paid_at', 'payment_due_at', 'id']).where(onTerms).execute();
      // The outbox's keys are 'payment-reminder:<order id>' and 'payment-overdue:<order id>'.
      const orderId = isPostgres
        ? sql`cast(split_part(outbox.dedupe_key, ':', 2) as bigint)`
        : sql`cast(substr(outbox.dedupe_key, instr(outbox.dedupe_key, ':') + 1) as integer)`;
      const kind = isPostgres ? sql`split_part(outbox.dedupe_key, ':', 1)` : sql`substr(outbox.dedupe_key, 1, instr(outbox.dedupe_key, ':') - 1)`;
      await sql`
        insert into order_reminders (order_id, kind, sent_at)
        select ${orderId}, ${kind}, outbox.created_at from outbox
        where (outbox.dedupe_key like 'payment-reminder:%' or outbox.dedupe_key like 'payment-overdue:%')
          and exists (select 1 from orders where orders.id = ${orderId})
      `.execute(db);
    },
  };
}
