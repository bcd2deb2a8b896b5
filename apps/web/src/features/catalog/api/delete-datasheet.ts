import type { DeletedCount } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getProductQueryOptions } from './get-product';

export async function deleteDatasheet(datasheetId: string): Promise<DeletedCount> {
  const { data } = await apiRequest<DeletedCount>(`/datasheets/${encodeURIComponent(datasheetId)}`, { method: 'DELETE' });
  return data;
}

/** Removes one of the part's datasheets (admin), then reloads the part. */
export function useDeleteDatasheet(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDatasheet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getProductQueryOptions(productId).queryKey }),
  });
}
