import type { Specification, SpecificationInput } from '@partsmith/contract';
import { apiRequest } from '@/lib/api-client';
import { useCatalogueChange } from './catalogue-change';

export async function createSpecification({ categoryId, input }: { categoryId: string; input: SpecificationInput }): Promise<Specification> {
  const { data } = await apiRequest<Specification>(`/categories/${encodeURIComponent(categoryId)}/specifications`, { method: 'POST', body: input });
  return data;
}

export function useCreateSpecification() {
  return useCatalogueChange(createSpecification);
}
