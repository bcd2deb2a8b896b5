import { FacetCount } from './facet-count';

export interface FacetChoice {
  value: string;
  label: string;
  /** The parts the list would hold with this choice too; null while unknown. */
  count: number | null;
  selected: boolean;
}

interface FacetChoiceListProps {
  legend: string;
  choices: FacetChoice[];
  /** The counts are lower bounds (a broad search stopped counting). */
  countsCapped?: boolean;
  onToggle: (value: string) => void;
}

/** A filter's choices as checkboxes, each with its count; one that would leave no part is disabled unless chosen. */
export function FacetChoiceList({ legend, choices, countsCapped = false, onToggle }: FacetChoiceListProps) {
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={`flex cursor-pointer items-center gap-2.5 rounded-field px-1 py-1 text-sm hover:bg-base-200 ${choice.count === 0 && !choice.selected ? 'cursor-not-allowed text-base-content/60' : ''}`}
        >
          <input
            type="checkbox"
            className="checkbox checkbox-sm checkbox-primary"
            checked={choice.selected}
            disabled={choice.count === 0 && !choice.selected}
            onChange={() => onToggle(choice.value)}
          />
          <span className="min-w-0 flex-1 break-words">{choice.label}</span>
          {choice.count !== null && <FacetCount count={choice.count} atLeast={countsCapped} />}
        </label>
      ))}
    </fieldset>
  );
}
