import { ORDER_SORTS, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderSort } from '@partsmith/contract';
import { listMessages } from '@partsmith/contract/list-messages';
import { useId } from 'react';
import { PAID_ORDERS_FILTER } from '@/lib/admin-paths';
import type { OrderStatusFilter } from '../api/order-list-query';

interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** A labelled select that narrows or orders a list. */
function FilterSelect<Value extends string>({ label, value, options, onChange }: FilterSelectProps<Value>) {
  const selectId = useId();
  return (
    <div className="w-full sm:w-44 sm:shrink-0">
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select
        id={selectId}
        className="select w-full"
        value={value}
        onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const STATUS_OPTIONS = [
  { value: 'all', label: listMessages.allStatuses },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
  { value: PAID_ORDERS_FILTER, label: listMessages.paidStatuses },
] as const satisfies readonly { value: OrderStatusFilter; label: string }[];

/** All, or orders of one status. */
export function OrderStatusSelect({ value, onChange }: { value: OrderStatusFilter; onChange: (status: OrderStatusFilter) => void }) {
  return <FilterSelect<OrderStatusFilter> label="Status" value={value} options={STATUS_OPTIONS} onChange={onChange} />;
}

const SORT_OPTIONS = ORDER_SORTS.map((sort) => ({ value: sort, label: listMessages.orderSortLabels[sort] }));

/** Newest or oldest orders first. */
export function OrderSortSelect({ value, onChange }: { value: OrderSort; onChange: (sort: OrderSort) => void }) {
  return <FilterSelect label="Sort by" value={value} options={SORT_OPTIONS} onChange={onChange} />;
}

/**
 * A checkbox that narrows the list: only the orders awaiting shipment (the overview's figure of them opens it),
 * or only the orders on terms whose transfer is past its due day, shipped or not (its overdue invoices open it).
 */
export function OrderFlagFilter({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium">
      <input type="checkbox" className="checkbox checkbox-sm" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
