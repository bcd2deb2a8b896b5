import { useSyncExternalStore } from 'react';

/** Where a visitor's cart is kept in the browser until they sign in. */
export const BROWSER_CART_KEY = 'partsmith-cart';
/** Told on this page when the cart in the browser changes; other tabs hear of it through the storage event. */
export const BROWSER_CART_CHANGED = 'partsmith-cart-changed';

export function subscribeToBrowserCart(onChange: () => void) {
  window.addEventListener(BROWSER_CART_CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(BROWSER_CART_CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

function holdsBrowserCart(): boolean {
  try {
    return window.localStorage.getItem(BROWSER_CART_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the browser holds a visitor's cart, without reading it: every page asks (the navbar), and only a page whose
 * browser holds one loads the code that reads it. False while a prerendered page hydrates.
 */
export function useHoldsBrowserCart(): boolean {
  return useSyncExternalStore(subscribeToBrowserCart, holdsBrowserCart, () => false);
}
