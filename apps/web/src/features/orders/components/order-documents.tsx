import { INVOICE_KIND_LABELS, type InvoiceSummary, type Order } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { DownloadLink } from '@/components/ui/download-link';
import { QueryContent } from '@/components/ui/query-content';
import { formatDateTime, formatPrice } from '@/lib/format';
import { useOrderDocuments } from '../api/get-order-documents';

const copy = orderPageMessages;

/**
 * An order's invoice and credit note, each with its number, date of issue and total, and its PDF to download; one issued
 * a moment ago says it is being prepared until its PDF is ready (the list is read again meanwhile). An unpaid order says
 * when its invoice comes.
 */
export function OrderDocuments({ order }: { order: Pick<Order, '_id' | 'status'> }) {
  const documents = useOrderDocuments(order._id);
  return (
    <QueryContent
      query={documents}
      loading={
        <p role="status" className="text-sm text-base-content/75">
          {copy.loadingDocuments}
        </p>
      }
      errorTitle={copy.documentsLoadFailed}
      isEmpty={(found) => found.length === 0}
      empty={() => <p className="text-base-content/80">{order.status === 'unpaid' ? copy.invoiceWhenPaid : copy.noDocuments}</p>}
    >
      {(found) => (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
          {found.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4">
              <DocumentSummary document={document} />
              {document.ready ? (
                <DownloadLink href={document.url} small>
                  {copy.downloadPdf} <span className="sr-only">{copy.downloadOf(INVOICE_KIND_LABELS[document.kind], document.number)}</span>
                </DownloadLink>
              ) : (
                <p role="status" className="flex items-center gap-2 text-sm text-base-content/80">
                  <span className="loading loading-xs loading-spinner" aria-hidden="true" />
                  {copy.preparing}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </QueryContent>
  );
}

function DocumentSummary({ document }: { document: InvoiceSummary }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold">
        {INVOICE_KIND_LABELS[document.kind]} <span className="font-mono [overflow-wrap:anywhere]">{document.number}</span>
      </p>
      <p className="text-sm text-base-content/75 tabular-nums">
        {copy.issued(formatDateTime(document.issuedAt))}
        {document.creditsInvoice && <> · {copy.credits(document.creditsInvoice)}</>} · {formatPrice(document.total)}
      </p>
    </div>
  );
}
