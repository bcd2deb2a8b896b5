import type { Order } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import type { ReactNode } from 'react';
import { formatCount, formatPrice } from '@/lib/format';

const copy = orderPageMessages;

/** Names a figure on phones, where the header row is hidden. */
function PhoneLabel({ children }: { children: string }) {
  return <span className="font-normal text-base-content/70 sm:hidden">{children}: </span>;
}

function FigureCell({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td className={`text-right tabular-nums max-sm:py-0.5 max-sm:text-left ${className}`}>
      <PhoneLabel>{label}</PhoneLabel>
      {children}
    </td>
  );
}

/**
 * Every line of an order: part number, part, quantity and, with `prices`, the price per piece and the line's total, with
 * the order's total below (its pieces without prices, as a packing slip shows them). On phones each line is a short
 * card, so nothing is wider than the screen; the markup stays a table.
 */
export function OrderLinesTable({ order, prices = true }: { order: Order; prices?: boolean }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 print:rounded-none print:border-0">
      <table className="table max-sm:block">
        <caption className="sr-only">{copy.partsCaption(order._id, order.lines.length)}</caption>
        <thead className="max-sm:sr-only">
          <tr>
            <th scope="col">{copy.partNumber}</th>
            <th scope="col">{copy.part}</th>
            <th scope="col" className="text-right">
              {copy.quantity}
            </th>
            {prices && (
              <>
                <th scope="col" className="text-right">
                  {copy.pricePerPiece}
                </th>
                <th scope="col" className="text-right">
                  {copy.lineTotal}
                </th>
              </>
            )}
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:[&_td]:border-0 max-sm:[&_th]:border-0">
          {order.lines.map((line) => (
            <tr key={line.productId} className="max-sm:flex max-sm:flex-col max-sm:border-b max-sm:border-base-content/5 max-sm:py-2 max-sm:last:border-b-0">
              <td className="font-mono text-sm [overflow-wrap:anywhere] max-sm:order-2 max-sm:py-0.5">
                {line.partNumber ?? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{copy.noPartNumber}</span>
                  </>
                )}
              </td>
              <th scope="row" className="font-medium [overflow-wrap:anywhere] max-sm:order-1 max-sm:pb-0.5">
                {line.productName}
              </th>
              <FigureCell label={copy.quantity} className="max-sm:order-3">
                {formatCount(line.quantity)}
              </FigureCell>
              {prices && (
                <>
                  <FigureCell label={copy.pricePerPiece} className="max-sm:order-4">
                    {formatPrice(line.unitPrice)}
                  </FigureCell>
                  <FigureCell label={copy.lineTotal} className="font-semibold max-sm:order-5">
                    {formatPrice(line.price)}
                  </FigureCell>
                </>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot className="max-sm:block">
          <tr className="border-t border-base-300 text-base text-base-content max-sm:flex max-sm:justify-between">
            <th scope="row" colSpan={prices ? 4 : 2} className="text-right">
              {copy.total}
            </th>
            <td className="text-right font-bold tabular-nums">{prices ? formatPrice(order.price) : copy.piecesInAll(order.quantity)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
