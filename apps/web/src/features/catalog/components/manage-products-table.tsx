import type { Product } from '@partsmith/contract';
import { useId } from 'react';
import { PhoneCellLabel } from '@/components/ui/phone-cell-label';
import { formatCount, formatPrice } from '@/lib/format';

interface ManageProductsTableProps {
  products: Product[];
  /** The number of the first row: the products before this page. */
  offset?: number;
  onDelete: (product: Product) => void;
}

/** An uploaded picture's small copy (made for cards), so a long list does not load full-size images. */
function thumbnailUrl(image: string): string {
  return /^\/uploads\/[a-z0-9]+\.webp$/.test(image) ? image.replace(/\.webp$/, '-card.webp') : image;
}

/**
 * Manage Products: name, quantity, price per piece and Delete. On phones each row wraps onto two lines (name and
 * Delete, then the figures) so nothing is wider than the screen.
 */
export function ManageProductsTable({ products, offset = 0, onDelete }: ManageProductsTableProps) {
  const idPrefix = useId();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table max-sm:block">
        <thead className="max-sm:sr-only">
          <tr>
            <th scope="col" className="w-10">
              #
            </th>
            <th scope="col">Name</th>
            <th scope="col" className="text-right">
              Quantity
            </th>
            <th scope="col" className="text-right">
              Price per piece
            </th>
            <th scope="col">Delete</th>
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:[&_td]:border-0 max-sm:[&_th]:border-0">
          {products.map((product, index) => {
            const nameId = `${idPrefix}-${index}`;
            return (
              <tr
                key={product._id}
                className="hover:bg-base-200/60 max-sm:grid max-sm:grid-cols-[2rem_1fr_auto] max-sm:items-center max-sm:border-b max-sm:border-base-content/5 max-sm:py-2 max-sm:last:border-b-0"
              >
                <td className="text-base-content/70 tabular-nums max-sm:px-2 max-sm:py-1">{offset + index + 1}</td>
                <th scope="row" className="font-medium max-sm:px-2 max-sm:py-1">
                  <span className="flex items-center gap-3">
                    <img
                      src={thumbnailUrl(product.image)}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      decoding="async"
                      className="size-10 shrink-0 rounded-field border border-base-300 bg-base-200 object-cover"
                    />
                    <span id={nameId} className="min-w-0 [overflow-wrap:anywhere]">
                      {product.name}
                    </span>
                  </span>
                </th>
                <td className="text-right tabular-nums max-sm:col-start-2 max-sm:row-start-2 max-sm:px-2 max-sm:py-0.5 max-sm:text-left">
                  <PhoneCellLabel>Quantity</PhoneCellLabel>
                  {formatCount(product.quantity)}
                </td>
                <td className="text-right font-semibold tabular-nums max-sm:col-start-2 max-sm:px-2 max-sm:py-0.5 max-sm:text-left">
                  <PhoneCellLabel>Price per piece</PhoneCellLabel>
                  {formatPrice(product.price)}
                </td>
                <td className="max-sm:col-start-3 max-sm:row-start-1 max-sm:px-2 max-sm:py-1">
                  <button type="button" className="btn btn-outline btn-sm btn-error" aria-describedby={nameId} onClick={() => onDelete(product)}>
                    Delete
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
