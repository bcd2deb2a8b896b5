import { apiRequest } from '@/lib/api-client';
import { useCatalogueChange } from './catalogue-change';

/** Every part loses its value of the specification. */
export async function deleteSpecification(specificationId: string): Promise<void> {
  await apiRequest(`/specifications/${encodeURIComponent(specificationId)}`, { method: 'DELETE' });
}

export function useDeleteSpecification() {
  return useCatalogueChange(deleteSpecification);
}
