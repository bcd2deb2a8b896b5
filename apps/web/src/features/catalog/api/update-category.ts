import type { Category, CategoryInput } from '@partsmith/contract';
import { apiRequest } from '@/lib/api-client';
import { useCatalogueChange } from './catalogue-change';

export async function updateCategory({ categoryId, changes }: { categoryId: string; changes: Partial<CategoryInput> }): Promise<Category> {
  const { data } = await apiRequest<Category>(`/categories/${encodeURIComponent(categoryId)}`, { method: 'PATCH', body: changes });
  return data;
}

export function useUpdateCategory() {
  return useCatalogueChange(updateCategory);
}
