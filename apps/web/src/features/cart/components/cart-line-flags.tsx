import { type CartLine, cartMessages } from '@partsmith/contract';
import { formatPrice } from '@/lib/format';

interface CartLineFlagsProps {
  line: CartLine;
  /** Sets the line's quantity: the same one accepts a changed price, the nearest one fixes a quantity out of bounds. */
  onSetQuantity: (quantity: number) => void;
  pending: boolean;
  /** The id of the line's name, which tells the buttons of the lines apart. */
  describedBy: string;
}

/** Why a line cannot be checked out as it is, each problem with the change that fixes it. */
export function CartLineFlags({ line, onSetQuantity, pending, describedBy }: CartLineFlagsProps) {
  if (line.problems.length === 0) return null;
  const nearest = line.nearestQuantity;
  return (
    <ul className="space-y-2">
      {line.problems.map((problem) => (
        <li
          key={problem}
          className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-field border px-3 py-2 text-sm ${problem === 'deleted' ? 'border-error/50 bg-error/10' : 'border-warning/60 bg-warning/10'}`}
        >
          {problem === 'deleted' && <span className="font-medium">{cartMessages.noLongerSold}</span>}
          {problem === 'price-changed' && (
            <>
              <span className="font-medium">{cartMessages.priceChanged(formatPrice(line.seenUnitPrice), formatPrice(line.unitPrice))}</span>
              <button
                type="button"
                className="btn btn-xs btn-warning"
                disabled={pending}
                aria-describedby={describedBy}
                onClick={() => onSetQuantity(line.quantity)}
              >
                {cartMessages.acceptNewPrice}
              </button>
            </>
          )}
          {(problem === 'below-minimum' || problem === 'above-stock') && (
            <>
              <span className="font-medium">
                {problem === 'below-minimum' ? cartMessages.belowMinimum(line.minimum) : cartMessages.aboveStock(line.available)}{' '}
                {nearest === null && cartMessages.noQuantityWorks}
              </span>
              {nearest !== null && (
                <button
                  type="button"
                  className="btn btn-xs btn-warning"
                  disabled={pending}
                  aria-describedby={describedBy}
                  onClick={() => onSetQuantity(nearest)}
                >
                  {cartMessages.useQuantity(nearest)}
                </button>
              )}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
