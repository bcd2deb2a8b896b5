import { createContext, type ReactNode, useContext, useLayoutEffect, useState, useSyncExternalStore } from 'react';

type CartCustomer = string | null | undefined;

/** Whose cart it is, kept outside React's state: see CartCustomerProvider. */
function customerStore(initial: CartCustomer) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => current,
    set(next: CartCustomer) {
      if (next === current) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const CartCustomerContext = createContext(customerStore(undefined));

/**
 * Whose cart the pages show: the signed-in user's id (the cart on the server), null for a visitor (the cart in the
 * browser), undefined while the session is asked. The app provides it from the session around every page, so the cart
 * needs nothing of the sign-in's code. The context holds a store that never changes, not the value: a context value
 * that changed when the session arrived made React drop a prerendered page whose code was still downloading for its
 * fallback (an update above a boundary not yet hydrated), losing what the visitor had typed.
 */
export function CartCustomerProvider({ value, children }: { value: CartCustomer; children: ReactNode }) {
  const [store] = useState(() => customerStore(value));
  useLayoutEffect(() => store.set(value), [store, value]);
  return <CartCustomerContext.Provider value={store}>{children}</CartCustomerContext.Provider>;
}

export function useCartCustomer(): CartCustomer {
  const store = useContext(CartCustomerContext);
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}

/** Reads whose cart it is at the moment of the call; using it does not re-render the caller when the session changes. */
export function useCartCustomerAtCall(): () => CartCustomer {
  return useContext(CartCustomerContext).get;
}
