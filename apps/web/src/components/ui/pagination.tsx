import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';

export type PageItem = number | 'gap';

/** Page numbers to show: always the first and last, the current one with its neighbours, gaps elsewhere. */
export function getPageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const pages = new Set([1, pageCount, current - 1, current, current + 1]);
  if (current <= 3) [2, 3, 4].forEach((page) => pages.add(page));
  if (current >= pageCount - 2) [pageCount - 3, pageCount - 2, pageCount - 1].forEach((page) => pages.add(page));
  const sorted = [...pages].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push(page);
  });
  return items;
}

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link target (search string) for a page. */
  hrefFor: (page: number) => To;
}

export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = getPageItems(page, pageCount);
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center gap-3">
      <div className="join">
        <PageLink to={page > 1 ? hrefFor(page - 1) : undefined} rel="prev">
          <span aria-hidden="true">←</span> Previous
        </PageLink>
        {items.map((item, index) =>
          item === 'gap' ? (
            <span
              key={`gap-${index}`}
              className="btn join-item pointer-events-none hidden border-base-300 text-base-content/60 sm:inline-flex"
              aria-hidden="true"
            >
              …
            </span>
          ) : (
            <Link
              key={item}
              to={hrefFor(item)}
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              className={`btn join-item border-base-300 ${item === page ? 'btn-primary' : 'hidden sm:inline-flex'}`}
            >
              {item}
            </Link>
          ),
        )}
        <PageLink to={page < pageCount ? hrefFor(page + 1) : undefined} rel="next">
          Next <span aria-hidden="true">→</span>
        </PageLink>
      </div>
      <p className="text-sm text-base-content/75">
        Page {page} of {pageCount}
      </p>
    </nav>
  );
}

function PageLink({ to, rel, children }: { to: To | undefined; rel: 'prev' | 'next'; children: ReactNode }) {
  if (to === undefined) {
    return (
      <span className="btn join-item btn-disabled border-base-300" aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} className="btn join-item border-base-300">
      {children}
    </Link>
  );
}
