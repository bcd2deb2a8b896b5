import { useParams, useSearchParams } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import { ProductDetailPage } from '@/features/catalog/pages/product-detail-page';
import { PurchaseForm } from '@/features/orders/components/purchase-form';
import { ConfirmAddressNotice } from '@/features/profile/components/confirm-address-notice';

/** A whole number of pieces, as My Orders' "Order again" links with `?quantity=`; anything else starts from 0. */
const PIECES = /^[1-9]\d{0,8}$/;

/**
 * /product/{id}, behind RequireAuth: the part's details with the purchase form below them. `?quantity=` fills in the
 * quantity; one outside the minimum and the stock shows the stepper's own message, and a part no longer sold says so.
 */
export function Component() {
  const { productId = '' } = useParams();
  const quantity = useSearchParams()[0].get('quantity') ?? '';
  const user = useSession().data?.user;
  // Quote requests come from customers; the server refuses one from an admin.
  const offerQuote = user?.role !== 'admin';
  return (
    // Keyed so that moving between parts starts from a clean page and a clean purchase form.
    <ProductDetailPage key={productId} productId={productId} offerQuote={offerQuote}>
      {(product) =>
        user && (
          <>
            {user.emailVerified === false && <ConfirmAddressNotice email={user.email} />}
            <PurchaseForm
              product={product}
              customer={{ name: user.name, email: user.email }}
              initialQuantity={PIECES.test(quantity) ? quantity : undefined}
              offerQuote={offerQuote}
            />
          </>
        )
      }
    </ProductDetailPage>
  );
}
