import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/** Payments: the built-in test provider's intents, the webhook events already applied, and refunds of orders. */
export function paymentsMigration(dialect: Dialect) {
  const { id: idType, timestamp: timestampType, now } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('test_payment_intents')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('client_secret', 'text', (col) => col.notNull().unique())
        .addColumn('order_id', idType, (col) => col.notNull().references('orders.id'))
        .addColumn('amount_cents', 'integer', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('requires_payment_method', 'succeeded', 'canceled', 'refunded')`))
        .addColumn('created_at', timestampType, (col) => col.notNull().defaultTo(now))
        .execute();

      // A webhook event is applied once: its id is recorded in the same transaction as its effect.
      await db.schema
        .createTable('webhook_events')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('received_at', timestampType, (col) => col.notNull().defaultTo(now))
        .execute();

      await db.schema.alterTable('orders').addColumn('refunded_at', timestampType).execute();
    },
  };
}
