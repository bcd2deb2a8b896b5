import type { Product, ProductUpdateInput } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';
import { getProductQueryOptions } from './get-product';

export async function updateProduct(productId: string, changes: ProductUpdateInput): Promise<Product> {
  const { data } = await apiRequest<Product>(`/product/${encodeURIComponent(productId)}`, { method: 'PATCH', body: changes });
  return data;
}

/**
 * Changes a part's fields or moves its stock (admin only). The answer is the part as it is now; the lists are read
 * again. After a refusal the part is read again too: its stock may have moved, or it may be gone.
 */
export function useUpdateProduct(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProductUpdateInput) => updateProduct(productId, changes),
    onSuccess: (product) => {
      // The answer is the part without its page's extras (categories above it, datasheets): keep those.
      queryClient.setQueryData(getProductQueryOptions(productId).queryKey, (previous) => previous && { ...previous, ...product });
      return queryClient.invalidateQueries({ queryKey: [PRODUCTS_QUERY_KEY, 'list'] });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: [PRODUCTS_QUERY_KEY] }),
  });
}
