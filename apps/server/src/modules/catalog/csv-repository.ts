import { MAX_STOCK, type TaxCategory } from '@partsmith/contract';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../lib/sql';
import { productColumns } from './listed-parts';
import type { StoredValue } from './part-specifications';
import { type CatalogProduct, type NewPart, type PriceTierCents, withDetails } from './repository';
import type { RestockListener } from './repository';

/** Rows per statement: far below either database's limit on bound values, and few statements for 10,000 parts. */
const BATCH = 500;

const inBatches = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, index) => items.slice(index * BATCH, (index + 1) * BATCH));

/** A new part of the file: Add a Product's part, with the part number the file gives it. */
export type PartToCreate = NewPart & { partNumber: string };

export interface PartToUpdate {
  id: string;
  fields: {
    name?: string;
    description?: string;
    image?: string;
    price_cents?: number;
    minimum?: number;
    category_id?: string | null;
    tax_category?: TaxCategory;
    lead_time_days?: number | null;
  };
  /** Pieces to move the stock by: the file's number less the stock read when the file was checked. */
  stockChange: number;
  /** Replaces the part's breaks; undefined leaves them. */
  tiers: PriceTierCents[] | undefined;
  values: StoredValue[];
  removedSpecificationIds: string[];
}

/** Called in an import's transaction with every part it wrote, as it was (null for a new part) and as it is. */
export type ImportHook = (trx: Kysely<Database>, changes: { before: CatalogProduct | null; after: CatalogProduct }[]) => Promise<void>;

/** Why a write found the catalogue other than the check had read it. */
export type WriteOutcome = { outcome: 'written' } | { outcome: 'part-number-taken' } | { outcome: 'part-changed'; partNumber: string };

/** Refuses the transaction with an outcome, so that nothing it wrote stays. */
class WriteRefused extends Error {
  constructor(readonly refusal: Exclude<WriteOutcome, { outcome: 'written' }>) {
    super(refusal.outcome);
  }
}

/** The key PostgreSQL's advisory lock of the import takes: one import at a time across every instance of the shop. */
const IMPORT_LOCK = 33_001;

