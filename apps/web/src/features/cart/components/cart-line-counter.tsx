import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartQueryOptions } from '../api/get-cart';
import { useBrowserCartLines } from '../lib/browser-cart';
import { useCartCustomer, useCustomerQueryEnabled } from '../lib/cart-customer';
import { useBrowserCartMerge } from '../lib/use-browser-cart-merge';

/**
 * Counts the cart's lines for the navbar's link and renders nothing: a customer's cart on the server (GET /api/cart,
 * not priced again here: the cart page does that), a visitor's in the browser. Loaded only where there is a cart to
 * count, so it also adds a visitor's lines to the account's cart once they sign in.
 */
export default function CartLineCounter({ onCount }: { onCount: (lineCount: number) => void }) {
  const customer = useCartCustomer();
  const customerCart = useQuery({ ...cartQueryOptions, enabled: useCustomerQueryEnabled() });
  const browserLines = useBrowserCartLines();
  useBrowserCartMerge();
  const lineCount = customer ? (customerCart.data?.lines.length ?? 0) : browserLines.length;
  useEffect(() => onCount(lineCount), [lineCount, onCount]);
  return null;
}
