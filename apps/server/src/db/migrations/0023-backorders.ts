import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Backorders (issue 35, decision 0030): a line may be ordered beyond stock where the part has a lead time
 * (`products.lead_time_days`; null: never beyond stock) or an answered quote promised a day. The line takes what is in
 * stock; `order_lines.backordered` pieces wait, promised by `promised_by` (a day). Restocking gives the waiting lines
 * their pieces, oldest line first; an order ships once none of its lines waits.
 */
export function backordersMigration(dialect: Dialect) {
  const { isPostgres } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('products')
        .addColumn('lead_time_days', 'integer', (col) => col.check(sql`lead_time_days between 1 and 365`))
        .execute();
      await db.schema
        .alterTable('order_lines')
        .addColumn('backordered', 'integer', (col) =>
          col
            .notNull()
            .defaultTo(0)
            .check(sql`backordered >= 0 and backordered <= quantity`),
        )
        .execute();
      await db.schema.alterTable('order_lines').addColumn('promised_by', 'text').execute();
      if (isPostgres) await sql`set constraints all immediate`.execute(db);
      await db.schema.createIndex('order_lines_waiting_idx').on('order_lines').columns(['product_id', 'id']).where(sql.ref('backordered'), '>', 0).execute();
    },
  };
}
