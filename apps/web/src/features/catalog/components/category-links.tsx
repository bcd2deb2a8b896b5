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
  categories: CategoryLink[];
  /** The counts are lower bounds (a broad search stopped counting). */
  countsCapped?: boolean;
  /** The link's query: the search and filters it carries into the category. */
  search?: string;
}

/** Links to categories with their counts: a category's subcategories, or where a search's parts are; none to an empty one. */
export function CategoryLinks({ heading, categories, countsCapped = false, search = '' }: CategoryLinksProps) {
  const headingId = useId();
  // A category where none of the list's parts are leads nowhere.
  const withParts = categories.filter((category) => category.count > 0);
  if (withParts.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} className="mb-6">
      <h2 id={headingId} className="mb-2 text-sm font-semibold text-base-content/80">
        {heading}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {withParts.map((category) => {
          const to: To = { pathname: `/category/${encodeURIComponent(category.slug)}`, search };
          return (
            <li key={category.slug}>
              <Link to={to} className="btn btn-sm font-medium btn-outline">
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
