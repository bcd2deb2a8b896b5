import type { Cart } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_QUERY_KEY } from '@/lib/query-keys';
import type { BrowserCartLine } from '../lib/browser-cart';
import type { BrowserCartChange } from '../lib/browser-cart-lines';
import { useCartCustomerAtCall } from '../lib/cart-customer';
import { changeBrowserCart } from './preview-cart';

/**
 * A change of the cart, whoever's it is: a signed-in customer's through the server's call, which answers the cart; a
 * visitor's (or anyone's while the session is asked: it is added to the account on sign-in) in the browser.
 */
export function useCartMutation<Variables>(
  customerWrite: (variables: Variables) => Promise<Cart>,
  visitorChange: (current: readonly BrowserCartLine[], variables: Variables) => BrowserCartChange,
) {
  const queryClient = useQueryClient();
  const customerNow = useCartCustomerAtCall();
  return useMutation({
    mutationFn: async (variables: Variables) => {
      const customer = customerNow();
      const cart = customer ? await customerWrite(variables) : await changeBrowserCart(queryClient, (current) => visitorChange(current, variables));
      return { cart, customer };
    },
    onSuccess: ({ cart, customer }) => {
      if (customer) queryClient.setQueryData(CART_QUERY_KEY, cart);
    },
    // Refused because the cart changed elsewhere (another tab, a checkout): show it as it is.
    onError: () => (customerNow() ? queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }) : undefined),
  });
}
