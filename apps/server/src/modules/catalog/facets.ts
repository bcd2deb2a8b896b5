import { SEARCH_COUNT_CAP } from '@partsmith/contract';
import { type Kysely, type SelectQueryBuilder, expressionBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/database';
import { selectRows } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { toCount } from '../../lib/sql';
import type { PartFilters } from './filters';
import { type ListLeftOut, filterChecks, listedParts, notAnIndexKey } from './listed-parts';

/** How many parts have a value, and the lowest and highest number, per specification. */
export interface ValueCounts {
  /** specification id -> value -> parts */
  counts: Map<string, Map<string, number>>;
  range: Map<string, { min: number | null; max: number | null }>;
}

export interface FacetCounts {
  /** Parts that match every filter (at most SEARCH_COUNT_CAP + 1 counted when `capped` may apply). */
  total: number;
  capped: boolean;
  /** Parts matching every filter by the category they sit in. */
  byCategory: Map<string, number>;
  inStock: number;
  price: { min: number | null; max: number | null };
  values: ValueCounts;
}

type Count = number | string;
type Bound = number | string | null;

/** Parts of one category, how many of them are in stock, and their lowest and highest price. */
interface CategoryRow {
  category_id: Count | null;
  parts: Count;
  in_stock: Count | null;
  min_price: Bound;
  max_price: Bound;
}

/** How many parts have a value of a specification (a number's rows have no text, and the lowest and highest number). */
interface ValueRow {
  specification_id: Count | null;
  text_value: string | null;
  parts: Count;
  min_number: Bound;
  max_number: Bound;
}

/** The parts, stock and prices of the categories' rows summed up. */
function summarize(rows: CategoryRow[]) {
  const prices = (bounds: Bound[]) => bounds.filter((bound) => bound !== null).map(Number);
  const [lowest, highest] = [prices(rows.map((row) => row.min_price)), prices(rows.map((row) => row.max_price))];
  return {
    total: rows.reduce((sum, row) => sum + toCount(row.parts), 0),
    inStock: rows.reduce((sum, row) => sum + toCount(row.in_stock ?? 0), 0),
    price: { min: lowest.length > 0 ? Math.min(...lowest) : null, max: highest.length > 0 ? Math.max(...highest) : null },
    byCategory: new Map(rows.filter((row) => row.category_id !== null && toCount(row.parts) > 0).map((row) => [String(row.category_id), toCount(row.parts)])),
  };
}

/** The values' counts and ranges; a value may come in more than one row, each counting other parts. */
function valueCounts(rows: ValueRow[]): ValueCounts {
  const values: ValueCounts = { counts: new Map(), range: new Map() };
  for (const row of rows) {
    const specificationId = String(row.specification_id);
    if (row.text_value === null) {
      // A number's rows always hold numbers (a value is a number or a text, never neither).
      const [min, max] = [Number(row.min_number), Number(row.max_number)];
      const range = values.range.get(specificationId);
      values.range.set(specificationId, { min: Math.min(range?.min ?? min, min), max: Math.max(range?.max ?? max, max) });
      continue;
    }
    const counts = values.counts.get(specificationId) ?? new Map<string, number>();
    counts.set(row.text_value, (counts.get(row.text_value) ?? 0) + toCount(row.parts));
    values.counts.set(specificationId, counts);
  }
  return values;
}

/** The columns a matching part carries into the counts (countInCategory), besides its flags. */
interface MatchingPart {
  id: Count;
  category_id: Count | null;
  price_cents: number;
}

/** How many of `parts` have each value, and a number's lowest and highest, reading each part's values by its key. */
function valueCountsOf(parts: SelectQueryBuilder<Database & { matching: MatchingPart }, 'matching', object>) {
  return (
    parts
      // Each part, then its values: SQLite joins in the order written after a CROSS JOIN.
      .crossJoin('product_specifications as value')
      .whereRef('value.product_id', '=', 'matching.id')
      .select((eb) => [
        sql<string>`'value'`.as('facet'),
        sql<Count | null>`null`.as('category_id'),
        'value.specification_id',
        'value.text_value',
        eb.fn.countAll<Count>().as('parts'),
        sql<Count | null>`null`.as('in_stock'),
        sql<Bound>`null`.as('min_price'),
        sql<Bound>`null`.as('max_price'),
        eb.fn.min<Bound>('value.number_value').as('min_number'),
        eb.fn.max<Bound>('value.number_value').as('max_number'),
      ])
      .groupBy(['value.specification_id', 'value.text_value'])
  );
}

/**
 * The counts beside a filtered list, each with every filter applied but its own (disjunctive faceting). Within a
 * category they are exact, in one statement (countInCategory); across the whole catalogue each reads at most
 * SEARCH_COUNT_CAP + 1 matching parts, as the list's count does.
 */
export async function countFacets(db: Kysely<Database>, dialect: Dialect, filters: PartFilters, facetSpecificationIds: string[]): Promise<FacetCounts> {
  return filters.categoryIds === undefined ? countAcrossCatalogue(db, dialect, filters) : countInCategory(db, dialect, filters, facetSpecificationIds);
}

/**
 * Across the whole catalogue (a search, stock and price; no specifications): the matching parts by category, and the
 * same again without the stock filter and without the price filter when those are on, each read to the cap.
 */
async function countAcrossCatalogue(db: Kysely<Database>, dialect: Dialect, filters: PartFilters): Promise<FacetCounts> {
  const byCategory = async (leftOut?: ListLeftOut) => {
    const matching = listedParts(db, dialect, filters, leftOut)
      .select(['id', 'category_id', 'quantity', 'minimum', 'price_cents'])
      .limit(SEARCH_COUNT_CAP + 1)
      .as('matching');
    const rows: CategoryRow[] = await selectRows(
      db,
      db
        .selectFrom(matching)
        .select((eb) => [
          'category_id',
          eb.fn.countAll<Count>().as('parts'),
          eb.fn.sum<Count | null>(eb.case().when('quantity', '>=', eb.ref('minimum')).then(1).else(0).end()).as('in_stock'),
          eb.fn.min<Bound>('price_cents').as('min_price'),
          eb.fn.max<Bound>('price_cents').as('max_price'),
        ])
        .groupBy('category_id'),
    );
    return summarize(rows);
  };
  const priceFiltered = filters.minPriceCents !== undefined || filters.maxPriceCents !== undefined;
  const [all, stockLeftOut, priceLeftOut] = await Promise.all([
    byCategory(),
    filters.inStock ? byCategory('inStock') : undefined,
    priceFiltered ? byCategory('price') : undefined,
  ]);
  const withStock = stockLeftOut ?? all;
  const withPrice = priceLeftOut ?? all;
  return {
    total: Math.min(all.total, SEARCH_COUNT_CAP),
    capped: [all, withStock, withPrice].some((counted) => counted.total > SEARCH_COUNT_CAP),
    byCategory: all.byCategory,
    inStock: withStock.inStock,
    price: withPrice.price,
    values: { counts: new Map(), range: new Map() },
  };
}

/**
 * Within a category, every count from one statement that reads the category's parts (matching the search) once, from
 * the index of its parts by price. Each part carries a flag per filter it fails (`fails_<n>`, 1 or 0), and a count takes
 * the parts that fail no filter but the one its facet leaves out. A part that fails only a specification's filter counts
 * for that specification alone: its one value is read by part and specification. Values are read part by part, through
 * the primary key: a specification's index would read an inherited one's values across its whole department.
 */
async function countInCategory(db: Kysely<Database>, dialect: Dialect, filters: PartFilters, facetSpecificationIds: string[]): Promise<FacetCounts> {
  const inCategory: PartFilters = { ...filters, inStock: false, minPriceCents: undefined, maxPriceCents: undefined, values: [], ranges: [] };
  const checks = filterChecks(expressionBuilder<Database, 'products'>(), dialect, filters, 'listed');
  const flag = (index: number) => sql.ref<number>(`matching.fails_${index}`);
  /** How many filters a part fails, but the one left out. */
  const failures = (leftOut?: ListLeftOut) => {
    const counted = checks.flatMap(({ filter }, index) => (filter === leftOut ? [] : [flag(index)]));
    return counted.length === 0 ? sql<number>`0` : sql<number>`${sql.join(counted, sql` + `)}`;
  };
  const specificationFilters = checks.flatMap(({ filter }, index) => (typeof filter === 'object' ? [{ specificationId: filter.specificationId, index }] : []));
  /** The specification whose filter a part fails (the only one, where a part fails one filter); a number on both databases. */
  const failedSpecification = sql<number>`case ${sql.join(
    specificationFilters.map(({ specificationId, index }) => sql`when ${flag(index)} = 1 then cast(${Number(specificationId)} as bigint)`),
    sql` `,
  )} end`;
  // A category without subcategories needs no counts by category: its own is the total.
  const bySubcategory = (filters.categoryIds?.length ?? 0) > 1;

  // Read from the index: a part's row only for the stock filter, and for the stock count of the parts that match.
  const matching = listedParts(db, dialect, inCategory).select((eb) => [
    'listed.id',
    'listed.category_id',
    'listed.price_cents',
    ...checks.map(({ condition }, index) => eb.case().when(condition).then(0).else(1).end().as(`fails_${index}`)),
  ]);
  const rows = await selectRows(
    db,
    db
      .with(
        (cte) => cte('matching').materialized(),
        () => matching,
      )
      .selectFrom('matching')
      .select((eb) => [
        sql<string>`'category'`.as('facet'),
        bySubcategory ? eb.ref('matching.category_id').as('category_id') : sql<Count | null>`null`.as('category_id'),
        sql<Count | null>`null`.as('specification_id'),
        sql<string | null>`null`.as('text_value'),
        eb.fn.countAll<Count>().filterWhere(failures(), '=', 0).as('parts'),
        eb.fn
          .countAll<Count>()
          .filterWhere((filter) =>
            filter.and([
              filter(failures('inStock'), '=', 0),
              filter.exists(
                filter
                  .selectFrom('products as stocked')
                  .select('stocked.id')
                  .whereRef('stocked.id', '=', 'matching.id')
                  .whereRef('stocked.quantity', '>=', 'stocked.minimum'),
              ),
            ]),
          )
          // As the values' rows have it, where it is null.
          .$castTo<Count | null>()
          .as('in_stock'),
        eb.fn.min<Bound>('matching.price_cents').filterWhere(failures('price'), '=', 0).as('min_price'),
        eb.fn.max<Bound>('matching.price_cents').filterWhere(failures('price'), '=', 0).as('max_price'),
        sql<Bound>`null`.as('min_number'),
        sql<Bound>`null`.as('max_number'),
      ])
      .$if(bySubcategory, (query) => query.groupBy('matching.category_id'))
      .$if(facetSpecificationIds.length > 0, (query) =>
        query.unionAll((eb) =>
          valueCountsOf(eb.selectFrom('matching').where(failures(), '=', 0))
            // Numbers, not the ids' text: an expression has no column affinity on SQLite to turn '3' into 3.
            .where(notAnIndexKey(dialect, 'value.specification_id'), 'in', facetSpecificationIds.map(Number)),
        ),
      )
      .$if(specificationFilters.length > 0, (query) =>
        query.unionAll((eb) => valueCountsOf(eb.selectFrom('matching').where(failures(), '=', 1)).where('value.specification_id', '=', failedSpecification)),
      ),
  );

  return {
    ...summarize(rows.filter((row) => row.facet === 'category')),
    capped: false,
    values: valueCounts(rows.filter((row) => row.facet === 'value')),
  };
}
