import { PART_NUMBER_PATTERN } from '@partsmith/contract';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/database';
import { selectRows } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { containsIgnoringCase, startsWith } from '../../lib/sql';
import type { FilterLeftOut, PartFilters } from './filters';

export const productColumns = [
  'id',
  'name',
  'description',
  'image',
  'price_cents',
  'quantity',
  'minimum',
  'part_number',
  'category_id',
  'tax_category',
  'lead_time_days',
] as const;

/** The trigram index finds candidates for three characters or more; a shorter search reads every part. */
const TRIGRAM_LENGTH = 3;

/** An FTS5 phrase: the text taken literally, quotes doubled. With the trigram tokenizer it matches substrings. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * `column` in a condition that SQLite must not use as an index key: a unary plus, SQLite's documented way to say so.
 * Given two `products.id in (…)` filters, it took both as keys of the category's index and read the product of their
 * matches (211 ms in a category of 2,500 parts; 0.55 ms as plain checks). PostgreSQL plans these with hash joins.
 */
export const notAnIndexKey = (dialect: Dialect, column: string) => (dialect === 'sqlite' ? sql<number | string>`+${sql.ref(column)}` : sql.ref(column));

/** A filter beyond the category and the search, as a condition on a part, named as a facet leaves it out. */
export interface FilterCheck {
  filter: FilterLeftOut;
  condition: Expression<SqlBool>;
}

/**
 * Each filter beyond the category and the search as a condition on the parts of `table` (products, or a subquery of
 * their columns). A specification filter asks the values' index (specification then value) for the parts that have one
 * of its values, so a filter reads that specification's values, not every part.
 */
export function filterChecks(eb: ExpressionBuilder<Database, 'products'>, dialect: Dialect, filters: PartFilters, table = 'products'): FilterCheck[] {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const checks: FilterCheck[] = [];
  if (filters.inStock) checks.push({ filter: 'inStock', condition: eb(column('quantity'), '>=', column('minimum')) });
  const { minPriceCents, maxPriceCents } = filters;
  if (minPriceCents !== undefined || maxPriceCents !== undefined) {
    const limits = [
      ...(minPriceCents === undefined ? [] : [eb(column('price_cents'), '>=', minPriceCents)]),
      ...(maxPriceCents === undefined ? [] : [eb(column('price_cents'), '<=', maxPriceCents)]),
    ];
    checks.push({ filter: 'price', condition: eb.and(limits) });
  }
  const valuesOf = (specificationId: string) =>
    eb.selectFrom('product_specifications as value').select('value.product_id').where('value.specification_id', '=', specificationId);
  const hasValueIn = (specificationId: string, values: ReturnType<typeof valuesOf>) => ({
    filter: { specificationId },
    condition: eb(notAnIndexKey(dialect, `${table}.id`), 'in', values),
  });
  for (const filter of filters.values)
    checks.push(hasValueIn(filter.specificationId, valuesOf(filter.specificationId).where('value.text_value', 'in', filter.values)));
  for (const filter of filters.ranges) {
    const inRanges = valuesOf(filter.specificationId).where((inner) =>
      inner.or(
        filter.ranges.map(({ min, max }) =>
          inner.and([...(min === null ? [] : [inner('value.number_value', '>=', min)]), ...(max === null ? [] : [inner('value.number_value', '<=', max)])]),
        ),
      ),
    );
    checks.push(hasValueIn(filter.specificationId, inRanges));
  }
  return checks;
}

/** The stock or the price filter, left out by counts that read the parts for each (facets.ts, across the whole catalogue). */
export type ListLeftOut = 'inStock' | 'price';

/** The filters but `leftOut` as conditions on `products`. */
function filterConditions(eb: ExpressionBuilder<Database, 'products'>, dialect: Dialect, filters: PartFilters, leftOut?: ListLeftOut) {
  const conditions: Expression<SqlBool>[] = [eb('products.deleted_at', 'is', null)];
  const { categoryIds } = filters;
  if (categoryIds) conditions.push(categoryIds.length === 1 ? eb('products.category_id', '=', categoryIds[0]!) : eb('products.category_id', 'in', categoryIds));
  for (const { filter, condition } of filterChecks(eb, dialect, filters)) if (filter !== leftOut) conditions.push(condition);
  return eb.and(conditions);
}

/**
 * The search as a part number: its capitals, when it can begin one (undefined otherwise). Part numbers match whole or
 * from their start, never in the middle: a b-tree range serves that at any size, where a substring index drowns in the
 * trigrams every number shares (its prefix, its dashes, its zeros: 110 ms per search at 100,000 parts on PostgreSQL).
 */
const partNumberPrefix = (q: string) => {
  const upper = q.toUpperCase();
  return PART_NUMBER_PATTERN.test(upper) ? upper : undefined;
};

/**
 * Part numbers beginning with `prefix`. SQLite compares text byte by byte, so the range [prefix, prefix + U+10FFFF)
 * holds exactly those; PostgreSQL's LIKE 'prefix%' uses the text_pattern_ops index of migration 0018 (its default
 * collation would order '-' and '.' by other rules).
 */
