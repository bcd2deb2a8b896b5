import { useSyncExternalStore } from 'react';
import { BROWSER_CART_CHANGED, BROWSER_CART_KEY, subscribeToBrowserCart } from './browser-cart-presence';

export { BROWSER_CART_KEY } from './browser-cart-presence';

/** A line of a visitor's cart: a part, its quantity, and the price per piece when the visitor last set it. */
export interface BrowserCartLine {
  productId: string;
  quantity: number;
  seenUnitPrice?: number;
}

const NO_LINES: readonly BrowserCartLine[] = [];
const PRODUCT_ID = /^[1-9]\d{0,14}$/;

/** What the code writes: a hand edit or an older format is left out rather than sent (the server would refuse it all). */
const isBrowserCartLine = (line: Partial<BrowserCartLine> | null) =>
  PRODUCT_ID.test(String(line?.productId)) && Number.isInteger(line?.quantity) && line!.quantity! > 0;

// The lines of the text last read, so that the same text gives the same array (useSyncExternalStore's snapshot).
let lastRead: { text: string | null; lines: readonly BrowserCartLine[] } = { text: null, lines: NO_LINES };

/** The visitor's lines; blocked storage, or text that is not JSON, reads as an empty cart. */
export function readBrowserCart(): readonly BrowserCartLine[] {
  try {
    const text = window.localStorage.getItem(BROWSER_CART_KEY);
    if (text !== lastRead.text) {
      const stored: unknown = JSON.parse(text ?? '[]');
      lastRead = { text, lines: Array.isArray(stored) ? (stored.filter(isBrowserCartLine) as BrowserCartLine[]) : NO_LINES };
    }
    return lastRead.lines;
  } catch {
    return NO_LINES;
  }
}

/** Keeps the visitor's lines; an empty cart leaves nothing behind. A full or blocked storage throws. */
export function writeBrowserCart(lines: readonly BrowserCartLine[]): void {
  if (lines.length === 0) window.localStorage.removeItem(BROWSER_CART_KEY);
  else window.localStorage.setItem(BROWSER_CART_KEY, JSON.stringify(lines));
  window.dispatchEvent(new Event(BROWSER_CART_CHANGED));
}

/** The visitor's lines, kept current; none while a prerendered page hydrates (its markup was drawn without them). */
export function useBrowserCartLines(): readonly BrowserCartLine[] {
  return useSyncExternalStore(subscribeToBrowserCart, readBrowserCart, () => NO_LINES);
}
