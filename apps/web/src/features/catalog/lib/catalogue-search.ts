import { MAX_SEARCH_LENGTH, PRODUCT_SORTS, type ProductSort } from '@partsmith/contract/constants';

/** A catalogue list's filters as the address and the API carry them (catalogueFilterShape in the contract). */
export interface CatalogueFilters {
  inStock: boolean;
  /** Dollars per piece. */
  minPrice: number | null;
  maxPrice: number | null;
  /** `key:value` for a choice or yes/no, `key:min..max` for a number, in the address's order. */
  spec: string[];
}

export interface CatalogSearch extends CatalogueFilters {
  q: string;
  sort: ProductSort;
  page: number;
}

export const NO_FILTERS: CatalogueFilters = { inStock: false, minPrice: null, maxPrice: null, spec: [] };

/** The prerender's list of /product's parameters (apps/web/scripts/prerender.mjs) names these too. */
const FILTER_PARAMETERS = ['inStock', 'minPrice', 'maxPrice', 'spec'] as const;

const SPEC_FILTER = /^[a-z][a-z0-9_]{0,39}:./;
const MAX_SPEC_FILTER_LENGTH = 120;
const RANGE = /^(-?\d+(?:\.\d+)?)?\.\.(-?\d+(?:\.\d+)?)?$/;

function dollarsFrom(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const dollars = Number(text);
  return Number.isFinite(dollars) && dollars >= 0 ? dollars : null;
}

/** Reads ?q=&sort=&page= and the filters leniently: anything unusable falls back to the default (no filter). */
export function parseCatalogSearch(searchParams: URLSearchParams): CatalogSearch {
  const q = (searchParams.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const sortParam = searchParams.get('sort');
  const sort = PRODUCT_SORTS.find((candidate) => candidate === sortParam) ?? 'newest';
  const page = Number(searchParams.get('page'));
  const spec = [...new Set(searchParams.getAll('spec').filter((filter) => filter.length <= MAX_SPEC_FILTER_LENGTH && SPEC_FILTER.test(filter)))];
  return {
    q,
    sort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    inStock: searchParams.get('inStock') === 'true',
    minPrice: dollarsFrom(searchParams.get('minPrice')),
    maxPrice: dollarsFrom(searchParams.get('maxPrice')),
    spec,
  };
}

/** The address's parameters with `filters` in place of its own, back on the first page; the search and sort stay. */
export function withFilters(searchParams: URLSearchParams, filters: CatalogueFilters): URLSearchParams {
  const next = new URLSearchParams(searchParams);
  for (const name of FILTER_PARAMETERS) next.delete(name);
  next.delete('page');
  if (filters.inStock) next.set('inStock', 'true');
  if (filters.minPrice !== null) next.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) next.set('maxPrice', String(filters.maxPrice));
  for (const filter of filters.spec) next.append('spec', filter);
  return next;
}

const keyOf = (filter: string) => filter.slice(0, filter.indexOf(':'));
const valueOf = (filter: string) => filter.slice(filter.indexOf(':') + 1);

/** The values chosen for one choice or yes/no specification. */
export function chosenValues(spec: readonly string[], key: string): string[] {
  return spec.filter((filter) => keyOf(filter) === key).map(valueOf);
}

/** Adds the value to the specification's choices, or takes it away when it is chosen. */
export function toggleChoice(spec: readonly string[], key: string, value: string): string[] {
  const filter = `${key}:${value}`;
  return spec.includes(filter) ? spec.filter((existing) => existing !== filter) : [...spec, filter];
}

export interface NumberRange {
  min: number | null;
  max: number | null;
}

/** The range chosen for a number specification; either end may be open. */
export function chosenRange(spec: readonly string[], key: string): NumberRange {
  const match = RANGE.exec(chosenValues(spec, key)[0] ?? '');
  return { min: match?.[1] === undefined ? null : Number(match[1]), max: match?.[2] === undefined ? null : Number(match[2]) };
}

/** Replaces the specification's range; a range open at both ends is no filter. */
export function setRange(spec: readonly string[], key: string, { min, max }: NumberRange): string[] {
  const others = spec.filter((filter) => keyOf(filter) !== key);
  if (min === null && max === null) return others;
  return [...others, `${key}:${min ?? ''}..${max ?? ''}`];
}

/** How many filters are on: in stock, the price range, and each specification's choices or range. */
export function countFilters({ inStock, minPrice, maxPrice, spec }: CatalogueFilters): number {
  return (inStock ? 1 : 0) + (minPrice !== null || maxPrice !== null ? 1 : 0) + spec.length;
}
