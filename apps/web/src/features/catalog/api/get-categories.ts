import type { Category } from '@partsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

/** Every category, parents before their children, with its part count and its own specifications. */
export function getCategoriesQueryOptions() {
  return queryOptions({
    // Under the catalogue's key: a change of parts changes the counts.
    queryKey: [PRODUCTS_QUERY_KEY, 'categories'] as const,
    queryFn: ({ signal }) => apiGet<Category[]>('/categories', { signal }),
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
