import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Bank transfer on terms (issue 35, decision 0030): an admin lets a company account order without a card, to pay within
 * `payment_terms_days` of the order, up to `credit_limit_cents` owed on terms at once. Such an order carries the day its
 * payment is due (`payment_due_at`; null: paid by card); it is invoiced when placed, never expires, and an admin records
 * the transfer (its reference is the order's transaction id). Overdue orders are found by their due day.
 */
export function paymentTermsMigration(dialect: Dialect) {
  const { timestamp: timestampType, isPostgres } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('users')
        .addColumn('payment_terms_days', 'integer', (col) => col.check(sql`payment_terms_days between 1 and 120`))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('credit_limit_cents', 'integer', (col) => col.check(sql`credit_limit_cents >= 0`))
        .execute();
      // As in migration 0021: PostgreSQL alters no table with the order counts' deferred trigger events pending.
      if (isPostgres) await sql`set constraints all immediate`.execute(db);
      await db.schema.alterTable('orders').addColumn('payment_due_at', timestampType).execute();
      await db.schema
        .createIndex('orders_payment_due_idx')
        .on('orders')
        .columns(['payment_due_at', 'id'])
        .where(sql.ref('payment_due_at'), 'is not', null)
        .execute();
    },
  };
}
