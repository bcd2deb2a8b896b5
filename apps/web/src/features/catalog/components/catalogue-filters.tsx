import type { CatalogueFacets, SpecificationFacet } from '@partsmith/contract';
import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { webMessages } from '@partsmith/contract/web-messages';
import type { UseQueryResult } from '@tanstack/react-query';
import { PendingButton } from '@/components/ui/pending-button';
import { getErrorMessage } from '@/lib/api-client';
import { type CatalogueFilters, chosenRange, chosenValues, countFilters, NO_FILTERS, setRange, toggleChoice } from '../lib/catalogue-search';
import { type FacetChoice, FacetChoiceList } from './facet-choice-list';
import { FacetCount } from './facet-count';
import { FacetNumberRange } from './facet-number-range';

interface CatalogueFiltersPanelProps {
  /** The counts for the list as it is filtered now. */
  facetsQuery: UseQueryResult<CatalogueFacets>;
  filters: CatalogueFilters;
  onChange: (filters: CatalogueFilters) => void;
}

/** Every filter of a list with its counts: in stock, price, and each specification its category declares. */
export function CatalogueFiltersPanel({ facetsQuery, filters, onChange }: CatalogueFiltersPanelProps) {
  const filtered = countFilters(filters) > 0;
  const clearButton = (
    <button type="button" className="btn w-full btn-outline btn-sm" onClick={() => onChange(NO_FILTERS)}>
      {catalogueMessages.clearFilters}
    </button>
  );
  if (facetsQuery.isError) {
    // A shared link may name a filter the category no longer has: the way out is to clear the filters.
    return (
      <div role="alert" className="space-y-3 rounded-box border border-error/40 bg-error/5 p-4 text-sm">
        <p>{getErrorMessage(facetsQuery.error)}</p>
        {filtered ? (
          clearButton
        ) : (
          <PendingButton type="button" className="btn w-full btn-sm" onClick={() => void facetsQuery.refetch()} pending={facetsQuery.isFetching}>
            {webMessages.retry}
          </PendingButton>
        )}
      </div>
    );
  }
  const facets = facetsQuery.data;
  if (!facets) return <FiltersSkeleton />;
  const changeSpec = (spec: string[]) => onChange({ ...filters, spec });
  return (
    <div className="space-y-6">
      {filtered && clearButton}
      <label className="flex cursor-pointer items-center gap-2.5 text-sm font-semibold">
        <input
          type="checkbox"
          className="toggle toggle-sm toggle-primary"
          checked={filters.inStock}
          onChange={() => onChange({ ...filters, inStock: !filters.inStock })}
        />
        <span className="flex-1">{catalogueMessages.inStockOnly}</span>
        <FacetCount count={facets.inStock} atLeast={facets.capped} />
      </label>
      <FacetNumberRange
        legend={catalogueMessages.pricePerPiece}
        unit="$"
        value={{ min: filters.minPrice, max: filters.maxPrice }}
        bounds={facets.price}
        onChange={({ min, max }) =>
          onChange({ ...filters, minPrice: min === null ? null : Math.max(0, min), maxPrice: max === null ? null : Math.max(0, max) })
        }
      />
      {facets.specifications.map((facet) => (
        <SpecificationFilter key={facet.key} facet={facet} spec={filters.spec} countsCapped={facets.capped} onChange={changeSpec} />
      ))}
    </div>
  );
}

function SpecificationFilter({
  facet,
  spec,
  countsCapped,
  onChange,
}: {
  facet: SpecificationFacet;
  spec: string[];
  countsCapped: boolean;
  onChange: (spec: string[]) => void;
}) {
  if (facet.kind === 'number') {
    return (
      <FacetNumberRange
        legend={facet.name}
        unit={facet.unit}
        value={chosenRange(spec, facet.key)}
        bounds={{ min: facet.min, max: facet.max }}
        onChange={(range) => onChange(setRange(spec, facet.key, range))}
      />
    );
  }
  const chosen = chosenValues(spec, facet.key);
  const choices: FacetChoice[] = facet.options.map((option) => ({
    value: option.value,
    label: facet.kind === 'boolean' ? (option.value === 'true' ? catalogueMessages.yes : catalogueMessages.no) : option.value,
    count: option.count,
    // The address may name a choice by other letters (socket:am5); the server matches without case.
    selected: option.selected || chosen.some((value) => value.toLowerCase() === option.value.toLowerCase()),
  }));
  return (
    <FacetChoiceList
      legend={facet.name}
      choices={choices}
      countsCapped={countsCapped}
      onToggle={(value) => {
        const inAddress = chosen.find((chosenValue) => chosenValue.toLowerCase() === value.toLowerCase()) ?? value;
        onChange(toggleChoice(spec, facet.key, inAddress));
      }}
    />
  );
}

function FiltersSkeleton() {
  return (
    <div className="space-y-6 motion-safe:animate-pulse" aria-hidden="true">
      {[3, 4, 3].map((rows, group) => (
        <div key={group} className="space-y-2">
          <div className="skeleton h-4 w-1/2" />
          {Array.from({ length: rows }, (_, row) => (
            <div key={row} className="skeleton h-6 w-full" />
          ))}
        </div>
      ))}
    </div>
  );
}
