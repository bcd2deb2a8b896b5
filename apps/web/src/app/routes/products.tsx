import { ProductsPage } from '@/features/catalog/pages/products-page';

export function Component() {
  return <ProductsPage />;
}
