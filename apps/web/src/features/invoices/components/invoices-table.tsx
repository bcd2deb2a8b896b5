import { INVOICE_KIND_LABELS, type InvoiceSummary } from '@partsmith/contract';
import { billingMessages } from '@partsmith/contract/billing-messages';
import { Link } from 'react-router';
import { type DataTableColumn, DataTable } from '@/components/ui/data-table';
import { EmailAddress } from '@/components/ui/email-address';
import { adminOrderPath } from '@/lib/admin-paths';
import { formatPrice } from '@/lib/format';

const m = billingMessages.invoices;

let dayFormat: Intl.DateTimeFormat | undefined;
/**
 * "Nov 27, 2026": the day of issue as the document states it (in UTC), short enough for a table's column. Here rather than
 * in lib/format, which every page loads; made on first use, as those are.
 */
function formatIssueDay(iso: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  return dayFormat.format(new Date(iso));
}

/** The buyer as the document names them: the company, else the person; their email under it. */
function Buyer({ buyer }: { buyer: InvoiceSummary['buyer'] }) {
  return (
    <>
      <span className="block font-medium wrap-break-word">{buyer.company ?? buyer.name}</span>
      <span className="block text-sm wrap-break-word text-base-content/75">
        <EmailAddress email={buyer.email} />
      </span>
    </>
  );
}

/** The PDF to download; for a moment after issue, while it is drawn, a note that it is being prepared (the list reads again). */
function PdfLink({ document }: { document: InvoiceSummary }) {
  if (!document.ready) {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm whitespace-nowrap text-base-content/75">
        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        {m.preparing}
      </span>
    );
  }
  return (
    <a href={document.url} download className="btn btn-outline btn-sm whitespace-nowrap" aria-label={m.downloadLabel(document.number)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
      </svg>
      {m.download}
    </a>
  );
}

/** The three amounts, side by side under the rest on phones; the total stands out. */
const AMOUNTS = ['net', 'tax', 'total'] as const;

function amountColumn(amount: (typeof AMOUNTS)[number]): DataTableColumn<InvoiceSummary> {
  return {
    id: amount,
    header: m.columns[amount],
    numeric: true,
    phoneLabel: m.columns[amount],
    className: `align-top max-sm:row-start-5 max-sm:flex max-sm:flex-col max-sm:text-sm ${amount === 'total' ? 'font-semibold' : ''}`,
    cell: (document) => formatPrice(document[amount]),
  };
}

/**
 * A page of invoices and credit notes: number (a credit note's with the invoice it credits), kind, date of issue (the
 * document's own, a UTC day), order, buyer, net, tax, total and the PDF. On phones each document is a card: number and
 * date on top, kind and the PDF, the buyer, the order, then the three amounts side by side.
 */
export function InvoicesTable({ documents }: { documents: InvoiceSummary[] }) {
  return (
    <DataTable
      rows={documents}
      rowKey={(document) => document.id}
      numbered={false}
      phoneGridClassName="max-sm:grid-cols-3 max-sm:gap-x-2 max-sm:py-3"
      columns={[
        {
          id: 'number',
          header: m.columns.number,
          rowHeader: true,
          className: 'align-top max-sm:col-span-2 max-sm:row-start-1',
          cell: (document) => (
            <>
              <span className="font-semibold whitespace-nowrap tabular-nums">{document.number}</span>
              {document.creditsInvoice && (
                <span className="block text-xs font-normal text-base-content/75">
                  {m.credits} <span className="whitespace-nowrap">{document.creditsInvoice}</span>
                </span>
              )}
            </>
          ),
        },
        {
          id: 'kind',
          header: m.columns.kind,
          className: 'align-top max-sm:col-span-2 max-sm:row-start-2',
          cell: (document) => INVOICE_KIND_LABELS[document.kind],
        },
        {
          id: 'issued',
          header: m.columns.issued,
          className: 'align-top whitespace-nowrap max-sm:col-start-3 max-sm:row-start-1 max-sm:text-right max-sm:text-xs max-sm:whitespace-normal',
          cell: (document) => <time dateTime={document.issuedAt}>{formatIssueDay(document.issuedAt)}</time>,
        },
        {
          id: 'order',
          header: m.columns.order,
          phoneLabel: m.columns.order,
          className: 'align-top max-sm:col-span-3 max-sm:row-start-4 max-sm:text-sm',
          cell: (document) => (
            <Link to={adminOrderPath(document.orderId)} className="link font-medium whitespace-nowrap link-primary tabular-nums">
              {m.orderNumber(document.orderId)}
            </Link>
          ),
        },
        {
          id: 'buyer',
          header: m.columns.buyer,
          className: 'align-top max-sm:col-span-3 max-sm:row-start-3 sm:min-w-40',
          cell: (document) => <Buyer buyer={document.buyer} />,
        },
        ...AMOUNTS.map(amountColumn),
        {
          id: 'pdf',
          header: m.columns.pdf,
          headerHidden: true,
          className: 'align-top max-sm:col-start-3 max-sm:row-start-2 max-sm:text-right',
          cell: (document) => <PdfLink document={document} />,
        },
      ]}
    />
  );
}
