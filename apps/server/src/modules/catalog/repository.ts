import type { ProductListQuery } from '@partsmith/contract';
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

export function createCatalogRepository(db: Kysely<Database>, dialect: Dialect) {
  const listed = (q: string | undefined) => {
    let parts = db.selectFrom('products').select(productColumns).where('deleted_at', 'is', null);
    if (q) {
      // On SQLite the FTS5 trigram index narrows the parts to candidates (PostgreSQL's pg_trgm indexes serve the
      // LIKE itself); the LIKE decides on both, so the answer does not depend on which index served it.
      if (dialect === 'sqlite' && [...q].length >= TRIGRAM_LENGTH) {
        parts = parts.where(sql<SqlBool>`id in (select rowid from products_search where products_search match ${ftsPhrase(q)})`);
      }
      parts = parts.where((eb) => eb.or([containsIgnoringCase('name', q), containsIgnoringCase('description', q)]));
      // OFFSET 0 keeps the search a subquery of its own on PostgreSQL: otherwise, to fill a page of 12, the planner
      // may read the whole primary key backwards hoping to meet matches early, instead of asking the trigram index.
      if (dialect === 'postgres') parts = parts.offset(0);
    }
    return db.selectFrom(parts.as('listed'));
  };
  // Triggers keep the number of listed parts (migration 0005): the unfiltered list does not count the table.
  const countListed = (q: string | undefined) =>
    q
      ? listed(q)
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirstOrThrow()
      : db.selectFrom('catalogue_stats').select('listed_products as total').where('id', '=', 1).executeTakeFirstOrThrow();

  return {
    async list({ limit, offset, q, sort }: ProductListQuery): Promise<{ products: CatalogProduct[]; total: number }> {
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
      const [products, counted] = await Promise.all([page.limit(limit).offset(offset).execute(), countListed(q)]);
      return { products, total: toCount(counted.total) };
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

    async findById(id: string): Promise<CatalogProduct | undefined> {
      return db.selectFrom('products').select(productColumns).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
