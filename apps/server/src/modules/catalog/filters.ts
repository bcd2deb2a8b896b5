import { catalogueErrors, type ProductListQuery } from '@partsmith/contract';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { CategoryTree, TreeCategory, TreeSpecification } from './category-tree';

/** Parts having one of these values (a choice as declared, or 'true'/'false'). */
export interface ValueFilter {
  specificationId: string;
  values: string[];
}

/** Parts whose number lies in one of these ranges (either end may be open). */
export interface RangeFilter {
  specificationId: string;
  ranges: { min: number | null; max: number | null }[];
}

/** A list's filters as the repository applies them: checked against the tree, prices in cents. */
export interface PartFilters {
  q?: string;
  /** The search in capitals, set by withPartNumberSearch when some listed part's number begins with it. */
  partNumberPrefix?: string;
  /** The category listed and every category below it; undefined for the whole catalogue. */
  categoryIds?: string[];
  inStock: boolean;
  minPriceCents?: number;
  maxPriceCents?: number;
  values: ValueFilter[];
  ranges: RangeFilter[];
}

/** A facet's counts apply every filter but its own: the filter left out. */
export type FilterLeftOut = 'inStock' | 'price' | { specificationId: string };

export interface ResolvedQuery {
  filters: PartFilters;
  category: TreeCategory | undefined;
  /** What a part of the category fills in (its own and inherited), in the order the facets list them. */
  specifications: TreeSpecification[];
  /** The filters written one way, values sorted: the cache key of the list and its facets. */
  key: string;
}

const NUMBER = String.raw`-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?`;
const RANGE = new RegExp(`^(${NUMBER})?\\.\\.(${NUMBER})?$`, 'i');
const EXACT_NUMBER = new RegExp(`^${NUMBER}$`, 'i');

function parseRange(key: string, text: string): { min: number | null; max: number | null } {
  if (EXACT_NUMBER.test(text)) return { min: Number(text), max: Number(text) };
  const match = RANGE.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) throw new BadRequestError(catalogueErrors.badRange(key));
  const [min, max] = [match[1], match[2]].map((end) => (end === undefined ? null : Number(end)));
  if ([min, max].some((end) => end !== null && !Number.isFinite(end))) throw new BadRequestError(catalogueErrors.badRange(key));
  return { min: min ?? null, max: max ?? null };
}

/**
 * Checks a list's filters against the category tree: the category exists (404), `spec` filters name specifications
 * of the category by kind (400 otherwise: no category, an unknown key, free text, a range on a choice, a bad number).
 * A choice matches ignoring case; one the category does not offer leaves nothing (a shared link may outlive a choice).
 */
export function resolveFilters(
  tree: CategoryTree,
  query: Pick<ProductListQuery, 'q' | 'category' | 'inStock' | 'minPrice' | 'maxPrice' | 'spec'>,
): ResolvedQuery {
  const category = query.category === undefined ? undefined : tree.findBySlug(query.category);
  if (query.category !== undefined && !category) throw new NotFoundError(catalogueErrors.unknownCategory(query.category));
  if (query.spec.length > 0 && !category) throw new BadRequestError(catalogueErrors.specFilterNeedsCategory);
  const specifications = category ? tree.specificationsFor(category.id) : [];
  const byKey = new Map(specifications.map((specification) => [specification.key, specification]));

  const values = new Map<string, Set<string>>();
  const ranges = new Map<string, { min: number | null; max: number | null }[]>();
  for (const { key, value } of query.spec) {
    const specification = byKey.get(key);
    if (!specification) throw new BadRequestError(catalogueErrors.unknownSpecFilter(key));
    switch (specification.kind) {
      case 'text':
        throw new BadRequestError(catalogueErrors.textSpecFilter(key));
      case 'number':
        ranges.set(specification.id, [...(ranges.get(specification.id) ?? []), parseRange(key, value)]);
        break;
      case 'boolean':
        if (value !== 'true' && value !== 'false') throw new BadRequestError(catalogueErrors.badYesNo(key));
        values.set(specification.id, (values.get(specification.id) ?? new Set()).add(value));
        break;
      case 'choice': {
        if (value.includes('..')) throw new BadRequestError(catalogueErrors.rangeOnChoice(key));
        const declared = specification.choices.find((choice) => choice.toLowerCase() === value.toLowerCase()) ?? value;
        values.set(specification.id, (values.get(specification.id) ?? new Set()).add(declared));
        break;
      }
    }
  }

  const minPriceCents = query.minPrice === undefined ? undefined : Math.ceil(Math.round(query.minPrice * 1000) / 10);
  const maxPriceCents = query.maxPrice === undefined ? undefined : Math.floor(Math.round(query.maxPrice * 1000) / 10);
  if (minPriceCents !== undefined && maxPriceCents !== undefined && minPriceCents > maxPriceCents) throw new BadRequestError(catalogueErrors.priceRange);

  const filters: PartFilters = {
    q: query.q || undefined,
    categoryIds: category ? tree.subtreeIds(category.id) : undefined,
    inStock: query.inStock,
    minPriceCents,
    maxPriceCents,
    values: [...values].map(([specificationId, chosen]) => ({ specificationId, values: [...chosen].sort() })),
    ranges: [...ranges].map(([specificationId, chosen]) => ({ specificationId, ranges: chosen })),
  };
  // JSON keeps values apart whatever characters a choice holds; ranges of one key sorted as values are.
  const key = JSON.stringify([
    category?.id ?? null,
    filters.inStock,
    minPriceCents ?? null,
    maxPriceCents ?? null,
    filters.values.map((filter) => [filter.specificationId, filter.values]).sort(),
    filters.ranges.map((filter) => [filter.specificationId, filter.ranges.map((range) => `${range.min ?? ''}..${range.max ?? ''}`).sort()]).sort(),
    filters.q?.toLowerCase() ?? null,
  ]);
  return { filters, category, specifications, key };
}

/** Whether a list is filtered beyond a search. */
export const hasFilters = (filters: PartFilters) =>
  filters.categoryIds !== undefined ||
  filters.inStock ||
  filters.minPriceCents !== undefined ||
  filters.maxPriceCents !== undefined ||
  filters.values.length > 0 ||
  filters.ranges.length > 0;
