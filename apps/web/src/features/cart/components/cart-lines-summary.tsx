import { type Cart, cartMessages } from '@partsmith/contract';
import { ChargesList } from '@/components/ui/charges-list';
import { cartCharges } from '@/lib/charges';
import { formatPrice } from '@/lib/format';
import { BackorderNote } from './backorder-note';

/**
 * The cart's lines as they will be ordered, read-only: part, quantity, price per piece and line total (and the pieces that
 * ship later); then its pieces and what the order will charge: goods, delivery, tax and the total.
 */
export function CartLinesSummary({ cart }: { cart: Cart }) {
  return (
    <section aria-labelledby="checkout-order" className="rounded-box border border-base-300 bg-base-100 p-5 sm:p-6">
      <h2 id="checkout-order" className="mb-4 text-xl font-bold">
        {cartMessages.orderHeading}
      </h2>
      <ul className="divide-y divide-base-300">
        {cart.lines.map((line) => (
          <li key={line.productId} className="flex items-start justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-medium">{line.name}</p>
              <p className="text-sm text-base-content/75">
                <span className="font-mono text-xs">{line.partNumber}</span> · {cartMessages.pieceCount(line.quantity)} × {formatPrice(line.unitPrice)}
              </p>
              <BackorderNote line={line} />
            </div>
            <p className="shrink-0 font-semibold tabular-nums">{formatPrice(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 flex justify-between gap-4 border-t border-base-300 pt-4 text-base-content/80">
        <dt>{cartMessages.lineCount(cart.lines.length)}</dt>
        <dd className="tabular-nums">{cartMessages.pieceCount(cart.pieces)}</dd>
      </dl>
      <ChargesList charges={cartCharges(cart.charges)} className="mt-2" />
    </section>
  );
}
