import type { DeletedCount } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

export async function deleteProduct(productId: string): Promise<DeletedCount> {
  const { data } = await apiRequest<DeletedCount>(`/product/${encodeURIComponent(productId)}`, { method: 'DELETE' });
  return data;
}

/** Takes a part out of the catalogue (admin only; orders keep its name and price), then reloads the lists. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PRODUCTS_QUERY_KEY] }),
  });
}
