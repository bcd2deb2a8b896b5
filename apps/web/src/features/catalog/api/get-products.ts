import type { Product, ProductSort } from '@partsmith/contract';
import { TOTAL_COUNT_HEADER } from '@partsmith/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

export interface ProductListParams {
  limit: number;
  offset?: number;
  q?: string;
  sort?: ProductSort;
}

export interface ProductPage {
  products: Product[];
  /** All matches on the server (X-Total-Count), not just this page. */
  total: number;
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
  const { data, headers } = await apiRequest<Product[]>('/product', { params: toQuery(params), ...(signal && { signal }) });
  const total = Number.parseInt(headers.get(TOTAL_COUNT_HEADER) ?? '', 10);
  return { products: data, total: Number.isNaN(total) ? data.length : total };
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
