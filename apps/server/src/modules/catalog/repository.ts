import { MAX_STOCK, type PartSpecification, type ProductListQuery, SEARCH_COUNT_CAP, type TaxCategory } from '@partsmith/contract';
import crypto from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/database';
import { selectRows } from '../../db/prepared-query';
import type { Database, ProductRow } from '../../db/schema';
import type { ChangeHook } from '../audit';
import { isUniqueViolation, toCount } from '../../lib/sql';
import { hasFilters, type PartFilters } from './filters';
import { exactPartNumber, listedParts, productColumns, withPartNumberSearch } from './listed-parts';
import type { StoredValue } from './part-specifications';
import { countFacets } from './facets';

export type PageQuery = Pick<ProductListQuery, 'limit' | 'offset' | 'sort'>;

type ProductFields = Pick<
  ProductRow,
  'id' | 'name' | 'description' | 'image' | 'price_cents' | 'quantity' | 'minimum' | 'part_number' | 'category_id' | 'tax_category' | 'lead_time_days'
>;

/** A quantity price break in cents, as `unitPriceCentsFor` reads it. */
export interface PriceTierCents {
  minQuantity: number;
  priceCents: number;
}

/** A part with its price breaks, fewest pieces first, and its specifications' values. */
export type CatalogProduct = ProductFields & { tiers: PriceTierCents[]; specifications: PartSpecification[] };

export interface NewPart {
  name: string;
  description: string;
  image: string;
  priceCents: number;
  quantity: number;
  minimum: number;
  /** In capitals; absent: P-<id>. */
  partNumber?: string;
  categoryId: string | null;
  taxCategory: TaxCategory;
  /** Days to get more; null: only what is in stock is sold. */
  leadTimeDays: number | null;
  values: StoredValue[];
  tiers: PriceTierCents[];
}

/** A part's specification values to write, given the category it sits in once the edit is done. */
export interface ValuesChange {
  values: StoredValue[];
  removedSpecificationIds: string[];
  /** What the part's category declares and inherits: values of any other specification go. */
  keptSpecificationIds: string[];
}

export interface ProductChanges {
  name?: string;
  description?: string;
  image?: string;
  priceCents?: number;
  minimum?: number;
  partNumber?: string;
  /** null: out of any category. */
  categoryId?: string | null;
  taxCategory?: TaxCategory;
  /** null: no lead time any more. */
  leadTimeDays?: number | null;
  /** Pieces added to the stock (negative: removed). */
  stockChange?: number;
}

type UpdateResult =
  | { outcome: 'updated'; product: CatalogProduct }
  | { outcome: 'part-number-taken' }
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
    selectRows(
      db,
      db
        .selectFrom('price_tiers')
        .select(['product_id', 'min_quantity', 'price_cents'])
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .orderBy('min_quantity'),
    ),
    selectRows(
      db,
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
        .orderBy('specification.id'),
    ),
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

/** Writes a part's values: removes those of specifications it no longer has or that were cleared, then sets the others. */
async function writeValues(trx: Kysely<Database>, productId: number | string, change: ValuesChange) {
  const { values, removedSpecificationIds, keptSpecificationIds } = change;
  await trx
    .deleteFrom('product_specifications')
    .where('product_id', '=', productId)
    .where((eb) =>
      eb.or([
        ...(keptSpecificationIds.length > 0 ? [eb('specification_id', 'not in', keptSpecificationIds)] : [eb.lit(true)]),
        ...(removedSpecificationIds.length > 0 ? [eb('specification_id', 'in', removedSpecificationIds)] : []),
      ]),
    )
    .execute();
  if (values.length === 0) return;
  await trx
    .insertInto('product_specifications')
    .values(
      values.map((value) => ({ product_id: productId, specification_id: value.specificationId, number_value: value.numberValue, text_value: value.textValue })),
    )
    .onConflict((oc) =>
      oc
        .columns(['product_id', 'specification_id'])
        .doUpdateSet((eb) => ({ number_value: eb.ref('excluded.number_value'), text_value: eb.ref('excluded.text_value') })),
    )
    .execute();
}

/** Gives a restocked part's new pieces to order lines waiting for them, in the restock's transaction (the orders module's). */
export type RestockListener = (trx: Kysely<Database>, productId: string) => Promise<unknown>;

