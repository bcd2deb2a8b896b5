import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/** Quantity price breaks: from `min_quantity` pieces on, a part sells at `price_cents` per piece (at most 10 per part). */
export function priceTiersMigration(dialect: Dialect) {
  const { id: idType } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('price_tiers')
        .addColumn('product_id', idType, (col) => col.notNull().references('products.id').onDelete('cascade'))
        .addColumn('min_quantity', 'integer', (col) => col.notNull())
        .addColumn('price_cents', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('price_tiers_pkey', ['product_id', 'min_quantity'])
        .addCheckConstraint('price_tiers_positive', sql`min_quantity >= 1 and price_cents > 0`)
        .execute();
    },
  };
}
