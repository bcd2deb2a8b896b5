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

/** The static pages, grouped under "Company" in the navbar, the drawer and the footer. */
export const COMPANY_LINKS: readonly NavLinkItem[] = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/blog', label: 'Blog' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/terms', label: 'Terms and Conditions' },
  { to: '/faq', label: 'FAQ' },
];

/** Shown in the menu only to a signed-in user. */
export const DASHBOARD_LINK: NavLinkItem = { to: '/dashboard', label: 'Dashboard' };
