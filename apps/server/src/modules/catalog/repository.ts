import { MAX_STOCK, type PartSpecification, type ProductListQuery, SEARCH_COUNT_CAP } from '@partsmith/contract';
import crypto from 'node:crypto';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database, ProductRow } from '../../db/schema';
import { containsIgnoringCase, toCount } from '../../lib/sql';

type ProductFields = Pick<ProductRow, 'id' | 'name' | 'description' | 'image' | 'price_cents' | 'quantity' | 'minimum' | 'part_number' | 'category_id'>;

/** A quantity price break in cents, as `unitPriceCentsFor` reads it. */
export interface PriceTierCents {
  minQuantity: number;
  priceCents: number;
}

/** A part with its price breaks, fewest pieces first, and its specifications' values. */
export type CatalogProduct = ProductFields & { tiers: PriceTierCents[]; specifications: PartSpecification[] };

const productColumns = ['id', 'name', 'description', 'image', 'price_cents', 'quantity', 'minimum', 'part_number', 'category_id'] as const;

/** The trigram index finds candidates for three characters or more; a shorter search reads every part. */
const TRIGRAM_LENGTH = 3;

/** An FTS5 phrase: the text taken literally, quotes doubled. With the trigram tokenizer it matches substrings. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

export interface NewPart {
  name: string;
  description: string;
  image: string;
  priceCents: number;
  quantity: number;
  minimum: number;
  /** In capitals; absent: P-<id>. */
  partNumber?: string;
}

export interface ProductChanges {
  name?: string;
  description?: string;
  image?: string;
  priceCents?: number;
  minimum?: number;
  partNumber?: string;
  /** Pieces added to the stock (negative: removed). */
  stockChange?: number;
}

type UpdateResult =
  | { outcome: 'updated'; product: CatalogProduct }
  | { outcome: 'stock-refused'; inStock: number }
  | { outcome: 'tiers-refused'; field: 'price' | 'minimum' }
  | { outcome: 'missing' };

/** Groups rows by their part's id. */
function byProduct<Row extends { product_id: number | string }, Value>(rows: Row[], toValue: (row: Row) => Value): Map<string, Value[]> {
  const grouped = new Map<string, Value[]>();
  for (const row of rows) {
    const values = grouped.get(String(row.product_id)) ?? [];
    values.push(toValue(row));
    grouped.set(String(row.product_id), values);
  }
  return grouped;
}

/** A stored value as its specification's kind reads it: numbers in number_value, the rest as text ('true'/'false' for yes/no). */
function specificationValue(kind: PartSpecification['kind'], numberValue: number | null, textValue: string | null): PartSpecification['value'] {
  if (kind === 'number') return Number(numberValue);
  if (kind === 'boolean') return textValue === 'true';
  return textValue ?? '';
}

/** Reads the price breaks and the specifications' values of the given parts (two queries however many), and answers each part with its own. */
export async function withDetails(db: Kysely<Database>, products: ProductFields[]): Promise<CatalogProduct[]> {
  if (products.length === 0) return [];
  const ids = products.map((product) => product.id);
  const [tierRows, specificationRows] = await Promise.all([
    db
      .selectFrom('price_tiers')
      .select(['product_id', 'min_quantity', 'price_cents'])
      .where('product_id', 'in', ids)
      .orderBy('product_id')
      .orderBy('min_quantity')
      .execute(),
    db
      .selectFrom('product_specifications as value')
      .innerJoin('specifications as specification', 'specification.id', 'value.specification_id')
      .select([
        'value.product_id',
        'value.number_value',
        'value.text_value',
        'specification.key',
        'specification.name',
        'specification.kind',
        'specification.unit',
      ])
      .where('value.product_id', 'in', ids)
      .orderBy('value.product_id')
      .orderBy('specification.position')
      .orderBy('specification.id')
      .execute(),
  ]);
  const tiers = byProduct(tierRows, (row) => ({ minQuantity: row.min_quantity, priceCents: row.price_cents }));
  const specifications = byProduct(specificationRows, (row) => ({
    key: row.key,
    name: row.name,
    kind: row.kind,
    unit: row.unit,
    value: specificationValue(row.kind, row.number_value, row.text_value),
  }));
  return products.map((product) => ({ ...product, tiers: tiers.get(String(product.id)) ?? [], specifications: specifications.get(String(product.id)) ?? [] }));
}

