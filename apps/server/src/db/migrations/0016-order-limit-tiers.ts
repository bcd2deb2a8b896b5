import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * What an account may hold in unpaid orders depends on it (decision 0015):
 * - `orders.placed_unconfirmed`: the order was placed while the account's address was unconfirmed, so it holds its
 *   parts for the shorter hold of such orders (decision 0008). Orders placed before this migration keep the usual hold.
 * - `users.order_unpaid_limit_cents`: the value of unpaid orders an admin set for this account, instead of its tier's;
 *   null: the tier's.
 */
export function orderLimitTiersMigration(dialect: Dialect) {
  const { boolean: booleanType, false: falseValue } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('orders')
        .addColumn('placed_unconfirmed', booleanType, (col) => col.notNull().defaultTo(falseValue))
        .execute();
      await db.schema.alterTable('users').addColumn('order_unpaid_limit_cents', 'bigint').execute();
    },
  };
}
