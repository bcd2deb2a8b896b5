import { type Charges, chargeRows } from '@/lib/charges';

interface ChargesListProps {
  charges: Charges;
  /** Leave the total out where the page shows it in its own words ("Please Pay $…"). */
  total?: boolean;
  className?: string;
}

/**
 * Goods, delivery, tax and total, one row each, as a description list: what a cart's checkout, or an order's payment,
 * charges. Tax included in the prices is told in a lighter tone, as it is not added; the total stands out.
 */
export function ChargesList({ charges, total = true, className = '' }: ChargesListProps) {
  return (
    <dl className={`space-y-1.5 tabular-nums ${className}`}>
      {chargeRows(charges, { total }).map((row) =>
        row.id === 'total' ? (
          <div key={row.id} className="flex items-baseline justify-between gap-4 border-t border-base-300 pt-2">
            <dt className="font-semibold">{row.label}</dt>
            <dd className="text-2xl font-extrabold text-primary">{row.value}</dd>
          </div>
        ) : (
          <div key={row.id} className={`flex flex-wrap items-baseline justify-between gap-x-4 ${row.included ? 'text-sm text-base-content/75' : ''}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
            {row.note && <dd className="w-full text-sm text-base-content/75">{row.note}</dd>}
          </div>
        ),
      )}
    </dl>
  );
}
