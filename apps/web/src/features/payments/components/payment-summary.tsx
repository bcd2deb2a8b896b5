import type { Order } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { ChargesList } from '@/components/ui/charges-list';
import { lineAmount, orderCharges } from '@/lib/charges';
import { formatPrice } from '@/lib/format';

/**
 * The spec's payment card: 'Hello' with the email, 'Pay' for the product name, the delivery promise and 'Please
 * Pay $price'. An order of one part says its pieces and price per piece, an order of several lists each part; then its
 * goods, delivery and tax, which the price is the total of. A paid order shows what was paid instead of asking for it.
 */
export function PaymentSummary({ order, paid }: { order: Order; paid: boolean }) {
  const copy = messages.payments;
  return (
    <div className="rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
      <p className="text-base-content/80">
        {copy.hello}, <span className="font-semibold break-all text-base-content">{order.email}</span>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance [overflow-wrap:anywhere] sm:text-4xl">
        {copy.pay} {order.productName}
      </h1>
      {order.unitPrice === null ? (
        <PaidForLines order={order} />
      ) : (
        <p className="mt-2 text-base-content/75 tabular-nums">{orderPageMessages.piecesAt(order.quantity, order.unitPrice)}</p>
      )}
      <p className="mt-5 flex items-center gap-2 font-medium">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 shrink-0 text-primary"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7z" />
          <circle cx="7" cy="17.5" r="1.8" />
          <circle cx="17.5" cy="17.5" r="1.8" />
        </svg>
        {copy.delivery}
      </p>
      <ChargesList charges={orderCharges(order)} total={false} className="mt-5" />
      <div className="mt-4 rounded-box bg-base-200 px-5 py-4">
        {paid ? (
          <p className="text-2xl font-extrabold tabular-nums sm:text-3xl">
            <span className="badge mr-2 align-middle font-semibold badge-success">Paid</span>
            {formatPrice(order.price)}
          </p>
        ) : (
          <p className="text-2xl font-extrabold tabular-nums text-primary sm:text-3xl">{copy.pleasePay(formatPrice(order.price))}</p>
        )}
      </div>
    </div>
  );
}

/** An order of several parts: how many lines and pieces, then each part with its pieces, price per piece and line total. */
function PaidForLines({ order }: { order: Order }) {
  return (
    <>
      <p className="mt-2 text-base-content/75 tabular-nums">{orderPageMessages.linesAndPieces(order.lines.length, order.quantity)}</p>
      <ul className="mt-4 divide-y divide-base-300 rounded-box border border-base-300">
        {order.lines.map((line) => (
          <li key={line.productId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2">
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="font-medium">{line.productName}</span>
              {line.partNumber && <span className="ml-2 text-xs text-base-content/70">{line.partNumber}</span>}
              <span className="block text-sm text-base-content/75 tabular-nums">{orderPageMessages.piecesAt(line.quantity, line.unitPrice)}</span>
            </span>
            <span className="font-semibold tabular-nums">{formatPrice(lineAmount(line))}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
