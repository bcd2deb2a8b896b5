import { MAX_STOCK, type ProductListQuery, SEARCH_COUNT_CAP } from '@partsmith/contract';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database, ProductRow } from '../../db/schema';
import { containsIgnoringCase, toCount } from '../../lib/sql';

export type CatalogProduct = Pick<ProductRow, 'id' | 'name' | 'description' | 'image' | 'price_cents' | 'quantity' | 'minimum'>;

const productColumns = ['id', 'name', 'description', 'image', 'price_cents', 'quantity', 'minimum'] as const;

/** The trigram index finds candidates for three characters or more; a shorter search reads every part. */
const TRIGRAM_LENGTH = 3;

/** An FTS5 phrase: the text taken literally, quotes doubled. With the trigram tokenizer it matches substrings. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

export interface ProductChanges {
  name?: string;
  description?: string;
  image?: string;
  priceCents?: number;
  minimum?: number;
  /** Pieces added to the stock (negative: removed). */
  stockChange?: number;
}

type UpdateResult = { outcome: 'updated'; product: CatalogProduct } | { outcome: 'stock-refused'; inStock: number } | { outcome: 'missing' };

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
        .where((eb) => eb.or([containsIgnoringCase('products.name', q), containsIgnoringCase('products.description', q)]));
      return db.selectFrom(matches.as('listed'));
    }
    let parts = db.selectFrom('products').select(productColumns).where('deleted_at', 'is', null);
    if (q) {
      parts = parts.where((eb) => eb.or([containsIgnoringCase('name', q), containsIgnoringCase('description', q)]));
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
      return { products, total: counted.total, totalCapped: counted.capped };
    },

    async create(product: { name: string; description: string; image: string; priceCents: number; quantity: number; minimum: number }): Promise<string> {
      const { priceCents, ...fields } = product;
      const row = await db
        .insertInto('products')
        .values({ ...fields, price_cents: priceCents, seed_key: null, deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(row.id);
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
     * row, and it refuses a change that would take the stock below 0 or above the maximum.
     */
    async update(id: string, { priceCents, stockChange = 0, ...fields }: ProductChanges): Promise<UpdateResult> {
      const updated = await db
        .updateTable('products')
        .set((eb) => ({
          ...fields,
          ...(priceCents === undefined ? {} : { price_cents: priceCents }),
          ...(stockChange === 0 ? {} : { quantity: eb('quantity', '+', stockChange) }),
        }))
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .$if(stockChange < 0, (query) => query.where('quantity', '>=', -stockChange))
        .$if(stockChange > 0, (query) => query.where('quantity', '<=', MAX_STOCK - stockChange))
        .returning(productColumns)
        .executeTakeFirst();
      if (updated) return { outcome: 'updated', product: updated };
      const current = await db.selectFrom('products').select('quantity').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
      return current ? { outcome: 'stock-refused', inStock: current.quantity } : { outcome: 'missing' };
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
      return db.selectFrom('products').select(productColumns).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
