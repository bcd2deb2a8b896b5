import type { Quote } from '@partsmith/contract';
import { Link } from 'react-router';
import { type DataTableColumn, DataTable } from '@/components/ui/data-table';
import { quoteDetailColumns } from './quote-columns';
import { QuoteReference, isQuoteExpired } from './quote-status';

interface MyQuotesTableProps {
  quotes: Quote[];
  firstRowNumber: number;
  onAccept: (quote: Quote) => void;
}

function columns(onAccept: MyQuotesTableProps['onAccept']): DataTableColumn<Quote>[] {
  return [
    {
      id: 'product',
      header: 'Part',
      rowHeader: true,
      className: 'max-sm:col-start-2 sm:min-w-44',
      cell: (quote) => (
        <>
          <span className="[overflow-wrap:anywhere]">{quote.productName}</span>
          <QuoteReference quote={quote} />
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
        quote.status === 'answered' && !isQuoteExpired(quote) ? (
          <button type="button" className="btn btn-sm btn-primary whitespace-nowrap" aria-describedby={describedBy} onClick={() => onAccept(quote)}>
            Accept and order
          </button>
        ) : quote.status === 'accepted' && quote.orderId ? (
          <Link to="/dashboard" className="link font-medium whitespace-nowrap link-primary" aria-describedby={describedBy}>
            Order #{quote.orderId} in My Orders
          </Link>
        ) : null,
    },
  ];
}

/** My Quotes: the part, quantity, wanted date, the status with the shop's answer, and Accept and order while the answer holds. */
export function MyQuotesTable({ quotes, firstRowNumber, onAccept }: MyQuotesTableProps) {
  return (
    <DataTable
      columns={columns(onAccept)}
      rows={quotes}
      rowKey={(quote) => quote._id}
      firstRowNumber={firstRowNumber}
      phoneGridClassName="max-sm:grid-cols-[2rem_minmax(0,1fr)]"
    />
  );
}
