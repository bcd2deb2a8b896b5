import type { Quote } from '@partsmith/contract';
import type { DataTableColumn } from '@/components/ui/data-table';
import { formatCount, formatDate } from '@/lib/format';
import { QuoteStatusDetails } from './quote-status';

/** The columns My Quotes and Quote Requests share: quantity, wanted date with the customer's note, status and answer. */
export const quoteDetailColumns: DataTableColumn<Quote>[] = [
  {
    id: 'quantity',
    header: 'Quantity',
    numeric: true,
    phoneLabel: 'Quantity',
    className: 'max-sm:col-start-2',
    cell: (quote) => formatCount(quote.quantity),
  },
  {
    id: 'wanted',
    header: 'Wanted by',
    phoneLabel: 'Wanted by',
    className: 'max-sm:col-start-2',
    cell: (quote) => (
      <>
        <span className="whitespace-nowrap">{formatDate(quote.wantedBy)}</span>
        {quote.note && <span className="block max-w-64 text-xs [overflow-wrap:anywhere] whitespace-pre-line text-base-content/75">“{quote.note}”</span>}
      </>
    ),
  },
  { id: 'status', header: 'Status and answer', className: 'max-sm:col-start-2', cell: (quote) => <QuoteStatusDetails quote={quote} /> },
];
