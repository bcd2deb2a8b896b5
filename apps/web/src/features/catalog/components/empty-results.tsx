import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { webMessages } from '@partsmith/contract/web-messages';
import { Link, type To } from 'react-router';

interface EmptyResultsProps {
  query: string;
  page: number;
  total: number;
  firstPageHref: To;
  /** Filters are on: the way out is to clear them. */
  filtered?: boolean;
  onClearFilters?: () => void;
}

/** In place of an empty page of parts: why it is empty, and the way out. */
export function EmptyResults({ query, page, total, firstPageHref, filtered = false, onClearFilters }: EmptyResultsProps) {
  let title: string;
  let action = (
    <Link to="/product" className="btn btn-primary">
      Show all parts
    </Link>
  );
  if (total > 0 && page > 1) {
    title = `There is no page ${page}`;
    action = (
      <Link to={firstPageHref} className="btn btn-primary">
        Go to the first page
      </Link>
    );
  } else if (filtered && onClearFilters) {
    title = catalogueMessages.noFilterMatches;
    action = (
      <button type="button" className="btn btn-primary" onClick={onClearFilters}>
        {catalogueMessages.clearFilters}
      </button>
    );
  } else if (query) {
    title = webMessages.noMatches(query);
  } else {
    title = webMessages.noParts;
    action = <></>;
  }
  return (
    <div className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 px-6 py-16 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-10 text-base-content/50"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5M8.5 11h5" />
      </svg>
      <h2 className="text-xl font-semibold">{title}</h2>
      {query && total === 0 && !filtered && <p className="text-base-content/75">Try a shorter word, or check the spelling.</p>}
      {action}
    </div>
  );
}
