import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Reviews come from buyers (decision 0013):
 * - `verified`: the author had a paid order when writing the review (the "verified buyer" badge). Reviews written
 *   before this migration are verified when their author has a paid, shipped or delivered order now.
 * - `hidden_at`: when an admin hid the review. The public list, newest first, reads the reviews not hidden through a
 *   partial index, so hidden ones (300 of a spammer's, say) cost it nothing.
 * - One review per account, held by a unique index, so two requests at once cannot both add one. An account that
 *   already has several keeps its newest; the older ones are hidden and no longer tied to it, or the index could not
 *   be built.
 */
export function reviewsFromBuyersMigration(dialect: Dialect) {
  const { isPostgres, timestamp: timestampType, boolean: booleanType, false: falseValue, now } = columnTypes(dialect);
  const trueValue = isPostgres ? sql`true` : sql`1`;
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('reviews')
        .addColumn('verified', booleanType, (col) => col.notNull().defaultTo(falseValue))
        .execute();
      await db.schema.alterTable('reviews').addColumn('hidden_at', timestampType).execute();
      await sql`update reviews set verified = ${trueValue}
        where exists (select 1 from orders where orders.user_id = reviews.user_id and orders.status in ('paid', 'shipped', 'delivered'))`.execute(db);
      await sql`update reviews set hidden_at = ${now}, user_id = null
        where user_id is not null and id < (select max(newer.id) from reviews newer where newer.user_id = reviews.user_id)`.execute(db);
      await db.schema.createIndex('reviews_one_per_account').on('reviews').column('user_id').unique().where('user_id', 'is not', null).execute();
      await db.schema.createIndex('reviews_visible_idx').on('reviews').column('id').where(sql.ref('hidden_at'), 'is', null).execute();
    },
  };
}
