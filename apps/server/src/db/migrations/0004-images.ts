import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/** Uploaded images live in the database, so every app instance serves every image. */
export function imagesMigration(dialect: Dialect) {
  const { isPostgres, timestamp: timestampType, now } = columnTypes(dialect);
  const bytes = isPostgres ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('images')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('owner_id', 'text')
        .addColumn('full_webp', bytes, (col) => col.notNull())
        .addColumn('card_webp', bytes, (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('created_at', timestampType, (col) => col.notNull().defaultTo(now))
        .execute();
    },
  };
}
