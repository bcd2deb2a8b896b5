import type { Quote } from '@partsmith/contract';
import { type DataTableColumn, DataTable } from '@/components/ui/data-table';
import { formatPieces } from '@/lib/format';
import { quoteDetailColumns } from './quote-columns';
import { QuoteReference } from './quote-status';

interface QuoteRequestsTableProps {
  quotes: Quote[];
  firstRowNumber: number;
  onAnswer: (quote: Quote) => void;
}

function columns(onAnswer: QuoteRequestsTableProps['onAnswer']): DataTableColumn<Quote>[] {
  return [
    { id: 'email', header: 'Customer', rowHeader: true, className: '[overflow-wrap:anywhere] max-sm:col-start-2 sm:min-w-44', cell: (quote) => quote.email },
    {
      id: 'product',
      header: 'Part',
      describesRow: true,
      phoneLabel: 'Part',
      className: 'max-sm:col-start-2',
      cell: (quote) => (
        <>
          <span className="[overflow-wrap:anywhere]">{quote.productName}</span>
          <QuoteReference quote={quote} />
          <span className="block text-xs font-normal text-base-content/70">
            {quote.productStock === null ? 'No longer sold' : `In stock: ${formatPieces(quote.productStock)}`}
          </span>
        </>
      ),
    },
    ...quoteDetailColumns,
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      className: 'max-sm:col-start-2 max-sm:empty:hidden',
      cell: (quote, { describedBy }) =>
        quote.status === 'requested' && (
          <button type="button" className="btn btn-sm btn-primary" aria-describedby={describedBy} onClick={() => onAnswer(quote)}>
            Answer
          </button>
        ),
    },
  ];
}

/** Quote Requests: the customer, the part with its stock now, quantity, wanted date and note, the status with the answer, and Answer. */
export function QuoteRequestsTable({ quotes, firstRowNumber, onAnswer }: QuoteRequestsTableProps) {
  return (
    <DataTable
      columns={columns(onAnswer)}
      rows={quotes}
      rowKey={(quote) => quote._id}
      firstRowNumber={firstRowNumber}
      phoneGridClassName="max-sm:grid-cols-[2rem_minmax(0,1fr)]"
    />
  );
}
