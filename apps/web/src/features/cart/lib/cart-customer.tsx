import { createContext, useContext } from 'react';

/**
 * Whose cart the pages show: the signed-in user's id (the cart on the server), null for a visitor (the cart in the
 * browser), undefined while the session is asked. The app provides it from the session around every page, so the cart
 * needs nothing of the sign-in's code.
 */
const CartCustomerContext = createContext<string | null | undefined>(undefined);

export const CartCustomerProvider = CartCustomerContext.Provider;

export function useCartCustomer(): string | null | undefined {
  return useContext(CartCustomerContext);
}
