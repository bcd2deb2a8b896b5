import { useParams } from 'react-router';
import { ProductDetailPage } from '@/features/catalog/pages/product-detail-page';

export function Component() {
  const { productId = '' } = useParams();
  // Keyed so that moving between parts starts from a clean page (and, later, a clean purchase form).
  return <ProductDetailPage key={productId} productId={productId} />;
}
