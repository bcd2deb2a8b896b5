import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { ORDER_COUNT_SHARDS } from '../order-counts';

/**
 * How many orders each account, and the whole shop, has in each status, kept by triggers on orders: the order lists
 * answer X-Total-Count from a few rows instead of counting every matching order (at 100,000 orders a count took
 * longer than the page itself). Scope is the account's id, or `*<id % 16>` for the shop's shards.
 *
 * On PostgreSQL the counts change when the transaction commits (a deferred constraint trigger): a transaction never
 * waits for a count row while it holds another lock (a part's stock row), so the counts add no deadlock.
 */
export function orderCountsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('order_counts')
        .addColumn('scope', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('orders', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('order_counts_pk', ['scope', 'status'])
        .execute();
      const shard = (id: string) =>
        dialect === 'postgres' ? sql.raw(`'*' || (${id} % ${ORDER_COUNT_SHARDS})::text`) : sql.raw(`'*' || (${id} % ${ORDER_COUNT_SHARDS})`);
      await sql`insert into order_counts (scope, status, orders)
        select ${shard('id')}, status, count(*) from orders group by 1, 2
        union all
        select user_id, status, count(*) from orders where user_id is not null group by 1, 2`.execute(db);

      const add = (scope: string, status: string, change: 1 | -1) =>
        `insert into order_counts (scope, status, orders) select ${scope}, ${status}, ${change} where ${scope} is not null
           on conflict (scope, status) do update set orders = order_counts.orders + ${change};`;
      if (dialect === 'postgres') {
        await sql
          .raw(
            `create function count_orders() returns trigger language plpgsql as $$
            begin
              if tg_op = 'UPDATE' and old.status = new.status and old.user_id is not distinct from new.user_id then return null; end if;
              if tg_op in ('UPDATE', 'DELETE') then
                ${add(`'*' || (old.id % ${ORDER_COUNT_SHARDS})::text`, 'old.status', -1)}
                ${add('old.user_id', 'old.status', -1)}
              end if;
              if tg_op in ('INSERT', 'UPDATE') then
                ${add(`'*' || (new.id % ${ORDER_COUNT_SHARDS})::text`, 'new.status', 1)}
                ${add('new.user_id', 'new.status', 1)}
              end if;
              return null;
            end $$`,
          )
          .execute(db);
        await sql`create constraint trigger orders_counted after insert or update or delete on orders
          deferrable initially deferred for each row execute function count_orders()`.execute(db);
        return;
      }
      const oldShard = `'*' || (old.id % ${ORDER_COUNT_SHARDS})`;
      const newShard = `'*' || (new.id % ${ORDER_COUNT_SHARDS})`;
      await sql
        .raw(`create trigger orders_counted_insert after insert on orders begin ${add(newShard, 'new.status', 1)} ${add('new.user_id', 'new.status', 1)} end`)
        .execute(db);
      await sql
        .raw(
          `create trigger orders_counted_update after update of status, user_id on orders
           when old.status is not new.status or old.user_id is not new.user_id
           begin ${add(oldShard, 'old.status', -1)} ${add('old.user_id', 'old.status', -1)} ${add(newShard, 'new.status', 1)} ${add('new.user_id', 'new.status', 1)} end`,
        )
        .execute(db);
      await sql
        .raw(`create trigger orders_counted_delete after delete on orders begin ${add(oldShard, 'old.status', -1)} ${add('old.user_id', 'old.status', -1)} end`)
        .execute(db);
    },
  };
}
