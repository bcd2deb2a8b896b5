import { useParams } from 'react-router';
import { addMinimumToCart } from '@/features/cart/components/add-to-cart-button';
import { CategoryPage } from '@/features/catalog/pages/category-page';

export function Component() {
  const { slug = '' } = useParams();
  // Keyed: another category starts from its own filters' state.
  return <CategoryPage key={slug} slug={slug} partAction={addMinimumToCart} />;
}
