import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { useEffect } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useSession } from '@/features/auth/api/get-session';
import type { LoginRedirectState } from '@/features/auth/components/login-redirect';
import { AddToCartForm } from '@/features/cart/components/add-to-cart-form';
import { ProductDetailPage } from '@/features/catalog/pages/product-detail-page';
import { PurchaseForm } from '@/features/orders/components/purchase-form';
import { ConfirmAddressNotice } from '@/features/profile/components/confirm-address-notice';

/** A whole number of pieces, as My Orders' "Order again" links with `?quantity=`; anything else starts from 0. */
const PIECES = /^[1-9]\d{0,8}$/;

/**
 * /product/{id}, public: the part's details with the purchase form below them, and the way into the cart after it. A
 * visitor sees the form's quantity and prices and is asked to sign in on Purchase Now (the specification's guard, moved
 * from the page to the order); anyone may add the part to the cart.
 * `?quantity=` fills in the quantity; one outside the minimum and the stock shows the stepper's own message, and a
 * part no longer sold says so.
 */
export function Component() {
  const { productId = '' } = useParams();
  const quantity = useSearchParams()[0].get('quantity') ?? '';
  const session = useSession();
  const user = session.data?.user;
  // Quote requests come from customers; the server refuses one from an admin.
  const offerQuote = user?.role !== 'admin';
  // The server answered this address with the part's canonical link and structured data in the head
  // (apps/server/src/plugins/part-page-head.ts): they go once the app shows another part or page. Here, not in
  // usePageMeta, so that the home page's code does not carry it.
  useEffect(() => () => document.head.querySelectorAll('[data-page-head]').forEach((tag) => tag.remove()), [productId]);
  return (
    // Keyed so that moving between parts starts from a clean page and a clean purchase form.
    <ProductDetailPage key={productId} productId={productId} offerQuote={offerQuote}>
      {(product) =>
        // Until the session is known, no form: a signed-in customer must not see the visitor's form first.
        !session.isPending && (
          <>
            {user?.emailVerified === false && <ConfirmAddressNotice email={user.email} />}
            <PurchaseForm
              product={product}
              customer={user ? { name: user.name, email: user.email } : null}
              signInPrompt={(chosen) => <SignInToOrder quantity={chosen} />}
              initialQuantity={PIECES.test(quantity) ? quantity : undefined}
              offerQuote={offerQuote}
            />
            <div className="mt-8">
              <AddToCartForm product={product} />
            </div>
          </>
        )
      }
    </ProductDetailPage>
  );
}

/** Sign-in comes back to this part with the quantity chosen, as the guard's redirect remembers a page. */
function SignInToOrder({ quantity }: { quantity: string }) {
  const { pathname } = useLocation();
  const from = { pathname, search: PIECES.test(quantity) ? `?quantity=${quantity}` : '', hash: '' };
  return (
    <div role="alert" className="rounded-box border border-primary/40 bg-primary/5 p-5">
      <h3 className="text-lg font-bold">{catalogueMessages.signInToOrderHeading}</h3>
      <p className="mt-1 text-base-content/80">{catalogueMessages.signInToOrderText}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/login" state={{ from } satisfies LoginRedirectState} className="btn btn-primary">
          {catalogueMessages.signIn}
        </Link>
        <Link to="/signup" className="btn btn-outline">
          {catalogueMessages.createAccount}
        </Link>
      </div>
    </div>
  );
}
