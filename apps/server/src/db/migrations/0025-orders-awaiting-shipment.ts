import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * The orders awaiting shipment (`db/awaiting-shipment.ts`: paid, or unpaid on terms) are counted on every visit to the
 * admin overview and listed by Manage Orders' toShip filter. The index on status reads the paid ones; this one reads the
 * orders on terms by status, so that the unpaid ones among them are found without reading every unpaid card order's row.
 */
export function ordersAwaitingShipmentMigration(dialect: Dialect) {
  const { isPostgres } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      // As in migration 0021: PostgreSQL indexes no table with the order counts' deferred trigger events pending.
      if (isPostgres) await sql`set constraints all immediate`.execute(db);
      await db.schema
        .createIndex('orders_on_terms_status_idx')
        .on('orders')
        .columns(['status', 'id'])
        .where(sql.ref('payment_due_at'), 'is not', null)
        .execute();
    },
  };
}
