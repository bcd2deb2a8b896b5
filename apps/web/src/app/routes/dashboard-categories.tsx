import { ManageCategoriesPage } from '@/features/catalog/pages/manage-categories-page';

export function Component() {
  return <ManageCategoriesPage />;
}
