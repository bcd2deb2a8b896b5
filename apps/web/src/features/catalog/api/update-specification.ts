import type { Specification, specificationUpdateSchema } from '@partsmith/contract';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useCatalogueChange } from './catalogue-change';

/** Its name, unit, choices and place; its key and kind never change. */
export type SpecificationUpdateInput = z.input<typeof specificationUpdateSchema>;

export async function updateSpecification({
  specificationId,
  changes,
}: {
  specificationId: string;
  changes: SpecificationUpdateInput;
}): Promise<Specification> {
  const { data } = await apiRequest<Specification>(`/specifications/${encodeURIComponent(specificationId)}`, { method: 'PATCH', body: changes });
  return data;
}

export function useUpdateSpecification() {
  return useCatalogueChange(updateSpecification);
}
