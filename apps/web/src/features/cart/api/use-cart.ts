import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useBrowserCartLines } from '../lib/browser-cart';
import { useCartCustomer, useCustomerQueryEnabled } from '../lib/cart-customer';
import { cartQueryOptions } from './get-cart';
import { browserCartQueryOptions } from './preview-cart';

/**
 * The cart, whoever looks: a signed-in customer's from the server (GET /api/cart), a visitor's from the browser, priced
 * by the server (POST /api/cart/preview). Read afresh when a page showing it opens, so its prices and flags are today's.
 * `signedIn` is undefined while the session is asked.
 */
export function useCart() {
  const customer = useCartCustomer();
  const signedIn = customer === undefined ? undefined : customer !== null;
  const browserLines = useBrowserCartLines();
  const customerCart = useQuery({ ...cartQueryOptions, enabled: useCustomerQueryEnabled(), refetchOnMount: 'always' });
  const visitorCart = useQuery({
    ...browserCartQueryOptions(browserLines),
    enabled: signedIn === false,
    refetchOnMount: 'always',
    // A changed line keeps the cart on screen until its new prices arrive.
    placeholderData: keepPreviousData,
  });
  return { cart: signedIn ? customerCart : visitorCart, signedIn };
}
