import type { CatalogueImportReport } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

/**
 * Sends a CSV file to POST /api/catalogue/import. A dry run answers what the file would do, or its problems; a real
 * import writes every row or none (a file with problems is refused with 422 and the server's message).
 */
export async function importCatalogue(file: Blob, dryRun: boolean): Promise<CatalogueImportReport> {
  // As text/csv whatever the system calls the file (Windows says application/vnd.ms-excel).
  const csv = new Blob([file], { type: 'text/csv' });
  const { data } = await apiRequest<CatalogueImportReport>('/catalogue/import', { method: 'POST', params: { dryRun }, body: csv });
  return data;
}

/** Checks a file: nothing is written. */
export function useCheckCatalogueImport() {
  return useMutation({ mutationFn: (file: Blob) => importCatalogue(file, true) });
}

/** Imports a file (admin only); every catalogue query is read again. */
export function useImportCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => importCatalogue(file, false),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRODUCTS_QUERY_KEY] }),
  });
}
