import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

/**
 * A change to the category tree or its specifications (admin only). Whether it lands or is refused, the catalogue is
 * read again: categories' names, places and specifications show in the lists, on part pages and in the filters.
 */
export function useCatalogueChange<Variables, Answer>(change: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PRODUCTS_QUERY_KEY] }),
  });
}
