import type { Order } from '@partsmith/contract';
import { chargesMessages } from '@partsmith/contract/charges-messages';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import type { ReactNode } from 'react';
import { chargeRows, lineAmount, orderCharges } from '@/lib/charges';
import { formatCount, formatPrice } from '@/lib/format';
import { BackorderNote } from './backorder-note';

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
 * Every line of an order: part number, part (with the pieces that wait for stock, and the day they are promised by),
 * quantity and, with `prices`, the price per piece, the line's tax rate and its
 * total at those prices; below, what the order charged: goods, delivery, tax and the total paid (without prices, its
 * pieces, as a packing slip shows them). On phones each line is a short card, so nothing is wider than the screen; the
 * markup stays a table.
 */
export function OrderLinesTable({ order, prices = true }: { order: Order; prices?: boolean }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 print:rounded-none print:border-0">
      <table className="table max-sm:block sm:[&_td]:px-3 sm:[&_th]:px-3">
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
                  {chargesMessages.taxRate}
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
                <BackorderNote line={line} />
              </th>
              <FigureCell label={copy.quantity} className="max-sm:order-3">
                {formatCount(line.quantity)}
              </FigureCell>
              {prices && (
                <>
                  <FigureCell label={copy.pricePerPiece} className="max-sm:order-4">
                    {formatPrice(line.unitPrice)}
                  </FigureCell>
                  <FigureCell label={chargesMessages.taxRate} className="max-sm:order-5">
                    {chargesMessages.percent(line.taxRate)}
                  </FigureCell>
                  <FigureCell label={copy.lineTotal} className="font-semibold max-sm:order-6">
                    {formatPrice(lineAmount(line))}
                  </FigureCell>
                </>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot className="max-sm:block">{prices ? <ChargeRows order={order} /> : <PiecesRow order={order} />}</tfoot>
      </table>
    </div>
  );
}

const FOOT_ROW = 'max-sm:flex max-sm:justify-between max-sm:gap-4';

/** Goods, delivery, tax and the total paid, one row each; tax included in the prices is told in a lighter tone. */
function ChargeRows({ order }: { order: Order }) {
  return chargeRows(orderCharges(order)).map((row) => {
    const total = row.id === 'total';
    // The rows before the total sit close together, under a rule below the lines.
    const padding = total ? '' : row.id === 'goods' ? 'pt-3 pb-1' : 'py-1';
    return (
      <tr
        key={row.id}
        className={`${FOOT_ROW} ${row.id === 'goods' || total ? 'border-t border-base-300' : 'border-0'} ${total ? 'text-base' : ''} ${row.included ? 'text-base-content/75' : 'text-base-content'}`}
      >
        <th scope="row" colSpan={5} className={`text-right ${padding} ${total ? '' : 'font-normal'}`}>
          {row.label}
        </th>
        <td className={`text-right tabular-nums ${padding} ${total ? 'font-bold' : 'font-normal'}`}>{row.value}</td>
      </tr>
    );
  });
}

function PiecesRow({ order }: { order: Order }) {
  return (
    <tr className={`${FOOT_ROW} border-t border-base-300 text-base text-base-content`}>
      <th scope="row" colSpan={2} className="text-right">
        {copy.total}
      </th>
      <td className="text-right font-bold tabular-nums">{copy.piecesInAll(order.quantity)}</td>
    </tr>
  );
}
