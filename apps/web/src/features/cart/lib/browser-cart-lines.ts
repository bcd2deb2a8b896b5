import type { BrowserCartLine } from './browser-cart';

/** A part and a quantity to put in a cart (either kind). */
export type CartLineRequest = Pick<BrowserCartLine, 'productId' | 'quantity'>;

/** A change of a visitor's lines, and the parts whose line it set: their price per piece is taken afresh. */
export interface BrowserCartChange {
  lines: BrowserCartLine[];
  changed: ReadonlySet<string>;
}

/** Adds each quantity to the line of its part, or as a new line at the end, as the server does for a customer's cart. */
export function withAddedLines(current: readonly BrowserCartLine[], added: readonly CartLineRequest[]): BrowserCartChange {
  const lines = current.map((line) => ({ ...line }));
  const changed = new Set<string>();
  for (const { productId, quantity } of added) {
    const line = lines.find((existing) => existing.productId === productId);
    if (line) line.quantity += quantity;
    else lines.push({ productId, quantity });
    changed.add(productId);
  }
  return { lines, changed };
}

export function withQuantity(current: readonly BrowserCartLine[], productId: string, quantity: number): BrowserCartChange {
  return { lines: current.map((line) => (line.productId === productId ? { ...line, quantity } : line)), changed: new Set([productId]) };
}

export function withoutLine(current: readonly BrowserCartLine[], productId: string): BrowserCartChange {
  return { lines: current.filter((line) => line.productId !== productId), changed: new Set() };
}
