import type { Product, ProductSort } from '@partsmith/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

export interface ProductListParams {
  limit: number;
  offset?: number;
  q?: string;
  sort?: ProductSort;
}

export interface ProductPage {
  products: Product[];
  /** All matches on the server (X-Total-Count), not just this page; at least that many when `totalCapped`. */
  total: number;
  totalCapped: boolean;
}

/** Leaves out defaults, so the same list always has the same URL and cache key. */
function toQuery({ limit, offset = 0, q = '', sort = 'newest' }: ProductListParams) {
  return {
    limit,
    offset: offset > 0 ? offset : undefined,
    q: q.trim() || undefined,
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
