import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { toCount } from '../../lib/sql';
import type { ChangeHook } from '../audit';

export interface NewDatasheet {
  productId: string;
  title: string;
  fileName: string;
  sha256: string;
  content: Buffer;
}

export interface DatasheetRow {
  id: string;
  title: string;
  fileName: string;
  bytes: number;
}

/** A datasheet with its part, as the audit log records it. */
export interface DatasheetOfPart extends DatasheetRow {
  productId: string;
  partNumber: string;
}

/** Why a datasheet was not saved: its part is missing or deleted, or already has `max` of them. */
export type SaveRefusal = 'partNotFound' | 'full';

const listedPart = (db: Kysely<Database>, productId: string) =>
  db.selectFrom('products').select('id').where('id', '=', productId).where('deleted_at', 'is', null);

export function createDatasheetRepository(db: Kysely<Database>, dialect: Dialect) {
  /** The part's datasheets, or 'partNotFound' when the part is missing or deleted; at most `max` are counted. */
  async function countFor(executor: Kysely<Database>, productId: string, max: number): Promise<number | 'partNotFound'> {
    const part = await listedPart(executor, productId).executeTakeFirst();
    if (!part) return 'partNotFound';
    const rows = await executor.selectFrom('datasheets').select('id').where('product_id', '=', productId).limit(max).execute();
    return rows.length;
  }

  /** A datasheet with its part's id and number (listed or not), without its content. */
  async function ofPart(executor: Kysely<Database>, id: string): Promise<DatasheetOfPart | undefined> {
    const row = await executor
      .selectFrom('datasheets')
      .innerJoin('products', 'products.id', 'datasheets.product_id')
      .select(['datasheets.id', 'datasheets.title', 'datasheets.file_name', 'datasheets.bytes', 'datasheets.product_id', 'products.part_number'])
      .where('datasheets.id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        id: String(row.id),
        title: row.title,
        fileName: row.file_name,
        bytes: toCount(row.bytes),
        productId: String(row.product_id),
        partNumber: row.part_number,
      }
    );
  }

  return {
    countFor: (productId: string, max: number) => countFor(db, productId, max),

    /**
     * Saves the datasheet unless its part is gone or already has `max`, checked in the same transaction, which holds
     * the part's row: two uploads at once, on any instance, cannot both take the last place. (SQLite runs one write at a time.)
     */
    async saveChecked(datasheet: NewDatasheet, max: number, onChange?: ChangeHook<DatasheetOfPart>): Promise<DatasheetRow | SaveRefusal> {
      return db.transaction().execute(async (trx) => {
        if (dialect === 'postgres') await listedPart(trx, datasheet.productId).forUpdate().execute();
        const count = await countFor(trx, datasheet.productId, max);
        if (count === 'partNotFound') return count;
        if (count >= max) return 'full';
        const { id } = await trx
          .insertInto('datasheets')
          .values({
            product_id: datasheet.productId,
            title: datasheet.title,
            file_name: datasheet.fileName,
            bytes: datasheet.content.length,
            sha256: datasheet.sha256,
            content: datasheet.content,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (onChange) await onChange(trx, { before: null, after: (await ofPart(trx, String(id)))! });
        return { id: String(id), title: datasheet.title, fileName: datasheet.fileName, bytes: datasheet.content.length };
      });
    },

    /** A listed part's datasheets, oldest first, without their content. */
    async listFor(productId: string): Promise<DatasheetRow[]> {
      const rows = await db
        .selectFrom('datasheets')
        .innerJoin('products', 'products.id', 'datasheets.product_id')
        .select(['datasheets.id', 'datasheets.title', 'datasheets.file_name', 'datasheets.bytes'])
        .where('datasheets.product_id', '=', productId)
        .where('products.deleted_at', 'is', null)
        .orderBy('datasheets.id')
        .execute();
      return rows.map((row) => ({ id: String(row.id), title: row.title, fileName: row.file_name, bytes: toCount(row.bytes) }));
    },

    /** A datasheet to download: only while its part is listed. */
    async findFile(id: string): Promise<{ fileName: string; sha256: string; content: Buffer } | undefined> {
      const row = await db
        .selectFrom('datasheets')
        .innerJoin('products', 'products.id', 'datasheets.product_id')
        .select(['datasheets.file_name', 'datasheets.sha256', 'datasheets.content'])
        .where('datasheets.id', '=', id)
        .where('products.deleted_at', 'is', null)
        .executeTakeFirst();
      return row ? { fileName: row.file_name, sha256: row.sha256, content: Buffer.from(row.content) } : undefined;
    },

    /** Answers whether there was such a datasheet. */
    async delete(id: string, onChange?: ChangeHook<DatasheetOfPart>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const before = onChange && (await ofPart(trx, id));
        const result = await trx.deleteFrom('datasheets').where('id', '=', id).executeTakeFirst();
        const deleted = Number(result.numDeletedRows) > 0;
        if (onChange && before && deleted) await onChange(trx, { before, after: null });
        return deleted;
      });
    },
  };
}

export type DatasheetRepository = ReturnType<typeof createDatasheetRepository>;
