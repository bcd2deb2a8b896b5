import { INVOICE_KIND_LABELS, INVOICE_KINDS } from '@partsmith/contract';
import { billingMessages } from '@partsmith/contract/billing-messages';
import { SelectField } from '@/components/ui/select-field';
import type { InvoiceListFilters } from '../api/invoice-query';

const m = billingMessages.invoices.filters;

/** How many years back the year filter offers, this one included. */
const YEARS_OFFERED = 10;

/** This year and the ones before it, newest first, and the year in the address wherever it lies. */
function yearOptions(chosen: string): string[] {
  const thisYear = new Date().getUTCFullYear();
  const years = Array.from({ length: YEARS_OFFERED }, (_, index) => String(thisYear - index));
  return chosen && !years.includes(chosen) ? [...years, chosen].sort((a, b) => Number(b) - Number(a)) : years;
}

interface InvoiceFiltersProps {
  /** The filters in the address. */
  value: InvoiceListFilters;
  /** Called with the one filter changed (its new value, '' for none). */
  onChange: (name: keyof InvoiceListFilters, value: string) => void;
  onClear: () => void;
}

/** The year of issue and the kind of document; each applies as soon as it is chosen. */
export function InvoiceFilters({ value, onChange, onClear }: InvoiceFiltersProps) {
  const filtered = value.year !== '' || value.kind !== '';
  return (
    <div
      role="search"
      aria-label={m.label}
      className="mb-4 flex flex-col gap-4 rounded-box border border-base-300 bg-base-200/60 p-4 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <SelectField label={m.year} className="w-full sm:w-44" value={value.year} onChange={(event) => onChange('year', event.target.value)}>
        <option value="">{m.anyYear}</option>
        {yearOptions(value.year).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </SelectField>
      <SelectField label={m.kind} className="w-full sm:w-64" value={value.kind} onChange={(event) => onChange('kind', event.target.value)}>
        <option value="">{m.anyKind}</option>
        {INVOICE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {INVOICE_KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      {filtered && (
        <button type="button" className="btn btn-ghost" onClick={onClear}>
          {m.clear}
        </button>
      )}
    </div>
  );
}
