import { PRODUCT_SORT_LABELS, PRODUCT_SORTS, type ProductSort } from '@partsmith/contract/constants';
import { useId, useRef } from 'react';
import { useEnteredBeforeHydration } from '@/lib/use-entered-before-hydration';

export function ProductSortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  useEnteredBeforeHydration(select, value, (entered) => {
    const sort = PRODUCT_SORTS.find((candidate) => candidate === entered);
    if (sort) onChange(sort);
  });
  return (
    <div className="w-full sm:w-56">
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium">
        Sort by
      </label>
      <select ref={select} id={selectId} className="select w-full" value={value} onChange={(event) => onChange(event.target.value as ProductSort)}>
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {PRODUCT_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
