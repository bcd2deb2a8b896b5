import type { ProductDetail } from '@partsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

/** One part with the categories above it and its datasheets; public, as the part's page is. */
export function getProduct(productId: string, signal?: AbortSignal): Promise<ProductDetail> {
  return apiGet<ProductDetail>(`/product/${encodeURIComponent(productId)}`, signal ? { signal } : {});
}

export function getProductQueryOptions(productId: string) {
  return queryOptions({
    queryKey: [PRODUCTS_QUERY_KEY, 'detail', productId] as const,
    queryFn: ({ signal }) => getProduct(productId, signal),
  });
}

export function useProduct(productId: string) {
  return useQuery(getProductQueryOptions(productId));
}

/** No such part. A malformed id (400) is, to the visitor, just as much a part that does not exist. */
export function isProductNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
