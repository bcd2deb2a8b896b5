import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';
import { rebuildSqliteTable } from './sqlite-rebuild';

/**
 * One owner per table: payments keeps its own record of each order's payment intent and of its refund, and no longer
 * writes orders.
 * - payment_intents: the intent made for an order (one per order) and when its money went back (`refunded_at`),
 *   moved from orders.payment_intent_id and from orders.refunded_at of cancelled orders.
 * - orders.refund_requested_at: an admin began cancelling the paid order and its refund is under way, so it is not
 *   shipped; taken from orders.refunded_at of orders still paid (a refund begun and not finished).
 * - order_events.refunded: the change gave the customer's money back (a payment that arrived after the cancel).
 * orders.payment_intent_id and orders.refunded_at go.
 */
export function paymentRecordsMigration(dialect: Dialect) {
  const { isPostgres, id: idType, timestamp: timestampType, boolean: booleanType, false: falseValue, now } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('payment_intents')
        .addColumn('order_id', idType, (col) => col.primaryKey().references('orders.id'))
        .addColumn('intent_id', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', timestampType, (col) => col.notNull().defaultTo(now))
        .addColumn('refunded_at', timestampType)
        .execute();
      await sql`insert into payment_intents (order_id, intent_id, created_at, refunded_at)
        select id, payment_intent_id, created_at, case when status = 'cancelled' then refunded_at end
        from orders where payment_intent_id is not null`.execute(db);

      await db.schema.alterTable('orders').addColumn('refund_requested_at', timestampType).execute();
      await sql`update orders set refund_requested_at = refunded_at where status = 'paid'`.execute(db);

      await db.schema
        .alterTable('order_events')
        .addColumn('refunded', booleanType, (col) => col.notNull().defaultTo(falseValue))
        .execute();

      if (isPostgres) {
        // The update above queued the order counts' deferred triggers, and PostgreSQL alters no table with events pending.
        await sql`set constraints all immediate`.execute(db);
        await db.schema.alterTable('orders').dropColumn('payment_intent_id').execute();
        await db.schema.alterTable('orders').dropColumn('refunded_at').execute();
      } else {
        await dropSqliteOrderPaymentColumns(db);
      }
    },
  };
}

const DROPPED = ['payment_intent_id', 'refunded_at'];

/** SQLite drops no UNIQUE column (payment_intent_id): the table is rebuilt without both columns. */
async function dropSqliteOrderPaymentColumns(db: Kysely<any>) {
  await rebuildSqliteTable(db, 'orders', (definition) => {
    let rebuilt = definition;
    for (const column of DROPPED) rebuilt = rebuilt.replace(new RegExp(`,\\s*"${column}"[^,)]*`), '');
    if (DROPPED.some((column) => rebuilt.includes(`"${column}"`))) throw new Error('orders: a payment column to drop was not found');
    return rebuilt;
  });
}
