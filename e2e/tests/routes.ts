/**
 * Every screen of the shop, for the checks that must visit them all (accessibility). A new page adds itself here.
 * `role` is the least role that sees the page itself rather than a redirect to /login.
 */
export type Role = 'visitor' | 'customer' | 'admin';

export interface ShopRoute {
  path: string;
  name: string;
  role: Role;
}

export const SHOP_ROUTES: readonly ShopRoute[] = [
  { path: '/', name: 'Home', role: 'visitor' },
  { path: '/product', name: 'Products', role: 'visitor' },
  { path: '/business-summary', name: 'Business summary', role: 'visitor' },
  { path: '/about', name: 'About', role: 'visitor' },
  { path: '/contact', name: 'Contact', role: 'visitor' },
  { path: '/portfolio', name: 'Portfolio', role: 'visitor' },
  { path: '/blog', name: 'Blog', role: 'visitor' },
  { path: '/terms', name: 'Terms and Conditions', role: 'visitor' },
  { path: '/faq', name: 'FAQ', role: 'visitor' },
  { path: '/login', name: 'Login', role: 'visitor' },
  { path: '/signup', name: 'Sign up', role: 'visitor' },
  { path: '/forgot-password', name: 'Forgot password', role: 'visitor' },
  // With a token the form (any token: it is checked when the form is sent); without one, the link is refused.
  { path: '/reset-password?token=a-reset-token', name: 'Reset password', role: 'visitor' },
  { path: '/reset-password', name: 'Reset password (no token)', role: 'visitor' },
  // Without a token nothing is sent to the server: the page says the link is not valid.
  { path: '/verify-email', name: 'Verify email (no token)', role: 'visitor' },
  { path: '/no-such-page', name: 'Not found', role: 'visitor' },
  { path: '/product/:productId', name: 'Part and purchase', role: 'visitor' },
  { path: '/category/:slug', name: 'Category with a filter', role: 'visitor' },
  { path: '/cart', name: 'Cart', role: 'visitor' },
  { path: '/cart/quick-add', name: 'Quick add and BOM upload', role: 'visitor' },
  { path: '/checkout', name: 'Checkout', role: 'customer' },
  { path: '/dashboard', name: 'My Orders', role: 'customer' },
  { path: '/dashboard/review', name: 'Add a Review', role: 'customer' },
  { path: '/dashboard/profile', name: 'My Profile', role: 'customer' },
  { path: '/dashboard/payment/:id', name: 'Payment', role: 'customer' },
  { path: '/dashboard/orders/:id', name: 'Order', role: 'customer' },
  { path: '/dashboard/quotes', name: 'My Quotes', role: 'customer' },
  { path: '/dashboard/quotes/new?productId=:productId', name: 'Request a quote', role: 'customer' },
  { path: '/dashboard/lists', name: 'My Lists', role: 'customer' },
  { path: '/dashboard/manage-orders', name: 'Manage Orders', role: 'admin' },
  { path: '/dashboard/manage-orders/:id/packing-slip', name: 'Packing slip', role: 'admin' },
  { path: '/dashboard/users', name: 'All Users', role: 'admin' },
  { path: '/dashboard/manage-products', name: 'Manage Products', role: 'admin' },
  { path: '/dashboard/manage-products/:productId', name: 'Edit a Product', role: 'admin' },
  { path: '/dashboard/add-product', name: 'Add a Product', role: 'admin' },
  { path: '/dashboard/categories', name: 'Categories', role: 'admin' },
  { path: '/dashboard/manage-reviews', name: 'Manage Reviews', role: 'admin' },
  { path: '/dashboard/mailbox', name: 'Mailbox', role: 'admin' },
  { path: '/dashboard/quote-requests', name: 'Quote Requests', role: 'admin' },
  { path: '/dashboard/catalogue-import', name: 'Import and export', role: 'admin' },
  { path: '/dashboard/invoices', name: 'Invoices', role: 'admin' },
  { path: '/dashboard/settings', name: 'Shop Settings', role: 'admin' },
  { path: '/dashboard/audit-log', name: 'Audit Log', role: 'admin' },
];
