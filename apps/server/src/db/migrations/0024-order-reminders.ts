import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * The reminders an order has had (mail's own record): one row per order and kind ('payment-reminder' before an unpaid
 * order's hold ends, 'payment-overdue' once a transfer on terms is past its due day). The sweeps wrote each reminder with
 * a dedupe key in the outbox and looked for it there, but sent messages are deleted after MAIL_KEEP_SENT_DAYS, and an
 * order on terms never expires: its overdue reminder was sent again every time its row was gone. The reminders already
 * in the outbox are recorded here, so none is sent twice across the upgrade.
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
