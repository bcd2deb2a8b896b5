/** Who sees a dashboard page in the sidebar. */
export type DashboardAudience = 'customer' | 'admin' | 'everyone';

export interface DashboardLink {
  to: string;
  label: string;
  audience: DashboardAudience;
}

/** The sidebar of the spec, in its order. */
export const DASHBOARD_LINKS: readonly DashboardLink[] = [
  { to: '/dashboard/profile', label: 'My Profile', audience: 'everyone' },
  { to: '/dashboard/users', label: 'All Users', audience: 'admin' },
];

/**
 * The entries a user sees: 'everyone' entries always, the others once the server has said whether the user is an
 * admin (role undefined while it is asked).
 */
export function dashboardLinksFor(role: 'admin' | 'customer' | undefined, links: readonly DashboardLink[] = DASHBOARD_LINKS): DashboardLink[] {
  return links.filter((link) => link.audience === 'everyone' || link.audience === role);
}
