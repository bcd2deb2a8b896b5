import { cartMessages, type SavedList } from '@partsmith/contract';
import { useId } from 'react';
import { PendingButton } from '@/components/ui/pending-button';
import { formatDateTime } from '@/lib/format';

interface SavedListCardProps {
  list: SavedList;
  adding: boolean;
  onAddToCart: (list: SavedList) => void;
  onDelete: (list: SavedList) => void;
}

/** A saved list: its name, when it was saved, its lines, and Add to cart and Delete. */
export function SavedListCard({ list, adding, onAddToCart, onDelete }: SavedListCardProps) {
  const nameId = useId();
  return (
    <article aria-labelledby={nameId} className="rounded-box border border-base-300 bg-base-100 p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={nameId} className="text-lg font-bold break-words">
            {list.name}
          </h2>
          <p className="text-sm text-base-content/75">{cartMessages.listSummary(list.lines.length, formatDateTime(list.updatedAt))}</p>
        </div>
        <div className="flex shrink-0 gap-2">
          <PendingButton className="btn btn-sm btn-primary" pending={adding} aria-describedby={nameId} onClick={() => onAddToCart(list)}>
            {cartMessages.addToCart}
          </PendingButton>
          <button type="button" className="btn btn-ghost btn-sm text-error" aria-describedby={nameId} onClick={() => onDelete(list)}>
            {cartMessages.deleteList}
          </button>
        </div>
      </div>
      <table className="table mt-3 table-sm">
        <thead>
          <tr>
            <th scope="col">{cartMessages.part}</th>
            <th scope="col" className="text-right">
              {cartMessages.listQuantity}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.lines.map((line) => (
            <tr key={line.productId}>
              <td>
                <span className="font-medium">{line.name}</span> <span className="font-mono text-xs text-base-content/75">{line.partNumber}</span>
              </td>
              <td className="text-right tabular-nums">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
