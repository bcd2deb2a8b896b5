import { Link } from 'react-router';

interface OrderBreadcrumbsProps {
  /** An admin came from Manage Orders, a customer from My Orders. */
  admin: boolean;
  /** Pages between the list and this one. */
  trail?: readonly { label: string; to: string }[];
  current: string;
}

/** The way back from an order's pages to the list they were opened from. */
export function OrderBreadcrumbs({ admin, trail = [], current }: OrderBreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs mb-4 pt-0 text-sm">
      <ul>
        <li>{admin ? <Link to="/dashboard/manage-orders">Manage Orders</Link> : <Link to="/dashboard">My Orders</Link>}</li>
        {trail.map((page) => (
          <li key={page.to}>
            <Link to={page.to}>{page.label}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ul>
    </nav>
  );
}
