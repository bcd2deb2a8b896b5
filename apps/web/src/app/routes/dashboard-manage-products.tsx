import { ManageProductsPage } from '@/features/catalog/pages/manage-products-page';

export function Component() {
  return <ManageProductsPage />;
}
