import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { useId, useState } from 'react';
import type { NumberRange } from '../lib/catalogue-search';

interface FacetNumberRangeProps {
  legend: string;
  /** "W", "mm", "$": shown beside each input. */
  unit: string | null;
  /** The range in the address. */
  value: NumberRange;
  /** The lowest and highest value among the parts the other filters leave: the inputs' placeholders. */
  bounds: NumberRange;
  onChange: (range: NumberRange) => void;
}

const textOf = (value: number | null) => (value === null ? '' : String(value));

function numberFrom(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A number filter: from and to, either left open, applied with Enter or Apply. */
export function FacetNumberRange({ legend, unit, value, bounds, onChange }: FacetNumberRangeProps) {
  const [from, setFrom] = useState(textOf(value.min));
  const [to, setTo] = useState(textOf(value.max));
  const [shown, setShown] = useState(value);
  // The address changed from outside (Back, Clear filters): show its range.
  if (shown.min !== value.min || shown.max !== value.max) {
    setShown(value);
    setFrom(textOf(value.min));
    setTo(textOf(value.max));
  }
  const unitLabel = unit ? ` (${unit})` : '';

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const min = numberFrom(from);
        const max = numberFrom(to);
        onChange(min !== null && max !== null && min > max ? { min: max, max: min } : { min, max });
      }}
    >
      <fieldset className="space-y-1.5">
        <legend className="mb-1.5 text-sm font-semibold">
          {legend}
          {unitLabel}
        </legend>
        <div className="flex items-end gap-2">
          <RangeEnd label={catalogueMessages.rangeFrom} value={from} placeholder={textOf(bounds.min)} onChange={setFrom} />
          <RangeEnd label={catalogueMessages.rangeTo} value={to} placeholder={textOf(bounds.max)} onChange={setTo} />
          <button type="submit" className="btn btn-sm btn-outline">
            {catalogueMessages.applyRange}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

function RangeEnd({ label, value, placeholder, onChange }: { label: string; value: string; placeholder: string; onChange: (text: string) => void }) {
  const inputId = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={inputId} className="mb-0.5 block text-xs text-base-content/75">
        {label}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="decimal"
        step="any"
        className="input input-sm w-full"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
