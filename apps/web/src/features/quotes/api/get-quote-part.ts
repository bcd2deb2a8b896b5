import type { Product } from '@partsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

/** The part a quote is requested for (GET /api/product/{id}), cached with the catalogue's own reads of it. */
export function useQuotePart(productId: string) {
  return useQuery({
    queryKey: [PRODUCTS_QUERY_KEY, 'detail', productId] as const,
    queryFn: ({ signal }) => apiGet<Product>(`/product/${encodeURIComponent(productId)}`, { signal }),
    enabled: productId !== '',
  });
}
