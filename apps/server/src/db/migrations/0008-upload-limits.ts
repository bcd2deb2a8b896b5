import type { Kysely } from 'kysely';

/**
 * Upload limits (issue 15). An account's uploads are counted through (owner_id, created_at), so a rate or quota check
 * reads at most the limit's number of index entries. The sweep of unused images walks the images oldest first
 * (created_at) and asks every column that can hold an image's address through an index of its own.
 */
export function uploadLimitsMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createIndex('images_owner_created_idx').on('images').columns(['owner_id', 'created_at']).execute();
      await db.schema.createIndex('images_created_idx').on('images').columns(['created_at', 'id']).execute();
      for (const table of ['products', 'reviews', 'users']) await db.schema.createIndex(`${table}_image_idx`).on(table).column('image').execute();
    },
  };
}
