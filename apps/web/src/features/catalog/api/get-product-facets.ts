import type { CatalogueFacets } from '@partsmith/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';
import { type CatalogueSelection, selectionQuery } from './get-products';

/** The counts beside a list: GET /api/product/facets with the list's own search, category and filters. */
export function getProductFacetsQueryOptions(selection: CatalogueSelection) {
  const query = selectionQuery(selection);
  return queryOptions({
    queryKey: [PRODUCTS_QUERY_KEY, 'facets', query] as const,
    queryFn: ({ signal }) => apiGet<CatalogueFacets>('/product/facets', { params: query, signal }),
    // The filters keep their place (and their counts) while the next counts load.
    placeholderData: keepPreviousData,
  });
}

export function useProductFacets(selection: CatalogueSelection, { enabled = true } = {}) {
  return useQuery({ ...getProductFacetsQueryOptions(selection), enabled });
}
