import { maxOrderQuantity } from '@partsmith/contract';
import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { messages } from '@partsmith/contract/messages';
import { useId } from 'react';
import { ShipsLaterNote } from '@/components/ui/ships-later-note';
import { formatCount } from '@/lib/format';
import { isOrderableQuantity, parseQuantity } from '@/lib/order-quantity';

interface QuantityStepperProps {
  /** The input's text: the customer may type any number, or clear the field. */
  value: string;
  onChange: (value: string) => void;
  minimum: number;
  /** The pieces in stock: the most that may be ordered, unless the part has a lead time. */
  stock: number;
  /**
   * The part's lead time (decision 0030): it may be ordered beyond its stock, up to the most an order may name, and the
   * stepper says how many pieces are in stock and how many wait. Null or absent: only what is in stock.
   */
  leadTimeDays?: number | null;
  /** Minus was pressed where one less would be under the minimum order. */
  onBelowMinimum: () => void;
  /** Plus was pressed where one more would be over the most one order may take. */
  onAboveLimit: () => void;
}

/** What is wrong with a quantity outside minimum and maximum, in the words of the stepper's own toasts. */
function quantityProblem(quantity: number, minimum: number): string {
  if (!Number.isInteger(quantity)) return 'Whole pieces only.';
  return quantity < minimum ? messages.validation.belowMinimum : messages.validation.aboveLimit;
}

/**
 * Minus, a number field and plus. The buttons move one piece at a time and never step outside minimum and the most one
 * order may take: the stock, or for a part with a lead time the most any order may name.
 */
export function QuantityStepper({ value, onChange, minimum, stock, leadTimeDays = null, onBelowMinimum, onAboveLimit }: QuantityStepperProps) {
  const inputId = useId();
  const hintId = useId();
  const maximum = maxOrderQuantity({ available: stock, leadTimeDays });
  const quantity = parseQuantity(value);
  const current = Number.isFinite(quantity) ? quantity : 0;
  // The starting 0 (or an empty field) is not yet a choice, so it is not flagged as an error.
  const outOfBounds = quantity !== 0 && !isOrderableQuantity(quantity, minimum, maximum);
  const problem = outOfBounds ? quantityProblem(quantity, minimum) : undefined;

  const decrease = () => {
    const next = Math.ceil(current) - 1;
    if (next < minimum) onBelowMinimum();
    else onChange(String(next));
  };
  const increase = () => {
    const next = Math.floor(current) + 1;
    if (next > maximum) onAboveLimit();
    else onChange(String(next));
  };

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
        Quantity
      </label>
      <div className="join">
        <button type="button" className="btn join-item btn-square border-base-300" aria-label="Decrease quantity" aria-controls={inputId} onClick={decrease}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M5 12h14" />
          </svg>
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={minimum}
          max={maximum}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={outOfBounds ? true : undefined}
          aria-describedby={hintId}
          className={`input join-item w-28 [appearance:textfield] text-center text-lg font-semibold tabular-nums [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none ${outOfBounds ? 'input-error' : ''}`}
        />
        <button type="button" className="btn join-item btn-square border-base-300" aria-label="Increase quantity" aria-controls={inputId} onClick={increase}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M12 5v14M5 12h14" />
          </svg>
        </button>
      </div>
      {/* Polite and atomic: a typed quantity that becomes wrong (or right again) is read out with the range, and one beyond
          the stock of a part with a lead time with the pieces in stock and those that wait. */}
      <div id={hintId} aria-live="polite" aria-atomic="true" className="mt-1.5 space-y-1">
        <p className={`text-sm ${outOfBounds ? 'text-error' : 'text-base-content/75'}`}>
          {problem && <span className="font-semibold">{problem}</span>}
          {problem && ' '}
          {leadTimeDays !== null
            ? catalogueMessages.leadTimeRange(minimum, stock, leadTimeDays)
            : stock < minimum
              ? `Only ${formatCount(stock)} ${stock === 1 ? 'piece is' : 'pieces are'} left; orders start at ${formatCount(minimum)}.`
              : `Order from ${formatCount(minimum)} to ${formatCount(stock)} pieces.`}
        </p>
        {!outOfBounds && <ShipsLaterNote part={{ available: stock, leadTimeDays }} quantity={quantity} />}
      </div>
    </div>
  );
}
