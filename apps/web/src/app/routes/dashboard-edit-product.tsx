import { useParams } from 'react-router';
import { EditProductPage } from '@/features/catalog/pages/edit-product-page';

export function Component() {
  const { productId = '' } = useParams();
  // Keyed so that moving to another part starts from its own values, not the last part's edits.
  return <EditProductPage key={productId} productId={productId} />;
}
