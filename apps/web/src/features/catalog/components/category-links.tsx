import { useId } from 'react';
import { Link, type To } from 'react-router';
import { FacetCount } from './facet-count';

export interface CategoryLink {
  slug: string;
  name: string;
  count: number;
}

interface CategoryLinksProps {
  heading: string;
  /** Undefined while they load: their place is kept, so the list below does not jump when they arrive. */
  categories: CategoryLink[] | undefined;
  /** The counts are lower bounds (a broad search stopped counting). */
  countsCapped?: boolean;
  /** The link's query: the search and filters it carries into the category. */
  search?: string;
}

/** Links to categories with their counts: a category's subcategories, or where a search's parts are; none to an empty one. */
export function CategoryLinks({ heading, categories, countsCapped = false, search = '' }: CategoryLinksProps) {
  const headingId = useId();
  if (categories === undefined) {
    return (
      <div aria-hidden="true" className="mb-6 space-y-2">
        <div className="skeleton h-5 w-24" />
        <div className="skeleton h-8 w-2/3" />
      </div>
    );
  }
  // A category where none of the list's parts are leads nowhere.
  const withParts = categories.filter((category) => category.count > 0);
  if (withParts.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} className="mb-6">
      <h2 id={headingId} className="mb-2 text-sm font-semibold text-base-content/80">
        {heading}
      </h2>
      {/* One row, scrolled sideways when longer than the screen, so its height never changes; relative holds the counts read out (sr-only) inside it. */}
      <ul className="relative flex gap-2 overflow-x-auto">
        {withParts.map((category) => {
          const to: To = { pathname: `/category/${encodeURIComponent(category.slug)}`, search };
          return (
            <li key={category.slug}>
              <Link to={to} className="btn btn-sm font-medium whitespace-nowrap btn-outline">
                {category.name}
                <FacetCount count={category.count} atLeast={countsCapped} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
