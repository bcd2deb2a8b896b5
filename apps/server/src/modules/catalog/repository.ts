import type { ProductListQuery } from '@partsmith/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, ProductRow } from '../../db/schema';
import { containsIgnoringCase, toCount } from '../../lib/sql';

export type CatalogProduct = Pick<ProductRow, 'id' | 'name' | 'description' | 'image' | 'price_cents' | 'quantity' | 'minimum'>;

const productColumns = ['id', 'name', 'description', 'image', 'price_cents', 'quantity', 'minimum'] as const;

export function createCatalogRepository(db: Kysely<Database>) {
  const listed = (q: string | undefined) => {
    let query = db.selectFrom('products').where('deleted_at', 'is', null);
    if (q) query = query.where((eb) => eb.or([containsIgnoringCase('name', q), containsIgnoringCase('description', q)]));
    return query;
  };

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
      const [products, counted] = await Promise.all([
        page.limit(limit).offset(offset).execute(),
        listed(q).select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
      ]);
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
      const result = await db.updateTable('products').set({ deleted_at: new Date().toISOString() }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async findById(id: string): Promise<CatalogProduct | undefined> {
      return db.selectFrom('products').select(productColumns).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
