import { PRODUCT_SORT_LABELS, PRODUCT_SORTS, type ProductSort } from '@partsmith/contract/constants';
import { useId } from 'react';

export function ProductSortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const selectId = useId();
  return (
    <div className="w-full sm:w-56">
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium">
        Sort by
      </label>
      <select
        id={selectId}
        className="select w-full"
        value={value}
        onChange={(event) => onChange(event.target.value as ProductSort)}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {PRODUCT_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
