import { Link } from 'react-router';

interface CatalogueBreadcrumbsProps {
  /** The categories from the top down. */
  path: { slug: string; name: string }[];
  /** The page itself, last and not a link; without it the last category is the page. */
  current?: string;
}

/** Home > Products > Cooling > CPU coolers (> the part). */
export function CatalogueBreadcrumbs({ path, current }: CatalogueBreadcrumbsProps) {
  const links = current === undefined ? path.slice(0, -1) : path;
  const here = current ?? path.at(-1)?.name;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs mb-6 text-sm">
      <ul>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>{here === undefined ? <span aria-current="page">Products</span> : <Link to="/product">Products</Link>}</li>
        {links.map((category) => (
          <li key={category.slug}>
            <Link to={`/category/${encodeURIComponent(category.slug)}`}>{category.name}</Link>
          </li>
        ))}
        {here !== undefined && (
          <li>
            <span aria-current="page">{here}</span>
          </li>
        )}
      </ul>
    </nav>
  );
}
