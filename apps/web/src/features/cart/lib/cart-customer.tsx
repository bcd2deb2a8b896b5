import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';

type CartCustomer = string | null | undefined;

/** Whose cart it is at this moment, and a way to hear that it changed (a store, as React's useSyncExternalStore reads one). */
export interface CartCustomerSource {
  get(): CartCustomer;
  subscribe(listener: () => void): () => void;
}

const CartCustomerContext = createContext<CartCustomerSource>({ get: () => undefined, subscribe: () => () => {} });
/** What the page was prerendered with, for hydration: the source's answer when the provider first rendered. */
const FirstCustomerContext = createContext<CartCustomer>(undefined);

/**
 * Whose cart the pages show: the signed-in user's id (the cart on the server), null for a visitor (the cart in the
 * browser), undefined while the session is asked. The app provides it from the session around every page, so the cart
 * needs nothing of the sign-in's code.
 *
 * The source is read where it is used, never passed down as a value: a context value that changed when the session
 * arrived made React drop a prerendered page whose code was still downloading for its fallback (an update above a
 * boundary not yet hydrated), losing what the visitor had typed. And it answers at once when the session ends: a copy
 * updated after rendering let the navbar ask the server for the cart of an account that had just signed out (401).
 */
export function CartCustomerProvider({ source, children }: { source: CartCustomerSource; children: ReactNode }) {
  const [first] = useState(source.get);
  return (
    <CartCustomerContext.Provider value={source}>
      <FirstCustomerContext.Provider value={first}>{children}</FirstCustomerContext.Provider>
    </CartCustomerContext.Provider>
  );
}

export function useCartCustomer(): CartCustomer {
  const source = useContext(CartCustomerContext);
  const first = useContext(FirstCustomerContext);
  return useSyncExternalStore(source.subscribe, source.get, () => first);
}

/** Reads whose cart it is at the moment of the call; using it does not re-render the caller when the session changes. */
export function useCartCustomerAtCall(): () => CartCustomer {
  return useContext(CartCustomerContext).get;
}

/**
 * `enabled` for a query of the signed-in customer's own (their cart on the server): off for a visitor, and judged again
 * when the query would be fetched, not only when its component rendered. Signing out forgets the account's queries in
 * the same moment as the session; a component that rendered while signed in would otherwise fetch them once more for
 * an account that is gone, and get 401.
 */
export function useCustomerQueryEnabled(): false | (() => boolean) {
  const { get } = useContext(CartCustomerContext);
  return useCartCustomer() ? () => Boolean(get()) : false;
}