export function createCatalogRepository(db: Kysely<Database>, dialect: Dialect) {
  const listed = (q: string | undefined) => {
    if (q && dialect === 'sqlite' && [...q].length >= TRIGRAM_LENGTH) {
      // On SQLite the FTS5 trigram index finds the candidates (PostgreSQL's pg_trgm indexes serve the LIKE itself); the
      // LIKE decides on both, so the answer does not depend on which index served it. Joined in the index's rowid order
      // (the part's id), newest first reads only as many matches as the page needs, however many there are.
      const matches = db
        .selectFrom(sql<{ rowid: number }>`products_search`.as('search'))
        .innerJoin('products', (join) => join.on(sql<SqlBool>`products.id = search.rowid`))
        .select([
          sql<number | string>`search.rowid`.as('id'),
          ...productColumns.filter((column) => column !== 'id').map((column) => `products.${column}` as const),
        ])
        .where(sql<SqlBool>`products_search match ${ftsPhrase(q)}`)
        .where('products.deleted_at', 'is', null)
        .where((eb) =>
          eb.or([containsIgnoringCase('products.part_number', q), containsIgnoringCase('products.name', q), containsIgnoringCase('products.description', q)]),
        );
      return db.selectFrom(matches.as('listed'));
    }
    let parts = db.selectFrom('products').select(productColumns).where('deleted_at', 'is', null);
    if (q) {
      parts = parts.where((eb) => eb.or([containsIgnoringCase('part_number', q), containsIgnoringCase('name', q), containsIgnoringCase('description', q)]));
      // OFFSET 0 keeps the search a subquery of its own on PostgreSQL: otherwise, to fill a page of 12, the planner
      // may read the whole primary key backwards hoping to meet matches early, instead of asking the trigram index.
      if (dialect === 'postgres') parts = parts.offset(0);
    }
    return db.selectFrom(parts.as('listed'));
  };
  /**
   * How many parts the page's query matches. Triggers keep the number of listed parts (migration 0005), so the
   * unfiltered list does not count the table. A search counts at most SEARCH_COUNT_CAP matches past the page's start:
   * a broad word at 100,000 parts would otherwise read every match for the number alone.
   */
  const countListed = async (q: string | undefined, offset: number): Promise<{ total: number; capped: boolean }> => {
    if (!q) {
      const row = await db.selectFrom('catalogue_stats').select('listed_products as total').where('id', '=', 1).executeTakeFirstOrThrow();
      return { total: toCount(row.total), capped: false };
    }
    const cap = offset + SEARCH_COUNT_CAP;
    const row = await db
      .selectFrom(
        listed(q)
          .select('id')
          .limit(cap + 1)
          .as('found'),
      )
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow();
    const total = toCount(row.total);
    return total > cap ? { total: cap, capped: true } : { total, capped: false };
  };

  return {
    /** A page of the catalogue, and how many parts match: at least `total` when `totalCapped`. */
    async list({ limit, offset, q, sort }: ProductListQuery): Promise<{ products: CatalogProduct[]; total: number; totalCapped: boolean }> {
      let page = listed(q).select(productColumns);
      switch (sort) {
        case 'price_asc':
          page = page.orderBy('price_cents', 'asc').orderBy('id', 'desc');
          break;
        case 'price_desc':
          page = page.orderBy('price_cents', 'desc').orderBy('id', 'desc');
          break;
        case 'name':
          page = page.orderBy(sql`lower(name)`, 'asc').orderBy('id', 'asc');
          break;
        case 'newest':
          page = page.orderBy('id', 'desc');
          break;
      }
      const [products, counted] = await Promise.all([page.limit(limit).offset(offset).execute(), countListed(q, offset)]);
      return { products: await withDetails(db, products), total: counted.total, totalCapped: counted.capped };
    },

    /** Adds a part; without a part number it is numbered P-<id>, in the same transaction. */
    async create({ priceCents, partNumber, ...fields }: NewPart): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('products')
          .values({ ...fields, price_cents: priceCents, part_number: partNumber ?? `NEW-${crypto.randomUUID()}`, seed_key: null, deleted_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (partNumber === undefined) {
          await trx
            .updateTable('products')
            .set({ part_number: `P-${row.id}` })
            .where('id', '=', row.id)
            .execute();
        }
        return String(row.id);
      });
    },

    /** Takes a part out of the catalogue; orders keep their copy of its name and price. */
    async softDelete(id: string): Promise<number> {
      const result = await db
        .updateTable('products')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Changes a listed part's fields, and moves its stock by `stockChange` pieces, in one conditional statement: it
     * applies to the stock as it is when the statement runs, so it races safely with orders taking from the same
     * row, and it refuses a change that would take the stock below 0 or above the maximum. It also refuses a price or
     * minimum that would leave the part's price breaks invalid (a price not above each of them, a minimum above the first).
     */
    async update(id: string, { priceCents, partNumber, stockChange = 0, ...fields }: ProductChanges): Promise<UpdateResult> {
      return db.transaction().execute(async (trx): Promise<UpdateResult> => {
        const { minimum } = fields;
        if (priceCents !== undefined || minimum !== undefined) {
          // Locked before the price breaks are read: breaks being replaced meanwhile are judged against this edit, or it against them.
          const part = await trx
            .selectFrom('products')
            .select('id')
            .where('id', '=', id)
            .where('deleted_at', 'is', null)
            .$if(dialect === 'postgres', (query) => query.forUpdate())
            .executeTakeFirst();
          if (!part) return { outcome: 'missing' };
          const tiers = await trx.selectFrom('price_tiers').select(['min_quantity', 'price_cents']).where('product_id', '=', id).execute();
          if (priceCents !== undefined && tiers.some((tier) => tier.price_cents >= priceCents)) return { outcome: 'tiers-refused', field: 'price' };
          if (minimum !== undefined && tiers.some((tier) => tier.min_quantity < minimum)) return { outcome: 'tiers-refused', field: 'minimum' };
        }
        const updated = await trx
          .updateTable('products')
          .set((eb) => ({
            ...fields,
            ...(priceCents === undefined ? {} : { price_cents: priceCents }),
            ...(partNumber === undefined ? {} : { part_number: partNumber }),
            ...(stockChange === 0 ? {} : { quantity: eb('quantity', '+', stockChange) }),
          }))
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .$if(stockChange < 0, (query) => query.where('quantity', '>=', -stockChange))
          .$if(stockChange > 0, (query) => query.where('quantity', '<=', MAX_STOCK - stockChange))
          .returning(productColumns)
          .executeTakeFirst();
        if (updated) return { outcome: 'updated', product: (await withDetails(trx, [updated]))[0]! };
        const current = await trx.selectFrom('products').select('quantity').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
        return current ? { outcome: 'stock-refused', inStock: current.quantity } : { outcome: 'missing' };
      });
    },

    /**
     * Listed parts whose stock is below `threshold` pieces or below their minimum order, those nobody can order
     * first, then by stock; and how many there are of each.
     */
    async lowStock(threshold: number, limit: number) {
      const low = db
        .selectFrom('products')
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('quantity', '<', threshold), eb('quantity', '<', eb.ref('minimum'))]));
      const [parts, counted] = await Promise.all([
        low
          .select(['id', 'name', 'quantity', 'minimum'])
          .orderBy(sql`case when quantity < minimum then 0 else 1 end`)
          .orderBy('quantity')
          .orderBy('id')
          .limit(limit)
          .execute(),
        low
          .select((eb) => [
            eb.fn.countAll<string | number>().as('low'),
            eb.fn.sum<string | number | null>(sql`case when quantity < minimum then 1 else 0 end`).as('out'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      return { parts, lowCount: toCount(counted.low), outOfStockCount: toCount(counted.out ?? 0) };
    },

    async findById(id: string): Promise<CatalogProduct | undefined> {
      const product = await db.selectFrom('products').select(productColumns).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
      return product && (await withDetails(db, [product]))[0];
    },

    /**
     * Replaces a listed part's price breaks, in one transaction. The part's row is locked first, so that `check` judges
     * the breaks against the price and minimum they will sell beside (an edit of the part waits, then checks them in
     * turn), and an order placed meanwhile reads the breaks before or after the change, never half of it. `check` throws
     * to refuse.
     */
    async replaceTiers(
      id: string,
      tiers: PriceTierCents[],
      check: (part: { priceCents: number; minimum: number }) => void,
    ): Promise<CatalogProduct | undefined> {
      return db.transaction().execute(async (trx) => {
        const part = await trx
          .selectFrom('products')
          .select(productColumns)
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .$if(dialect === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst();
        if (!part) return undefined;
        check({ priceCents: part.price_cents, minimum: part.minimum });
        await trx.deleteFrom('price_tiers').where('product_id', '=', id).execute();
        if (tiers.length > 0) {
          await trx
            .insertInto('price_tiers')
            .values(tiers.map((tier) => ({ product_id: id, min_quantity: tier.minQuantity, price_cents: tier.priceCents })))
            .execute();
        }
        return (await withDetails(trx, [part]))[0];
      });
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
