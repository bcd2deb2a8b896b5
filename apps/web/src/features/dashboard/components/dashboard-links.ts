/** Who sees a dashboard page in the sidebar. */
export type DashboardAudience = 'customer' | 'admin' | 'everyone';

export interface DashboardLink {
  to: string;
  label: string;
  audience: DashboardAudience;
  /** Active only on exactly this path, not on the pages under it (the dashboard's own index page). */
  end?: boolean;
  /** Offered only on a shop that has a development mailbox (one nobody else can reach). */
  needsMailbox?: boolean;
}

/** The admin's overview first, then the sidebar of the spec, in its order, then the pages the spec does not have. */
export const DASHBOARD_LINKS: readonly DashboardLink[] = [
  { to: '/dashboard', label: 'Overview', audience: 'admin', end: true },
  { to: '/dashboard', label: 'My Orders', audience: 'customer', end: true },
  { to: '/dashboard/review', label: 'My Reviews', audience: 'customer' },
  { to: '/dashboard/quotes', label: 'My Quotes', audience: 'customer' },
  { to: '/dashboard/lists', label: 'My Lists', audience: 'customer' },
  { to: '/dashboard/profile', label: 'My Profile', audience: 'everyone' },
  { to: '/dashboard/manage-orders', label: 'Manage Orders', audience: 'admin' },
  { to: '/dashboard/users', label: 'All Users', audience: 'admin' },
  { to: '/dashboard/manage-products', label: 'Manage Products', audience: 'admin' },
  { to: '/dashboard/add-product', label: 'Add a Product', audience: 'admin' },
  { to: '/dashboard/categories', label: 'Categories', audience: 'admin' },
  { to: '/dashboard/manage-reviews', label: 'Manage Reviews', audience: 'admin' },
  { to: '/dashboard/quote-requests', label: 'Quote Requests', audience: 'admin' },
  { to: '/dashboard/catalogue-import', label: 'Import and export', audience: 'admin' },
  { to: '/dashboard/invoices', label: 'Invoices', audience: 'admin' },
  { to: '/dashboard/settings', label: 'Shop Settings', audience: 'admin' },
  { to: '/dashboard/audit-log', label: 'Audit Log', audience: 'admin' },
  { to: '/dashboard/mailbox', label: 'Mailbox', audience: 'admin', needsMailbox: true },
];

/** Whether the link is the page at `pathname` (or, unless it is an `end` link, a page under it). */
export function isDashboardLinkActive(link: DashboardLink, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return link.end ? path === link.to : path === link.to || path.startsWith(`${link.to}/`);
}

/**
 * The entries a user sees: 'everyone' entries always, the others once the server has said whether the user is an
 * admin (role undefined while it is asked); the Mailbox only where the shop has one.
 */
export function dashboardLinksFor(
  role: 'admin' | 'customer' | undefined,
  shop: { mailbox: boolean },
  links: readonly DashboardLink[] = DASHBOARD_LINKS,
): DashboardLink[] {
  return links.filter((link) => (link.audience === 'everyone' || link.audience === role) && (!link.needsMailbox || shop.mailbox));
}
