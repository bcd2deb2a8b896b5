import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * A bill of materials in one order (issue 34, decision 0028):
 * - order_lines: the parts of an order, each with its quantity and its price per piece when the order was placed. Every
 *   order has at least one; each order of before gets its one line. The order's row keeps the specification's summary
 *   (the first line's part, the pieces of every line, the total) and `line_count`.
 * - cart_lines: a signed-in customer's cart, one line per part, with the price per piece the customer saw when setting it.
 * - saved_lists and saved_list_lines: carts saved under a name, to order again.
 * - addresses: the account's delivery address book.
 * The account's own rows (cart, lists, addresses) go with the account. And the admins, who are mailed about each paid
 * order and quote request inside its transaction, are found without reading every account (users_admin_idx).
 */
export function ordersWithLinesMigration(dialect: Dialect) {
  const { id: idType, timestamp: timestampType, now, isPostgres } = columnTypes(dialect);
  const identity = (col: ColumnDefinitionBuilder) => (isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('order_lines')
        .addColumn('id', idType, identity)
        .addColumn('order_id', idType, (col) => col.notNull().references('orders.id'))
        .addColumn('position', 'integer', (col) => col.notNull().check(sql`position > 0`))
        .addColumn('product_id', idType, (col) => col.notNull().references('products.id'))
        .addColumn('product_name', 'text', (col) => col.notNull())
        .addColumn('part_number', 'text')
        .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
        .addColumn('unit_price_cents', 'integer', (col) => col.notNull().check(sql`unit_price_cents >= 0`))
        .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
        .addUniqueConstraint('order_lines_position_key', ['order_id', 'position'])
        .execute();
      await sql`insert into order_lines (order_id, position, product_id, product_name, part_number, quantity, unit_price_cents, price_cents)
        select id, 1, product_id, product_name, part_number, quantity, unit_price_cents, price_cents from orders order by id`.execute(db);

      // Orders written in the migrating transaction queued the order counts' deferred triggers, and PostgreSQL alters no
      // table with events pending (as in migration 0017).
      if (isPostgres) await sql`set constraints all immediate`.execute(db);
      await db.schema
        .alterTable('orders')
        .addColumn('line_count', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable('cart_lines')
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', idType, (col) => col.notNull().references('products.id'))
        .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
        .addColumn('seen_unit_price_cents', 'integer', (col) => col.notNull())
        // 1, 2, ...: the order the customer added the parts in (a BOM's lines, added at once, keep the BOM's order).
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('added_at', timestampType, (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', timestampType, (col) => col.notNull().defaultTo(now))
        .addPrimaryKeyConstraint('cart_lines_pkey', ['user_id', 'product_id'])
        .execute();

      await db.schema
        .createTable('saved_lists')
        .addColumn('id', idType, identity)
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('created_at', timestampType, (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', timestampType, (col) => col.notNull().defaultTo(now))
        .addUniqueConstraint('saved_lists_name_key', ['user_id', 'name'])
        .execute();
      await db.schema
        .createTable('saved_list_lines')
        .addColumn('list_id', idType, (col) => col.notNull().references('saved_lists.id').onDelete('cascade'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('product_id', idType, (col) => col.notNull().references('products.id'))
        .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
        .addPrimaryKeyConstraint('saved_list_lines_pkey', ['list_id', 'position'])
        .execute();

      await db.schema
        .createTable('addresses')
        .addColumn('id', idType, identity)
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('phone', 'text', (col) => col.notNull())
        .addColumn('address', 'text', (col) => col.notNull())
        .addColumn('created_at', timestampType, (col) => col.notNull().defaultTo(now))
        .addColumn('last_used_at', timestampType)
        .addUniqueConstraint('addresses_user_key', ['user_id', 'phone', 'address'])
        .execute();

      await db.schema.createIndex('users_admin_idx').on('users').columns(['created_at', 'id']).where(sql.ref('role'), '=', 'admin').execute();
    },
  };
}
