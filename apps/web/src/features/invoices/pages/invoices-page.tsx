import { INVOICE_PAGE_SIZE } from '@partsmith/contract';
import { billingMessages } from '@partsmith/contract/billing-messages';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { DownloadLink } from '@/components/ui/download-link';
import { InlineLoader } from '@/components/ui/page-loader';
import { PagedQueryContent } from '@/components/ui/paged-query-content';
import { EmptyNote, useDrawnAnswer } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useListSearch } from '@/lib/use-list-search';
import { invoicesExportUrl } from '../api/export-invoices';
import { useInvoices } from '../api/get-invoices';
import { INVOICE_FILTER_NAMES, invoiceFiltersFromSearch, isFiltered } from '../api/invoice-query';
import { InvoiceFilters } from '../components/invoice-filters';
import { InvoicesTable } from '../components/invoices-table';

const m = billingMessages.invoices;

/**
 * /dashboard/invoices (admin): every invoice and credit note, newest first, filtered by year of issue and kind, paged; the
 * filters and the page live in the address, and the CSV export takes the same filters.
 */
export function InvoicesPage() {
  usePageMeta({ title: m.heading, description: m.metaDescription });
  const { searchParams, page, hrefFor, setFilter } = useListSearch();
  const [, setSearchParams] = useSearchParams();
  const filters = invoiceFiltersFromSearch(searchParams);
  const filtered = isFiltered(filters);
  const documents = useInvoices({ ...filters, offset: (page - 1) * INVOICE_PAGE_SIZE });
  const total = useDrawnAnswer(documents)?.total;

  /** Takes every filter out of the address, and starts again at the first page. */
  const clearFilters = () => {
    const next = new URLSearchParams(searchParams);
    for (const name of [...INVOICE_FILTER_NAMES, 'page']) next.delete(name);
    setSearchParams(next, { preventScrollReset: true });
  };

  return (
    <section>
      <SectionHeading as="h1" title={m.heading} description={m.intro} action={<DownloadLink href={invoicesExportUrl(filters)}>{m.exportCsv}</DownloadLink>} />
      <InvoiceFilters value={filters} onChange={setFilter} onClear={clearFilters} />
      <p className="mb-4 min-h-6 text-sm font-medium text-base-content/80" aria-live="polite">
        {total === undefined || documents.isPlaceholderData ? '' : m.documentCount(total)}
      </p>
      <PagedQueryContent
        query={documents}
        page={page}
        pageSize={INVOICE_PAGE_SIZE}
        hrefFor={hrefFor}
        loading={<InlineLoader label={m.loading} />}
        errorTitle={m.loadFailed}
        empty={<EmptyNote>{filtered ? m.noneMatch : m.noneYet}</EmptyNote>}
      >
        {(list) => <InvoicesTable documents={list} />}
      </PagedQueryContent>
    </section>
  );
}
