import { apiRequest } from '@/lib/api-client';
import { useCatalogueChange } from './catalogue-change';

/** The server refuses while the category holds parts or has categories below it, and says so. */
export async function deleteCategory(categoryId: string): Promise<void> {
  await apiRequest(`/categories/${encodeURIComponent(categoryId)}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  return useCatalogueChange(deleteCategory);
}
