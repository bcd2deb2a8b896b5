import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/** The first schema: the catalogue, reviews, orders and profiles. Accounts arrive with their own migration. */
export function initialMigration(dialect: Dialect) {
  const { isPostgres, id: idType, timestamp: timestampType, now } = columnTypes(dialect);

  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('products')
        .addColumn('id', idType, (col) => (isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('image', 'text', (col) => col.notNull())
        .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents > 0`))
        .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 0`))
        .addColumn('minimum', 'integer', (col) => col.notNull().check(sql`minimum >= 1`))
        .addColumn('seed_key', 'text', (col) => col.unique())
        .addColumn('created_at', timestampType, (col) => col.notNull().defaultTo(now))
        .addColumn('deleted_at', timestampType)
        .execute();
      await db.schema.createIndex('products_price_idx').on('products').columns(['price_cents', 'id']).execute();
      await db.schema
        .createIndex('products_name_idx')
        .on('products')
        .expression(sql`lower(name)`)
        .execute();

      await db.schema
        .createTable('reviews')
        .addColumn('id', idType, (col) => (isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()))
        .addColumn('user_id', 'text')
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('location', 'text', (col) => col.notNull())
        .addColumn('review', 'text', (col) => col.notNull())
        .addColumn('ratings', 'integer', (col) => col.notNull().check(sql`ratings between 1 and 5`))
        .addColumn('image', 'text', (col) => col.notNull())
        .addColumn('seed_key', 'text', (col) => col.unique())
        .addColumn('created_at', timestampType, (col) => col.notNull().defaultTo(now))
        .execute();

      await db.schema
        .createTable('orders')
        .addColumn('id', idType, (col) => (isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()))
        .addColumn('user_id', 'text')
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('product_id', idType, (col) => col.notNull().references('products.id'))
        .addColumn('product_name', 'text', (col) => col.notNull())
        .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
        .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
        .addColumn('price_cents', 'integer', (col) => col.notNull())
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('address', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) =>
          col
            .notNull()
            .defaultTo('unpaid')
            .check(sql`status in ('unpaid', 'paid', 'cancelled')`),
        )
        .addColumn('transaction_id', 'text')
        .addColumn('payment_intent_id', 'text', (col) => col.unique())
        .addColumn('idempotency_key', 'text')
        .addColumn('created_at', timestampType, (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', timestampType, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('orders_email_idx').on('orders').columns(['email', 'id']).execute();
      await db.schema.createIndex('orders_product_idx').on('orders').column('product_id').execute();
      await db.schema.createIndex('orders_idempotency_idx').on('orders').columns(['user_id', 'idempotency_key']).unique().execute();

      await db.schema
        .createTable('profiles')
        .addColumn('user_id', 'text', (col) => col.primaryKey())
        .addColumn('education', 'text')
        .addColumn('address', 'text')
        .addColumn('phone', 'text')
        .addColumn('linkedin', 'text')
        .addColumn('updated_at', timestampType, (col) => col.notNull().defaultTo(now))
        .execute();
    },
  };
}
