import { AUDIT_PAGE_SIZE } from '@partsmith/contract';
import { auditMessages } from '@partsmith/contract/audit-messages';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { DownloadLink } from '@/components/ui/download-link';
import { InlineLoader } from '@/components/ui/page-loader';
import { PagedQueryContent } from '@/components/ui/paged-query-content';
import { EmptyNote, useDrawnAnswer } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useListSearch } from '@/lib/use-list-search';
import { AUDIT_FILTER_NAMES, auditFiltersFromSearch, isFiltered } from '../api/audit-query';
import { auditLogExportUrl } from '../api/export-audit-log';
import { useAuditLog } from '../api/get-audit-log';
import { AuditEntriesTable } from '../components/audit-entries-table';
import { AuditFilters } from '../components/audit-filters';

const m = auditMessages;

/**
 * /dashboard/audit-log (admin): every change an admin made, newest first, filtered by admin, action, kind of subject,
 * subject and days, paged; the filters and the page live in the address, and the CSV export takes the same filters.
 */
export function AuditLogPage() {
  usePageMeta({ title: m.heading, description: m.metaDescription });
  const { searchParams, page, hrefFor } = useListSearch();
  const [, setSearchParams] = useSearchParams();
  const filters = auditFiltersFromSearch(searchParams);
  const filtered = isFiltered(filters);
  const log = useAuditLog({ ...filters, offset: (page - 1) * AUDIT_PAGE_SIZE });
  const total = useDrawnAnswer(log)?.total;

  /** Puts the filters in the address, those left empty out, and starts again at the first page. */
  const applyFilters = (fields: Partial<Record<(typeof AUDIT_FILTER_NAMES)[number], string>>) => {
    const next = new URLSearchParams(searchParams);
    for (const name of AUDIT_FILTER_NAMES) {
      const value = fields[name] ?? '';
      if (value) next.set(name, value);
      else next.delete(name);
    }
    next.delete('page');
    setSearchParams(next, { preventScrollReset: true });
  };

  return (
    <section>
      <SectionHeading as="h1" title={m.heading} description={m.intro} action={<DownloadLink href={auditLogExportUrl(filters)}>{m.exportCsv}</DownloadLink>} />
      <AuditFilters value={filters} filtered={filtered} onApply={applyFilters} onClear={() => applyFilters({})} />
      <p className="mb-4 min-h-6 text-sm font-medium text-base-content/80" aria-live="polite">
        {total === undefined || log.isPlaceholderData ? '' : m.entryCount(total)}
      </p>
      <PagedQueryContent
        query={log}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        hrefFor={hrefFor}
        loading={<InlineLoader label={m.loading} />}
        errorTitle={m.loadFailed}
        empty={<EmptyNote>{filtered ? m.noEntriesMatch : m.noEntriesYet}</EmptyNote>}
      >
        {(entries) => <AuditEntriesTable entries={entries} />}
      </PagedQueryContent>
    </section>
  );
}
