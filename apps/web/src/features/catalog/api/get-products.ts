import type { Product, ProductSort } from '@partsmith/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';
import type { CatalogueFilters } from '../lib/catalogue-search';

/** What narrows a list: the search, a category (its slug) and the filters. */
export interface CatalogueSelection extends Partial<CatalogueFilters> {
  q?: string;
  category?: string;
}

export interface ProductListParams extends CatalogueSelection {
  limit: number;
  offset?: number;
  sort?: ProductSort;
}

export interface ProductPage {
  products: Product[];
  /** All matches on the server (X-Total-Count), not just this page; at least that many when `totalCapped`. */
  total: number;
  totalCapped: boolean;
}

/**
 * The selection as query parameters, defaults left out and specification filters sorted, so that the same list always
 * has the same URL and cache key. The facets take the same parameters.
 */
export function selectionQuery({ q = '', category, inStock = false, minPrice = null, maxPrice = null, spec = [] }: CatalogueSelection) {
  return {
    q: q.trim() || undefined,
    category: category || undefined,
    inStock: inStock ? 'true' : undefined,
    minPrice: minPrice ?? undefined,
    maxPrice: maxPrice ?? undefined,
    spec: spec.length > 0 ? [...spec].sort() : undefined,
  };
}

function toQuery({ limit, offset = 0, sort = 'newest', ...selection }: ProductListParams) {
  return {
    limit,
    offset: offset > 0 ? offset : undefined,
    ...selectionQuery(selection),
    sort: sort === 'newest' ? undefined : sort,
  };
}

export async function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductPage> {
  const { items, total, totalCapped } = await apiGetPage<Product>('/product', { params: toQuery(params), ...(signal && { signal }) });
  return { products: items, total, totalCapped };
}

export function getProductsQueryOptions(params: ProductListParams) {
  const query = toQuery(params);
  return queryOptions({
    queryKey: [PRODUCTS_QUERY_KEY, 'list', query] as const,
    queryFn: ({ signal }) => getProducts(params, signal),
    // Keep showing the current page while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(params: ProductListParams) {
  return useQuery(getProductsQueryOptions(params));
}
