import { type Cart, cartMessages } from '@partsmith/contract';
import type { ReactNode } from 'react';
import { ChargesList } from '@/components/ui/charges-list';
import { cartCharges } from '@/lib/charges';

interface CartSummaryProps {
  cart: Cart;
  /** Check out, and what the cart offers besides (save, empty). */
  children: ReactNode;
}

/** The cart's lines and pieces, what its checkout charges (goods, delivery, tax, total), with its actions below. */
export function CartSummary({ cart, children }: CartSummaryProps) {
  return (
    <section aria-labelledby="cart-summary" className="space-y-4 rounded-box border border-base-300 bg-base-200/60 p-5 lg:sticky lg:top-24">
      <h2 id="cart-summary" className="text-xl font-bold">
        {cartMessages.summaryHeading}
      </h2>
      <dl>
        <div className="flex justify-between gap-4 border-b border-base-300 pb-2 text-base-content/80">
          <dt>{cartMessages.lineCount(cart.lines.length)}</dt>
          <dd className="tabular-nums">{cartMessages.pieceCount(cart.pieces)}</dd>
        </div>
      </dl>
      <ChargesList charges={cartCharges(cart.charges)} />
      {children}
    </section>
  );
}
