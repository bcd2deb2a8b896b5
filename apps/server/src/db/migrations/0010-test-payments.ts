import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Orders paid through a provider that takes no money (the test provider, Stripe's test mode) are marked, so that
 * admins never take them for real payments. Orders the test provider paid before this are marked too.
 */
export function testPaymentsMigration(dialect: Dialect) {
  const { boolean: booleanType, false: falseValue } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('orders')
        .addColumn('test_payment', booleanType, (col) => col.notNull().defaultTo(falseValue))
        .execute();
      await db
        .updateTable('orders')
        .set({ test_payment: dialect === 'postgres' ? true : 1 })
        .where('transaction_id', 'is not', null)
        .where('payment_intent_id', 'in', db.selectFrom('test_payment_intents').select('id'))
        .execute();
    },
  };
}
