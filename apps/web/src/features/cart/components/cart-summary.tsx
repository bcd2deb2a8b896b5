import { type Cart, cartMessages } from '@partsmith/contract';
import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/format';

interface CartSummaryProps {
  cart: Cart;
  /** Check out, and what the cart offers besides (save, empty). */
  children: ReactNode;
}

/** The cart's lines, pieces and total, with its actions below. */
export function CartSummary({ cart, children }: CartSummaryProps) {
  return (
    <section aria-labelledby="cart-summary" className="space-y-4 rounded-box border border-base-300 bg-base-200/60 p-5 lg:sticky lg:top-24">
      <h2 id="cart-summary" className="text-xl font-bold">
        {cartMessages.summaryHeading}
      </h2>
      <dl className="space-y-2">
        <div className="flex justify-between gap-4 text-base-content/80">
          <dt>{cartMessages.lineCount(cart.lines.length)}</dt>
          <dd className="tabular-nums">{cartMessages.pieceCount(cart.pieces)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-base-300 pt-2">
          <dt className="font-semibold">{cartMessages.total}</dt>
          <dd className="text-2xl font-extrabold text-primary tabular-nums">{formatPrice(cart.total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
