import type { LowStockPart } from '@partsmith/contract';
import { Link } from 'react-router';
import { type DataTableColumn, DataTable } from '@/components/ui/data-table';
import { OutOfStockBadge } from '@/components/ui/out-of-stock-badge';
import { editProductPath } from '@/lib/admin-paths';
import { formatCount } from '@/lib/format';

const COLUMNS: DataTableColumn<LowStockPart>[] = [
  {
    id: 'name',
    header: 'Name',
    rowHeader: true,
    cell: (part) => (
      <Link to={editProductPath(part._id)} className="link font-medium link-primary [overflow-wrap:anywhere]">
        {part.name}
      </Link>
    ),
  },
  {
    id: 'quantity',
    header: 'In stock',
    numeric: true,
    phoneLabel: 'In stock',
    className: 'max-sm:col-start-2',
    cell: (part) => formatCount(part.quantity),
  },
  {
    id: 'minimum',
    header: 'Minimum order',
    numeric: true,
    phoneLabel: 'Minimum order',
    className: 'max-sm:col-start-2',
    cell: (part) => formatCount(part.minimum),
  },
  {
    id: 'status',
    header: 'Status',
    className: 'max-sm:col-start-3 max-sm:row-start-1',
    cell: (part) => part.outOfStock && <OutOfStockBadge />,
  },
];

/** The parts lowest in stock, each linked to its edit page; on phones a small grid a row, like the other lists. */
export function LowStockTable({ parts }: { parts: LowStockPart[] }) {
  return <DataTable columns={COLUMNS} rows={parts} rowKey={(part) => part._id} />;
}
