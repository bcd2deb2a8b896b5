import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';
import { rebuildSqliteTable } from './sqlite-rebuild';

const STATUS_CHECK = sql`status in ('unpaid', 'paid', 'shipped', 'delivered', 'cancelled')`;

/**
 * The order lifecycle and the paged order lists:
 * - statuses shipped and delivered, with the time of each step, the carrier and the tracking number;
 * - order_events: every change of an order's status, when and by whom (the history admins and customers read);
 * - indexes for the lists, newest first: one account's orders, and every order of a status.
 */
export function orderLifecycleMigration(dialect: Dialect) {
  const { isPostgres, id: idType, timestamp: timestampType } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      if (isPostgres) {
        await sql`alter table orders drop constraint if exists orders_status_check`.execute(db);
        await sql`alter table orders add constraint orders_status_check check (${STATUS_CHECK})`.execute(db);
      } else {
        await widenSqliteStatusCheck(db);
      }
      for (const column of ['paid_at', 'shipped_at', 'delivered_at']) {
        await db.schema.alterTable('orders').addColumn(column, timestampType).execute();
      }
      await db.schema.alterTable('orders').addColumn('carrier', 'text').execute();
      await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute();
      await sql`update orders set paid_at = updated_at where status = 'paid'`.execute(db);

      await db.schema
        .createTable('order_events')
        .addColumn('id', idType, (col) => (isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()))
        .addColumn('order_id', idType, (col) => col.notNull().references('orders.id'))
        .addColumn('status', 'text', (col) => col.notNull().check(STATUS_CHECK))
        .addColumn('actor', 'text', (col) => col.notNull().check(sql`actor in ('customer', 'admin', 'shop')`))
        // No foreign key: the history outlives a deleted account.
        .addColumn('actor_id', 'text')
        .addColumn('at', timestampType, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'id']).execute();
      // What is known of the orders placed before: when they were placed, and their status since the last change.
      await sql`insert into order_events (order_id, status, actor, actor_id, at)
        select id, 'unpaid', 'customer', user_id, created_at from orders`.execute(db);
      await sql`insert into order_events (order_id, status, actor, actor_id, at)
        select id, status, 'shop', null, updated_at from orders where status <> 'unpaid'`.execute(db);

      // A page of one account's orders reads the first; counting them by status reads only the second.
      await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('orders_user_status_idx').on('orders').columns(['user_id', 'status', 'id']).execute();
      await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'id']).execute();
      await db.schema.createIndex('orders_paid_at_idx').on('orders').column('paid_at').execute();
      await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
    },
  };
}

/** SQLite cannot alter a CHECK constraint: the table is rebuilt with the new one. */
async function widenSqliteStatusCheck(db: Kysely<any>) {
  const oldCheck = "status in ('unpaid', 'paid', 'cancelled')";
  await rebuildSqliteTable(db, 'orders', (definition) => {
    if (!definition.includes(oldCheck)) throw new Error('orders: the status check to widen was not found');
    return definition.replace(oldCheck, "status in ('unpaid', 'paid', 'shipped', 'delivered', 'cancelled')");
  });
}