function partNumberStartsWith(dialect: Dialect, prefix: string, column = 'products.part_number'): Expression<SqlBool> {
  if (dialect === 'sqlite') return sql<SqlBool>`(${sql.ref(column)} >= ${prefix} and ${sql.ref(column)} < ${`${prefix}\u{10FFFF}`})`;
  return startsWith(column, prefix);
}

/**
 * The filters with `partNumberPrefix` set when the search can begin a part number and some listed part's does (one
 * step down an index). Only then does the search read part numbers, so a word search keeps its plan.
 */
export async function withPartNumberSearch(db: Kysely<Database>, dialect: Dialect, filters: PartFilters): Promise<PartFilters> {
  const prefix = filters.q ? partNumberPrefix(filters.q) : undefined;
  if (prefix === undefined) return filters;
  const found = await selectRows(
    db,
    db
      .selectFrom('products')
      .select('id')
      .where('deleted_at', 'is', null)
      .where(partNumberStartsWith(dialect, prefix, 'part_number'))
      .limit(1),
  );
  return found.length > 0 ? { ...filters, partNumberPrefix: prefix } : filters;
}

const mentions = (q: string) => [containsIgnoringCase('products.name', q), containsIgnoringCase('products.description', q)];

/**
 * The listed parts that match the filters (but `leftOut`), as a subquery named `listed` with productColumns. A search
 * `q` matches a part whose name or description contains it, or whose part number begins with it (ignoring case; the
 * filters come through withPartNumberSearch).
 */
export function listedParts(db: Kysely<Database>, dialect: Dialect, filters: PartFilters, leftOut?: ListLeftOut) {
  const { q, partNumberPrefix: prefix } = filters;
  if (q && dialect === 'sqlite' && [...q].length >= TRIGRAM_LENGTH) {
    // On SQLite the FTS5 trigram index finds the candidates (PostgreSQL's pg_trgm indexes serve the LIKE itself); the
    // LIKE decides on both, so the answer does not depend on which index served it.
    const inText = sql<SqlBool>`products_search match ${ftsPhrase(q)}`;
    if (prefix !== undefined) {
      const candidates = db
        .selectFrom(sql<{ rowid: number }>`products_search`.as('search'))
        .select(sql<number | string>`rowid`.as('id'))
        .where(inText)
        .union(
          db
            .selectFrom('products')
            .select('id')
            .where('deleted_at', 'is', null)
            .where(partNumberStartsWith(dialect, prefix, 'part_number')),
        );
      return db.selectFrom(
        db
          .selectFrom('products')
          .select(productColumns.map((column) => `products.${column}` as const))
          .where('products.id', 'in', candidates)
          .where((eb) => eb.or([...mentions(q), partNumberStartsWith(dialect, prefix)]))
          .where((eb) => filterConditions(eb, dialect, filters, leftOut))
          .as('listed'),
      );
    }
    // Joined in the index's rowid order (the part's id), newest first reads only as many matches as the page needs,
    // however many there are.
    const matches = db
      .selectFrom(sql<{ rowid: number }>`products_search`.as('search'))
      .innerJoin('products', (join) => join.on(sql<SqlBool>`products.id = search.rowid`))
      .select([
        sql<number | string>`search.rowid`.as('id'),
        ...productColumns.filter((column) => column !== 'id').map((column) => `products.${column}` as const),
      ])
      .where(inText)
      .where((eb) => eb.or(mentions(q)))
      .where((eb) => filterConditions(eb as unknown as ExpressionBuilder<Database, 'products'>, dialect, filters, leftOut));
    return db.selectFrom(matches.as('listed'));
  }
  let parts = db
    .selectFrom('products')
    .select(productColumns.map((column) => `products.${column}` as const))
    .where((eb) => filterConditions(eb, dialect, filters, leftOut));
  if (q) {
    parts = parts.where((eb) => eb.or([...mentions(q), ...(prefix === undefined ? [] : [partNumberStartsWith(dialect, prefix)])]));
    // OFFSET 0 keeps the search a subquery of its own on PostgreSQL: otherwise, to fill a page of 12, the planner
    // may read the whole primary key backwards hoping to meet matches early, instead of asking the trigram index.
    if (dialect === 'postgres') parts = parts.offset(0);
  }
  return db.selectFrom(parts.as('listed'));
}

/** The listed part (matching the other filters) whose part number is the search, ignoring case; none when no part has it. */
export async function exactPartNumber(db: Kysely<Database>, dialect: Dialect, filters: PartFilters) {
  const { partNumberPrefix } = filters;
  if (partNumberPrefix === undefined) return undefined;
  const [found] = await selectRows(
    db,
    db
      .selectFrom('products')
      .select(productColumns)
      .where('products.part_number', '=', partNumberPrefix)
      .where((eb) => filterConditions(eb, dialect, filters)),
  );
  return found;
}
