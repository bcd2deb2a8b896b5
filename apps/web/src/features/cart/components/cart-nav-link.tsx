import { lazy, Suspense } from 'react';
import { useHoldsBrowserCart } from '../lib/browser-cart-presence';
import { useCartCustomer } from '../lib/cart-customer';
import { CartLink } from './cart-link';

// Without its count the link still works: a failed download of the counting code leaves it at that.
const CountedCartLink = lazy(() => import('./counted-cart-link').catch(() => ({ default: () => <CartLink lineCount={0} /> })));

/**
 * The navbar's cart link, on every page. The code that counts the cart's lines (and adds a visitor's cart to the
 * account's on sign-in) is fetched only for a signed-in user or a browser holding a visitor's cart: a visitor with an
 * empty cart, the home page's usual guest, loads none of it (the home page's JavaScript budget).
 */
export function CartNavLink() {
  const customer = useCartCustomer();
  const holdsBrowserCart = useHoldsBrowserCart();
  const plain = <CartLink lineCount={0} />;
  if (!customer && !holdsBrowserCart) return plain;
  return (
    <Suspense fallback={plain}>
      <CountedCartLink />
    </Suspense>
  );
}
