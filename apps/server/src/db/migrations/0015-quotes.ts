import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Quote requests beyond stock: a customer asks for a quantity by a date, an admin answers with a price per piece
 * (cents) and the date the parts are available (or declines), and the customer accepts, which places the order
 * (`order_id`, unique: one order per quote). Dates the people choose (`wanted_by`, `available_by`) are calendar days,
 * "2026-12-31", as text on both databases.
 */
export function quotesMigration(dialect: Dialect) {
  const { id: idType, timestamp: timestampType, now, isPostgres } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('quotes')
        .addColumn('id', idType, (col) => (isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()))
        .addColumn('user_id', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('product_id', idType, (col) => col.notNull().references('products.id'))
        .addColumn('product_name', 'text', (col) => col.notNull())
        .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
        .addColumn('wanted_by', 'text', (col) => col.notNull())
        .addColumn('note', 'text')
        .addColumn('status', 'text', (col) =>
          col
            .notNull()
            .defaultTo('requested')
            .check(sql`status in ('requested', 'answered', 'declined', 'accepted')`),
        )
        .addColumn('unit_price_cents', 'integer')
        .addColumn('available_by', 'text')
        .addColumn('answer_note', 'text')
        .addColumn('answered_at', timestampType)
        .addColumn('answered_by', 'text')
        .addColumn('valid_until', timestampType)
        .addColumn('order_id', idType, (col) => col.unique().references('orders.id'))
        .addColumn('created_at', timestampType, (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', timestampType, (col) => col.notNull().defaultTo(now))
        .execute();
      // My Quotes, newest first; and the account's open requests and recent ones (its limits).
      await db.schema.createIndex('quotes_user_idx').on('quotes').columns(['user_id', 'id']).execute();
      // Quote Requests (admin) by status, newest first.
      await db.schema.createIndex('quotes_status_idx').on('quotes').columns(['status', 'id']).execute();
    },
  };
}
