import type { InsertedId, ProductCreateInput } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

export async function createProduct(input: ProductCreateInput): Promise<Partial<InsertedId>> {
  // Partial: the spec counts an answer without insertedId as a failure, and useInsertForm says so.
  const { data } = await apiRequest<Partial<InsertedId>>('/product', { method: 'POST', body: input });
  return data;
}

/** Adds a part to the catalogue (admin only); every product list is read again, so it shows first on the home page. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRODUCTS_QUERY_KEY] }),
  });
}
