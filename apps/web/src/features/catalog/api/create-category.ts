import type { Category, CategoryInput } from '@partsmith/contract';
import { apiRequest } from '@/lib/api-client';
import { useCatalogueChange } from './catalogue-change';

export async function createCategory(input: CategoryInput): Promise<Category> {
  const { data } = await apiRequest<Category>('/categories', { method: 'POST', body: input });
  return data;
}

export function useCreateCategory() {
  return useCatalogueChange(createCategory);
}
