import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { mergeBrowserCart } from '../api/merge-browser-cart';
import { useBrowserCartLines } from './browser-cart';
import { useCartCustomer } from './cart-customer';

/**
 * Once someone is signed in while the browser holds a visitor's cart (they have just signed in, here, in another tab
 * or through Google's page), its lines go into the account's cart. The navbar's count runs it, on every page a signed-in
 * user opens.
 */
export function useBrowserCartMerge() {
  const customer = useCartCustomer();
  const holdsLines = useBrowserCartLines().length > 0;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (customer && holdsLines) void mergeBrowserCart(queryClient);
  }, [customer, holdsLines, queryClient]);
}
