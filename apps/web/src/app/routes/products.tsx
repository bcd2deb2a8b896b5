import { addMinimumToCart } from '@/features/cart/components/add-to-cart-button';
import { ProductsPage } from '@/features/catalog/pages/products-page';

export function Component() {
  return <ProductsPage partAction={addMinimumToCart} />;
}
