import { MAILBOX_PAGE_SIZE, type MailboxMessage } from '@partsmith/contract';
import { mailMessages } from '@partsmith/contract/mail-messages';
import { useState } from 'react';
import { usePageMeta } from '@/components/page-meta';
import { InlineLoader } from '@/components/ui/page-loader';
import { PagedQueryContent } from '@/components/ui/paged-query-content';
import { EmptyNote } from '@/components/ui/query-content';
import { SearchBox } from '@/components/ui/search-box';
import { SectionHeading } from '@/components/ui/section-heading';
import { ApiError } from '@/lib/api-client';
import { useListSearch } from '@/lib/use-list-search';
import { useMailbox } from '../api/get-mailbox';
import { MailDialog } from '../components/mail-dialog';
import { MailboxTable } from '../components/mailbox-table';

const m = mailMessages.mailbox;

/** /dashboard/mailbox (admin): the development mailbox of a shop without a mail server, newest first. */
export function MailboxPage() {
  usePageMeta({ title: m.heading, description: 'The emails a shop without a mail server keeps instead of sending them.' });
  const { searchParams, page, hrefFor, setFilter } = useListSearch();
  const to = (searchParams.get('to') ?? '').trim();
  const mailbox = useMailbox({ offset: (page - 1) * MAILBOX_PAGE_SIZE, to });
  const [open, setOpen] = useState<MailboxMessage | null>(null);
  // The server says why there is none: a mail server, or a shop others can reach.
  const off = mailbox.error instanceof ApiError && mailbox.error.status === 404 ? mailbox.error.message : null;
  return (
    <section>
      <SectionHeading as="h1" title={m.heading} description={off ?? m.intro} />
      {off === null && (
        <>
          <div className="mb-6 rounded-box border border-base-300 bg-base-200/60 p-4">
            <SearchBox label={m.filterLabel} placeholder={m.filterPlaceholder} value={to} maxLength={254} onSearch={(query) => setFilter('to', query)} />
          </div>
          <PagedQueryContent
            query={mailbox}
            page={page}
            pageSize={MAILBOX_PAGE_SIZE}
            hrefFor={hrefFor}
            loading={<InlineLoader />}
            errorTitle="We could not load the mailbox"
            empty={<EmptyNote>{m.empty}</EmptyNote>}
          >
            {(messages, firstRowNumber) => <MailboxTable messages={messages} firstRowNumber={firstRowNumber} onOpen={setOpen} />}
          </PagedQueryContent>
          <MailDialog message={open} onClose={() => setOpen(null)} />
        </>
      )}
    </section>
  );
}
