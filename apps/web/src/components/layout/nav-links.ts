export interface NavLinkItem {
  to: string;
  label: string;
  /** Only active on this exact path (so Home is not active on every page). */
  end?: boolean;
}

export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/product', label: 'Products' },
  { to: '/business-summary', label: 'Business Summary' },
];

/** Shown in the menu only to a signed-in user. */
export const DASHBOARD_LINK: NavLinkItem = { to: '/dashboard', label: 'Dashboard' };
