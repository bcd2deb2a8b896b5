import { useParams } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { ProductDetailPage } from '@/features/catalog/pages/product-detail-page';
import { PurchaseForm } from '@/features/orders/components/purchase-form';

/** /product/{id}, behind RequireAuth: the part's details with the purchase form below them. */
export function Component() {
  const { productId = '' } = useParams();
  const user = useSession().data?.user;
  return (
    // Keyed so that moving between parts starts from a clean page and a clean purchase form.
    <ProductDetailPage key={productId} productId={productId}>
      {(product) => user && <PurchaseForm product={product} customer={{ name: user.name, email: user.email }} />}
    </ProductDetailPage>
  );
}
