import type { PriceTiersInput, Product } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';
import { getProductQueryOptions } from './get-product';

export async function setPriceTiers(productId: string, input: PriceTiersInput): Promise<Product> {
  const { data } = await apiRequest<Product>(`/product/${encodeURIComponent(productId)}/price-tiers`, { method: 'PUT', body: input });
  return data;
}

/** Replaces a part's quantity price breaks (admin only). The answer is the part as it is now; the lists are read again. */
export function useSetPriceTiers(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PriceTiersInput) => setPriceTiers(productId, input),
    onSuccess: (product) => {
      // The answer is the part without its page's extras (categories above it, datasheets): keep those.
      queryClient.setQueryData(getProductQueryOptions(productId).queryKey, (previous) => previous && { ...previous, ...product });
      return queryClient.invalidateQueries({ queryKey: [PRODUCTS_QUERY_KEY, 'list'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: [PRODUCTS_QUERY_KEY] }),
  });
}
