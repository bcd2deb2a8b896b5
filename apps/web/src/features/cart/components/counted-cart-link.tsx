import { useQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '../api/get-cart';
import { useBrowserCartLines } from '../lib/browser-cart';
import { useCartCustomer } from '../lib/cart-customer';
import { useBrowserCartMerge } from '../lib/use-browser-cart-merge';
import { CartLink } from './cart-link';

/**
 * The cart link with its count of lines: a customer's cart on the server (GET /api/cart, not priced again here: the
 * cart page does that), a visitor's in the browser. Loaded only where there is a cart to count, so it also adds a
 * visitor's lines to the account's cart once they sign in.
 */
export default function CountedCartLink() {
  const customer = useCartCustomer();
  const customerCart = useQuery({ ...cartQueryOptions, enabled: Boolean(customer) });
  const browserLines = useBrowserCartLines();
  useBrowserCartMerge();
  return <CartLink lineCount={customer ? (customerCart.data?.lines.length ?? 0) : browserLines.length} />;
}
