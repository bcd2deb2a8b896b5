import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import type { ApiPage } from '@/lib/api-client';
import { Pagination } from './pagination';
import { EmptyNote, QueryContent } from './query-content';

interface PagedQueryContentProps<Row> {
  query: UseQueryResult<ApiPage<Row>>;
  page: number;
  pageSize: number;
  /** The link target (search string) for a page. */
  hrefFor: (page: number) => To;
  loading: ReactNode;
  errorTitle: string;
  /** Shown when no row matches at all. */
  empty: ReactNode;
  /** The rows of this page; `firstRowNumber` is the place of the first among all (21 on page 2 of 20). */
  children: (rows: Row[], firstRowNumber: number) => ReactNode;
}

/**
 * A server-paged list: its rows with the pagination below, `empty` when nothing matches, and a way back to the first
 * page for an address past the last one. The rows shown dim while the next page loads.
 */
export function PagedQueryContent<Row>({ query, page, pageSize, hrefFor, loading, errorTitle, empty, children }: PagedQueryContentProps<Row>) {
  return (
    <QueryContent
      query={query}
      loading={loading}
      errorTitle={errorTitle}
      isEmpty={(found) => found.items.length === 0}
      empty={(found) =>
        found.total > 0 ? (
          <EmptyNote>
            There is nothing on page {page}.{' '}
            <Link to={hrefFor(1)} className="link font-medium link-primary">
              Go to the first page
            </Link>
          </EmptyNote>
        ) : (
          empty
        )
      }
    >
      {(found, updating) => {
        const busy = updating || query.isPlaceholderData;
        return (
          <div className="space-y-8">
            <div aria-busy={busy} className={busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              {children(found.items, (page - 1) * pageSize + 1)}
            </div>
            <Pagination page={page} pageCount={Math.max(1, Math.ceil(found.total / pageSize))} hrefFor={hrefFor} />
          </div>
        );
      }}
    </QueryContent>
  );
}
