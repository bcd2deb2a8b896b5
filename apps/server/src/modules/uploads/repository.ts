import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { lockAccountRow } from '../../lib/sql';

interface NewImage {
  id: string;
  ownerId: string;
  full: Buffer;
  card: Buffer;
  width: number;
  height: number;
}

/** Every column that can hold an uploaded image's address (/uploads/{id}.webp or {id}-card.webp); each has an index (migration 0008). */
const TABLES_WITH_IMAGES = ['products', 'reviews', 'users'] as const;

/** What the upload limits read: an account's own rows, through the (owner_id, created_at) index, never more than the limit. */
function uploadCounts(db: Kysely<Database>) {
  return {
    /** When the account's newest uploads since `since` were made, newest first: at most `limit` of them. */
    async newestUploadTimes(ownerId: string, since: Date, limit: number): Promise<Date[]> {
      const rows = await db
        .selectFrom('images')
        .select('created_at')
        .where('owner_id', '=', ownerId)
        .where('created_at', '>', since.toISOString())
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => new Date(row.created_at));
    },

    /** How many images the account keeps, counted up to `limit`. */
    async countStored(ownerId: string, limit: number): Promise<number> {
      const rows = await db.selectFrom('images').select('created_at').where('owner_id', '=', ownerId).limit(limit).execute();
      return rows.length;
    },
  };
}

export type UploadCounts = ReturnType<typeof uploadCounts>;

export function createImageRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    ...uploadCounts(db),

    /**
     * Runs `check` (which may throw) and saves the image, in one transaction that holds the account's row: concurrent
     * uploads of one account, on any instance, are checked one after the other, each seeing the ones saved before it.
     * (SQLite runs one transaction at a time anyway.)
     */
    async saveChecked(image: NewImage, check: (counts: UploadCounts) => Promise<void>) {
      await db.transaction().execute(async (trx) => {
        await lockAccountRow(trx, dialect, image.ownerId);
        await check(uploadCounts(trx));
        await trx
          .insertInto('images')
          .values({ id: image.id, owner_id: image.ownerId, full_webp: image.full, card_webp: image.card, width: image.width, height: image.height })
          .execute();
      });
    },

    async find(id: string, variant: 'full' | 'card'): Promise<Buffer | undefined> {
      const column = variant === 'full' ? 'full_webp' : 'card_webp';
      const row = await db.selectFrom('images').select(column).where('id', '=', id).executeTakeFirst();
      return row ? Buffer.from(row[column] as Uint8Array) : undefined;
    },

    /**
     * Deletes up to `limit` images made before `createdBefore` that no part (listed or deleted), review or account
     * uses and that are not in `keep`, oldest first; answers how many. Safe on several instances at once: a row
     * another one deleted first is skipped.
     */
    async deleteUnused(createdBefore: Date, keep: string[], limit: number): Promise<number> {
      const addresses = [sql<string>`'/uploads/' || images.id || '.webp'`, sql<string>`'/uploads/' || images.id || '-card.webp'`];
      const unused = db
        .selectFrom('images')
        .select('id')
        .where('created_at', '<', createdBefore.toISOString())
        .where((eb) => eb.not(eb.or(TABLES_WITH_IMAGES.map((table) => eb.exists(eb.selectFrom(table).select('image').where('image', 'in', addresses))))))
        .$if(keep.length > 0, (query) => query.where('id', 'not in', keep))
        .orderBy('created_at')
        .limit(limit);
      const result = await db.deleteFrom('images').where('id', 'in', unused).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ImageRepository = ReturnType<typeof createImageRepository>;
