import type { Product } from '@partsmith/contract';
import { Link } from 'react-router';
import { type DataTableColumn, DataTable, destructiveActionColumn } from '@/components/ui/data-table';
import { OutOfStockBadge } from '@/components/ui/out-of-stock-badge';
import { editProductPath } from '@/lib/admin-paths';
import { formatCount, formatPrice } from '@/lib/format';
import { isOutOfStock } from '@partsmith/contract/constants';

interface ManageProductsTableProps {
  products: Product[];
  /** Category names by id; a part whose category is not among them shows none. */
  categoryNames: ReadonlyMap<string, string>;
  /** The number of the first row: the products before this page. */
  offset?: number;
  onDelete: (product: Product) => void;
}

/** An uploaded picture's small copy (made for cards), so a long list does not load full-size images. */
function thumbnailUrl(image: string): string {
  return /^\/uploads\/[a-z0-9]+\.webp$/.test(image) ? image.replace(/\.webp$/, '-card.webp') : image;
}

function columns(categoryNames: ReadonlyMap<string, string>, onDelete: (product: Product) => void): DataTableColumn<Product>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (product) => (
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
          <span className="min-w-0 [overflow-wrap:anywhere]">{product.name}</span>
        </span>
      ),
    },
    {
      id: 'partNumber',
      header: 'Part number',
      phoneLabel: 'Part number',
      className: '[overflow-wrap:anywhere] max-sm:col-start-2 max-sm:row-start-2',
      cell: (product) => <span className="font-mono text-sm">{product.partNumber}</span>,
    },
    {
      id: 'category',
      header: 'Category',
      phoneLabel: 'Category',
      className: 'max-sm:col-start-2 max-sm:row-start-3',
      cell: (product) => (product.categoryId && categoryNames.get(product.categoryId)) || <span className="text-base-content/70">None</span>,
    },
    {
      id: 'quantity',
      header: 'Quantity',
      numeric: true,
      phoneLabel: 'Quantity',
      className: 'max-sm:col-start-2 max-sm:row-start-4',
      cell: (product) => (
        <>
          {formatCount(product.quantity)}
          {isOutOfStock(product) && (
            <>
              {' '}
              <OutOfStockBadge />
            </>
          )}
        </>
      ),
    },
    {
      id: 'price',
      header: 'Price per piece',
      numeric: true,
      phoneLabel: 'Price per piece',
      className: 'font-semibold max-sm:col-start-2 max-sm:row-start-5',
      cell: (product) => formatPrice(product.price),
    },
    {
      id: 'edit',
      header: 'Edit',
      className: 'max-sm:col-start-3 max-sm:row-start-1',
      cell: (product, { describedBy }) => (
        <Link to={editProductPath(product._id)} className="btn btn-outline btn-sm btn-primary whitespace-nowrap" aria-describedby={describedBy}>
          Edit
        </Link>
      ),
    },
    destructiveActionColumn({ id: 'delete', header: 'Delete', className: 'max-sm:col-start-3 max-sm:row-start-2', onClick: onDelete }),
  ];
}

/**
 * Manage Products: name, part number, category, quantity, price per piece, Edit and Delete. On phones each row wraps
 * onto a small grid (name and Edit, then the part's details beside Delete) so nothing is wider than the screen.
 */
export function ManageProductsTable({ products, categoryNames, offset = 0, onDelete }: ManageProductsTableProps) {
  return <DataTable columns={columns(categoryNames, onDelete)} rows={products} rowKey={(product) => product._id} firstRowNumber={offset + 1} />;
}