/** The CSV import's and export's SQL: reads by part number and by pages, and the import's writes in batches. */
export function createCatalogueCsvRepository(db: Kysely<Database>, dialect: Dialect, onRestocked: RestockListener = async () => {}) {
  async function insertValues(trx: Transaction<Database>, rows: { productId: string; value: StoredValue }[]) {
    for (const batch of inBatches(rows)) {
      await trx
        .insertInto('product_specifications')
        .values(
          batch.map(({ productId, value }) => ({
            product_id: productId,
            specification_id: value.specificationId,
            number_value: value.numberValue,
            text_value: value.textValue,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['product_id', 'specification_id']).doUpdateSet((eb) => ({
            number_value: eb.ref('excluded.number_value'),
            text_value: eb.ref('excluded.text_value'),
          })),
        )
        .execute();
    }
  }

  async function insertTiers(trx: Transaction<Database>, rows: { productId: string; tier: PriceTierCents }[]) {
    for (const batch of inBatches(rows)) {
      await trx
        .insertInto('price_tiers')
        .values(batch.map(({ productId, tier }) => ({ product_id: productId, min_quantity: tier.minQuantity, price_cents: tier.priceCents })))
        .execute();
    }
  }

  /** Adds the parts; answers their ids. */
  async function create(trx: Transaction<Database>, parts: PartToCreate[]): Promise<string[]> {
    const ids = new Map<string, string>();
    for (const batch of inBatches(parts)) {
      const rows = await trx
        .insertInto('products')
        .values(
          batch.map((part) => ({
            part_number: part.partNumber,
            name: part.name,
            description: part.description,
            image: part.image,
            price_cents: part.priceCents,
            quantity: part.quantity,
            minimum: part.minimum,
            category_id: part.categoryId,
            tax_category: part.taxCategory,
            lead_time_days: part.leadTimeDays,
            seed_key: null,
            deleted_at: null,
          })),
        )
        .returning(['id', 'part_number'])
        .execute();
      for (const row of rows) ids.set(row.part_number, String(row.id));
    }
    const idOf = (part: PartToCreate) => ids.get(part.partNumber) as string;
    await insertTiers(
      trx,
      parts.flatMap((part) => part.tiers.map((tier) => ({ productId: idOf(part), tier }))),
    );
    await insertValues(
      trx,
      parts.flatMap((part) => part.values.map((value) => ({ productId: idOf(part), value }))),
    );
    return [...ids.values()];
  }

  /** Parts by id with their breaks and values, in batches; on PostgreSQL their rows stay locked until the transaction ends. */
  async function detailsByIds(trx: Transaction<Database>, ids: string[]): Promise<CatalogProduct[]> {
    const found: CatalogProduct[] = [];
    for (const batch of inBatches(ids)) {
      const rows = await trx
        .selectFrom('products')
        .select(productColumns)
        .where('id', 'in', batch)
        .$if(dialect === 'postgres', (query) => query.forUpdate())
        .execute();
      found.push(...(await withDetails(trx, rows)));
    }
    return found;
  }

  /**
   * Each part's fields and its stock in one conditional statement: the stock moves by `stockChange` from whatever it is
   * when the statement runs, never below 0 nor above the maximum. A part deleted, or sold below that, since the check
   * refuses the import.
   */
  async function update(trx: Transaction<Database>, parts: (PartToUpdate & { partNumber: string })[]) {
    for (const part of parts) {
      const hasFields = Object.keys(part.fields).length > 0;
      if (hasFields || part.stockChange !== 0) {
        const result = await trx
          .updateTable('products')
          .set((eb) => ({ ...part.fields, ...(part.stockChange === 0 ? {} : { quantity: eb('quantity', '+', part.stockChange) }) }))
          .where('id', '=', part.id)
          .where('deleted_at', 'is', null)
          .$if(part.stockChange < 0, (query) => query.where('quantity', '>=', -part.stockChange))
          .$if(part.stockChange > 0, (query) => query.where('quantity', '<=', MAX_STOCK - part.stockChange))
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) throw new WriteRefused({ outcome: 'part-changed', partNumber: part.partNumber });
        // A restock by file gives order lines waiting for the part their pieces, as one by hand does.
        if (part.stockChange > 0) await onRestocked(trx, part.id);
      }
      if (part.removedSpecificationIds.length > 0) {
        await trx
          .deleteFrom('product_specifications')
          .where('product_id', '=', part.id)
          .where('specification_id', 'in', part.removedSpecificationIds)
          .execute();
      }
    }
    const replacingTiers = parts.filter((part) => part.tiers !== undefined);
    for (const batch of inBatches(replacingTiers)) {
      await trx
        .deleteFrom('price_tiers')
        .where(
          'product_id',
          'in',
          batch.map((part) => part.id),
        )
        .execute();
    }
    await insertTiers(
      trx,
      replacingTiers.flatMap((part) => (part.tiers ?? []).map((tier) => ({ productId: part.id, tier }))),
    );
    await insertValues(
      trx,
      parts.flatMap((part) => part.values.map((value) => ({ productId: part.id, value }))),
    );
  }

  return {
    /** Listed parts with these part numbers (in capitals), with their breaks and values. */
    async findByPartNumbers(partNumbers: string[]): Promise<CatalogProduct[]> {
      const found: CatalogProduct[] = [];
      for (const batch of inBatches(partNumbers)) {
        const rows = await db.selectFrom('products').select(productColumns).where('deleted_at', 'is', null).where('part_number', 'in', batch).execute();
        found.push(...(await withDetails(db, rows)));
      }
      return found;
    },

    /** Listed parts after the one with id `afterId`, by id, with their breaks and values: the export reads the catalogue so. */
    async pageAfter(afterId: number, limit: number): Promise<CatalogProduct[]> {
      const rows = await db
        .selectFrom('products')
        .select(productColumns)
        .where('deleted_at', 'is', null)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return withDetails(db, rows);
    },

    /**
     * Writes an import in one transaction: all of it, or (with the outcome that refused it) nothing. On PostgreSQL an
     * advisory lock makes a second import, from any instance, wait for the first. `onChange` hears of every part
     * written, read before and after the writes in the same transaction.
     */
    async write(creates: PartToCreate[], updates: (PartToUpdate & { partNumber: string })[], onChange?: ImportHook): Promise<WriteOutcome> {
      try {
        return await db.transaction().execute(async (trx) => {
          if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`.execute(trx);
          const updatedIds = updates.map((part) => part.id);
          const before = new Map(onChange ? (await detailsByIds(trx, updatedIds)).map((part) => [String(part.id), part]) : []);
          await update(trx, updates);
          const createdIds = await create(trx, creates);
          if (onChange) {
            const after = await detailsByIds(trx, [...updatedIds, ...createdIds]);
            await onChange(
              trx,
              after.map((part) => ({ before: before.get(String(part.id)) ?? null, after: part })),
            );
          }
          return { outcome: 'written' } as const;
        });
      } catch (error) {
        if (error instanceof WriteRefused) return error.refusal;
        if (isUniqueViolation(error)) return { outcome: 'part-number-taken' };
        throw error;
      }
    },
  };
}

export type CatalogueCsvRepository = ReturnType<typeof createCatalogueCsvRepository>;
