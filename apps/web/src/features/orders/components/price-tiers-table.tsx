import type { Product } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { applicableTier } from '@partsmith/contract/unit-price';
import { formatCount, formatPrice } from '@/lib/format';

const m = messages.priceTiers;

/**
 * The purchase page's price per piece by quantity: the part's price from its minimum order (unless a break starts
 * there), then each break. The row the chosen quantity gets is highlighted and marked current for screen readers;
 * none while the quantity is below the minimum.
 */
export function PriceTiersTable({ product, quantity }: { product: Product; quantity: number }) {
  const base = { minQuantity: product.minimum, price: product.price };
  const rows = product.priceTiers[0]?.minQuantity === product.minimum ? product.priceTiers : [base, ...product.priceTiers];
  const current = quantity >= product.minimum ? (applicableTier(product.priceTiers, quantity) ?? base) : undefined;
  return (
    <table className="table table-sm rounded-box bg-base-200">
      <caption className="mb-1 text-start text-sm text-base-content/75">{m.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.pieces}</th>
          <th scope="col" className="text-end">
            {m.pricePerPiece}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const next = rows[index + 1];
          return (
            <tr
              key={row.minQuantity}
              aria-current={row.minQuantity === current?.minQuantity ? 'true' : undefined}
              className={row.minQuantity === current?.minQuantity ? 'bg-primary font-semibold text-primary-content' : undefined}
            >
              <td className="tabular-nums">
                {next ? m.quantityRange(formatCount(row.minQuantity), formatCount(next.minQuantity - 1)) : m.quantityOrMore(formatCount(row.minQuantity))}
              </td>
              <td className="text-end tabular-nums">
                {formatPrice(row.price)}
                {row.minQuantity === current?.minQuantity && <span className="sr-only"> {m.yourPrice}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