export function createCatalogRepository(db: Kysely<Database>, dialect: Dialect, onRestocked: RestockListener = async () => {}) {
  /**
   * How many parts the page's query matches. Triggers keep the number of listed parts (migration 0005), so the
   * unfiltered list does not count the table. Within a category the count is exact (a category holds a few thousand
   * parts at most); across the catalogue a search or filter counts at most SEARCH_COUNT_CAP matches past the page's
   * start: a broad word at 100,000 parts would otherwise read every match for the number alone.
   */
  const countListed = async (filters: PartFilters, offset: number): Promise<{ total: number; capped: boolean }> => {
    if (!filters.q && !hasFilters(filters)) {
      const [row] = await selectRows(db, db.selectFrom('catalogue_stats').select('listed_products as total').where('id', '=', 1));
      return { total: toCount(row!.total), capped: false };
    }
    const cap = filters.categoryIds ? undefined : offset + SEARCH_COUNT_CAP;
    const [row] = await selectRows(
      db,
      db
        .selectFrom(
          listedParts(db, dialect, filters)
            .select('id')
            .$if(cap !== undefined, (query) => query.limit(cap! + 1))
            .as('found'),
        )
        .select((eb) => eb.fn.countAll<string | number>().as('total')),
    );
    const total = toCount(row!.total);
    return cap !== undefined && total > cap ? { total: cap, capped: true } : { total, capped: false };
  };

  /** One page of the listed parts, in the order asked for. */
  const page = (filters: PartFilters, { limit, offset, sort }: PageQuery, exceptId?: number | string) => {
    let query = listedParts(db, dialect, filters)
      .select(productColumns)
      .$if(exceptId !== undefined, (parts) => parts.where('id', '!=', exceptId!));
    switch (sort) {
      case 'price_asc':
        query = query.orderBy('price_cents', 'asc').orderBy('id', 'desc');
        break;
      case 'price_desc':
        query = query.orderBy('price_cents', 'desc').orderBy('id', 'desc');
        break;
      case 'name':
        query = query.orderBy(sql`lower(name)`, 'asc').orderBy('id', 'asc');
        break;
      case 'newest':
        query = query.orderBy('id', 'desc');
        break;
    }
    return selectRows(db, query.limit(limit).offset(offset)) as Promise<ProductFields[]>;
  };

  /**
   * A page whose search is a listed part's exact part number (ignoring case, as numbers are stored in capitals): that
   * part comes first, the other matches after it in the order asked for.
   */
  const pageWithExactFirst = async (filters: PartFilters, pageQuery: PageQuery): Promise<ProductFields[]> => {
    const exact = filters.q ? await exactPartNumber(db, dialect, filters) : undefined;
    if (!exact) return page(filters, pageQuery);
    if (pageQuery.offset > 0) return page(filters, { ...pageQuery, offset: pageQuery.offset - 1 }, exact.id);
    return [exact, ...(pageQuery.limit > 1 ? await page(filters, { ...pageQuery, limit: pageQuery.limit - 1 }, exact.id) : [])];
  };

  /** A listed part with its breaks and values; in a transaction on PostgreSQL, its row is locked until the end. */
  const detailsOf = async (executor: Kysely<Database>, id: string): Promise<CatalogProduct | undefined> => {
    const product = await executor
      .selectFrom('products')
      .select(productColumns)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .$if(dialect === 'postgres' && executor.isTransaction, (query) => query.forUpdate())
      .executeTakeFirst();
    return product && (await withDetails(executor, [product]))[0];
  };

  const updateIn = async (
    trx: Kysely<Database>,
    id: string,
    { priceCents, partNumber, categoryId: newCategoryId, taxCategory, leadTimeDays, stockChange = 0, ...fields }: ProductChanges,
    valuesFor?: (categoryId: string | null) => ValuesChange,
  ): Promise<UpdateResult> => {
    let categoryId = newCategoryId;
    const { minimum } = fields;
    let valuesChange: ValuesChange | undefined;
    if (priceCents !== undefined || minimum !== undefined || valuesFor) {
      // Locked before the price breaks are read: breaks being replaced meanwhile are judged against this edit, or it against them.
      const part = await trx
        .selectFrom('products')
        .select(['id', 'category_id'])
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .$if(dialect === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
      if (!part) return { outcome: 'missing' };
      const tiers = await trx.selectFrom('price_tiers').select(['min_quantity', 'price_cents']).where('product_id', '=', id).execute();
      if (priceCents !== undefined && tiers.some((tier) => tier.price_cents >= priceCents)) return { outcome: 'tiers-refused', field: 'price' };
      if (minimum !== undefined && tiers.some((tier) => tier.min_quantity < minimum)) return { outcome: 'tiers-refused', field: 'minimum' };
      if (valuesFor) {
        // Set even when it stays: an edit of values alone then still has a column to set.
        if (categoryId === undefined) categoryId = part.category_id === null ? null : String(part.category_id);
        valuesChange = valuesFor(categoryId);
      }
    }
    const updated = await trx
      .updateTable('products')
      .set((eb) => ({
        ...fields,
        ...(priceCents === undefined ? {} : { price_cents: priceCents }),
        ...(partNumber === undefined ? {} : { part_number: partNumber }),
        ...(categoryId === undefined ? {} : { category_id: categoryId }),
        ...(taxCategory === undefined ? {} : { tax_category: taxCategory }),
        ...(leadTimeDays === undefined ? {} : { lead_time_days: leadTimeDays }),
        ...(stockChange === 0 ? {} : { quantity: eb('quantity', '+', stockChange) }),
      }))
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .$if(stockChange < 0, (query) => query.where('quantity', '>=', -stockChange))
      .$if(stockChange > 0, (query) => query.where('quantity', '<=', MAX_STOCK - stockChange))
      .returning(productColumns)
      .executeTakeFirst();
    if (updated) {
      if (valuesChange) await writeValues(trx, id, valuesChange);
      return { outcome: 'updated', product: (await withDetails(trx, [updated]))[0]! };
    }
    const current = await trx.selectFrom('products').select('quantity').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    return current ? { outcome: 'stock-refused', inStock: current.quantity } : { outcome: 'missing' };
  };

  return {
    /** The counts beside a filtered list (facets.ts). */
    facets: async (filters: PartFilters, facetSpecificationIds: string[]) =>
      countFacets(db, dialect, await withPartNumberSearch(db, dialect, filters), facetSpecificationIds),

    /** A page of the catalogue, and how many parts match: at least `total` when `totalCapped`. */
    async list(query: PartFilters, pageQuery: PageQuery): Promise<{ products: CatalogProduct[]; total: number; totalCapped: boolean }> {
      const filters = await withPartNumberSearch(db, dialect, query);
      const [products, counted] = await Promise.all([pageWithExactFirst(filters, pageQuery), countListed(filters, pageQuery.offset)]);
      return { products: await withDetails(db, products), total: counted.total, totalCapped: counted.capped };
    },

    /**
     * Adds a part with its specifications' values and price breaks, in one transaction; without a part number it is
     * numbered P-<id>. Answers undefined when another listed part has the number.
     */
    async create(
      { priceCents, partNumber, categoryId, taxCategory, leadTimeDays, values, tiers, ...fields }: NewPart,
      onChange?: ChangeHook<CatalogProduct>,
    ): Promise<string | undefined> {
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('products')
            .values({
              ...fields,
              price_cents: priceCents,
              category_id: categoryId,
              tax_category: taxCategory,
              lead_time_days: leadTimeDays,
              // Unique until the part has its id to be numbered by.
              part_number: partNumber ?? `NEW-${crypto.randomUUID()}`,
              seed_key: null,
              deleted_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (partNumber === undefined) {
            await trx
              .updateTable('products')
              .set({ part_number: `P-${row.id}` })
              .where('id', '=', row.id)
              .execute();
          }
          await writeValues(trx, row.id, { values, removedSpecificationIds: [], keptSpecificationIds: values.map((value) => value.specificationId) });
          if (tiers.length > 0) {
            await trx
              .insertInto('price_tiers')
              .values(tiers.map((tier) => ({ product_id: row.id, min_quantity: tier.minQuantity, price_cents: tier.priceCents })))
              .execute();
          }
          if (onChange) await onChange(trx, { before: null, after: (await detailsOf(trx, String(row.id)))! });
          return String(row.id);
        });
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /** Takes a part out of the catalogue; orders keep their copy of its name and price. */
    async softDelete(id: string, onChange?: ChangeHook<CatalogProduct>): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const before = onChange && (await detailsOf(trx, id));
        const result = await trx
          .updateTable('products')
          .set({ deleted_at: new Date().toISOString() })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        const deleted = Number(result.numUpdatedRows);
        if (onChange && before && deleted > 0) await onChange(trx, { before, after: null });
        return deleted;
      });
    },

    /**
     * Changes a listed part's fields, and moves its stock by `stockChange` pieces, in one conditional statement: it
     * applies to the stock as it is when the statement runs, so it races safely with orders taking from the same
     * row, and it refuses a change that would take the stock below 0 or above the maximum. It also refuses a price or
     * minimum that would leave the part's price breaks invalid (a price not above each of them, a minimum above the first).
     */
    async update(
      id: string,
      { priceCents, partNumber, categoryId, stockChange = 0, ...fields }: ProductChanges,
      valuesFor?: (categoryId: string | null) => ValuesChange,
      onChange?: ChangeHook<CatalogProduct>,
    ): Promise<UpdateResult> {
      try {
        return await db.transaction().execute(async (trx) => {
          const before = onChange && (await detailsOf(trx, id));
          let result = await updateIn(trx, id, { priceCents, partNumber, categoryId, stockChange, ...fields }, valuesFor);
          if (result.outcome === 'updated' && stockChange > 0 && (await onRestocked(trx, id))) {
            // Lines waiting for the part took some of the new pieces.
            result = { outcome: 'updated', product: (await detailsOf(trx, id))! };
          }
          if (onChange && before && result.outcome === 'updated') await onChange(trx, { before, after: result.product });
          return result;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { outcome: 'part-number-taken' };
        throw error;
      }
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

    findById: (id: string): Promise<CatalogProduct | undefined> => detailsOf(db, id),

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
      onChange?: ChangeHook<CatalogProduct>,
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
        const before = onChange && (await withDetails(trx, [part]))[0]!;
        await trx.deleteFrom('price_tiers').where('product_id', '=', id).execute();
        if (tiers.length > 0) {
          await trx
            .insertInto('price_tiers')
            .values(tiers.map((tier) => ({ product_id: id, min_quantity: tier.minQuantity, price_cents: tier.priceCents })))
            .execute();
        }
        const after = (await withDetails(trx, [part]))[0]!;
        if (onChange && before) await onChange(trx, { before, after });
        return after;
      });
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
