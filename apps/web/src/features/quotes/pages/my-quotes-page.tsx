import { QUOTE_PAGE_SIZE } from '@partsmith/contract';
import { Link } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { useConfirmation } from '@/components/ui/confirm-dialog';
import { InlineLoader } from '@/components/ui/page-loader';
import { PagedQueryContent } from '@/components/ui/paged-query-content';
import { EmptyNote } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useListSearch } from '@/lib/use-list-search';
import type { Quote } from '@partsmith/contract';
import { useMyQuotes } from '../api/get-my-quotes';
import { AcceptQuoteDialog } from '../components/accept-quote-dialog';
import { MyQuotesTable } from '../components/my-quotes-table';

/** /dashboard/quotes (customers): the customer's quote requests, newest first, and Accept and order on an answered one. */
export function MyQuotesPage() {
  usePageMeta({
    title: 'My Quotes',
    description: 'Your quote requests and our answers: accept an answered quote to place the order at the quoted price.',
  });
  const { page, hrefFor } = useListSearch();
  const quotes = useMyQuotes((page - 1) * QUOTE_PAGE_SIZE);
  const acceptance = useConfirmation<Quote>();

  return (
    <section>
      <SectionHeading
        as="h1"
        title="My Quotes"
        description="Quotes for more pieces than we have in stock. Accept an answer while it holds: the order is placed at the quoted price, and you pay for it under My Orders."
      />
      <PagedQueryContent
        query={quotes}
        page={page}
        pageSize={QUOTE_PAGE_SIZE}
        hrefFor={hrefFor}
        loading={<InlineLoader label="Loading your quotes…" />}
        errorTitle="We could not load your quotes"
        empty={
          <EmptyNote>
            You have not requested a quote yet. On a part's page, type more pieces than are in stock to request one.{' '}
            <Link to="/product" className="link font-medium link-primary">
              Browse parts
            </Link>
          </EmptyNote>
        }
      >
        {(list, firstRowNumber) => <MyQuotesTable quotes={list} firstRowNumber={firstRowNumber} onAccept={acceptance.ask} />}
      </PagedQueryContent>
      <AcceptQuoteDialog quote={acceptance.subject} open={acceptance.open} onClose={acceptance.close} />
    </section>
  );
}
