import { lazy, Suspense, useState } from 'react';
import { useHoldsBrowserCart } from '../lib/browser-cart-presence';
import { useCartCustomer } from '../lib/cart-customer';
import { CartLink } from './cart-link';

// Without its count the link still works: a failed download of the counting code leaves it at that.
const CartLineCounter = lazy(() => import('./cart-line-counter').catch(() => ({ default: () => null })));

/**
 * The navbar's cart link, on every page. The code that counts the cart's lines (and adds a visitor's cart to the
 * account's on sign-in) is fetched only for a signed-in user or a browser holding a visitor's cart: a visitor with an
 * empty cart, the home page's usual guest, loads none of it (the home page's JavaScript budget). The link itself stays
 * the same element while the count arrives, so focus on it is never lost.
 */
export function CartNavLink() {
  const customer = useCartCustomer();
  const holdsBrowserCart = useHoldsBrowserCart();
  const [lineCount, setLineCount] = useState(0);
  const counting = Boolean(customer) || holdsBrowserCart;
  return (
    <>
      <CartLink lineCount={counting ? lineCount : 0} />
      {counting && (
        <Suspense fallback={null}>
          <CartLineCounter onCount={setLineCount} />
        </Suspense>
      )}
    </>
  );
}
