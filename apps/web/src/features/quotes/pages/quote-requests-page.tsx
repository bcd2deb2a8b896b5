import { QUOTE_PAGE_SIZE, QUOTE_STATUS_FILTERS, QUOTE_STATUS_LABELS, type Quote, type QuoteStatusFilter } from '@partsmith/contract';
import { useId } from 'react';
import { usePageMeta } from '@/components/page-meta';
import { useConfirmation } from '@/components/ui/confirm-dialog';
import { InlineLoader } from '@/components/ui/page-loader';
import { PagedQueryContent } from '@/components/ui/paged-query-content';
import { EmptyNote } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useListSearch } from '@/lib/use-list-search';
import { DEFAULT_QUOTE_FILTER, quoteFilterFromSearch, useAllQuotes } from '../api/get-all-quotes';
import { AnswerQuoteDialog } from '../components/answer-quote-dialog';
import { QuoteRequestsTable } from '../components/quote-requests-table';

const FILTER_LABELS: Record<QuoteStatusFilter, string> = { all: 'All', ...QUOTE_STATUS_LABELS };

/** /dashboard/quote-requests (admin): customers' quote requests, those waiting for an answer first, with Answer. */
export function QuoteRequestsPage() {
  usePageMeta({
    title: 'Quote Requests',
    description: 'Customers ask for more pieces than are in stock: answer with a price per piece and a date, or decline.',
  });
  const selectId = useId();
  const { searchParams, page, hrefFor, setFilter } = useListSearch();
  const status = quoteFilterFromSearch(searchParams);
  const quotes = useAllQuotes({ status, offset: (page - 1) * QUOTE_PAGE_SIZE });
  const answering = useConfirmation<Quote>();

  return (
    <section>
      <SectionHeading
        as="h1"
        title="Quote Requests"
        description="Customers asking for more pieces than are in stock. Answer with a price per piece and the date the parts are available (restock the part when they arrive), or decline."
      />
      <div className="mb-6 w-full sm:w-44">
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium">
          Status
        </label>
        <select
          id={selectId}
          className="select w-full"
          value={status}
          onChange={(event) => {
            const next = QUOTE_STATUS_FILTERS.find((filter) => filter === event.target.value) ?? DEFAULT_QUOTE_FILTER;
            setFilter('status', next === DEFAULT_QUOTE_FILTER ? '' : next);
          }}
        >
          {QUOTE_STATUS_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {FILTER_LABELS[filter]}
            </option>
          ))}
        </select>
      </div>
      <PagedQueryContent
        query={quotes}
        page={page}
        pageSize={QUOTE_PAGE_SIZE}
        hrefFor={hrefFor}
        loading={<InlineLoader label="Loading quote requests…" />}
        errorTitle="We could not load the quote requests"
        empty={<EmptyNote>{status === 'requested' ? 'No quote request is waiting for an answer.' : 'No quotes match this filter.'}</EmptyNote>}
      >
        {(list, firstRowNumber) => <QuoteRequestsTable quotes={list} firstRowNumber={firstRowNumber} onAnswer={answering.ask} />}
      </PagedQueryContent>
      <AnswerQuoteDialog key={answering.subject?._id} quote={answering.subject} open={answering.open} onClose={answering.close} />
    </section>
  );
}
