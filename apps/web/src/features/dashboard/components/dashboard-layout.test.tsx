import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/test-utils';
import { DashboardLayout } from './dashboard-layout';
import { type DashboardLink, dashboardLinksFor } from './dashboard-links';

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The dashboard at `url`, for a user of `role`, on a shop with a development mailbox unless told otherwise. */
const renderDashboard = (role: 'admin' | 'customer' | undefined, url: string, { mailbox = true } = {}) =>
  renderRoute(
    <DashboardLayout role={role} mailbox={mailbox}>
      page
    </DashboardLayout>,
    { path: '/dashboard/*', url },
  );

describe('dashboard sidebar', () => {
  it('shows My Orders first, My Reviews, My Quotes, My Lists and My Profile to a customer, and not the admin pages', () => {
    renderDashboard('customer', '/dashboard/profile');
    expect(sidebarLinks()).toEqual(['My Orders', 'My Reviews', 'My Quotes', 'My Lists', 'My Profile']);
    expect(screen.getByRole('link', { name: 'My Reviews' })).toHaveAttribute('href', '/dashboard/review');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'My Orders' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks My Orders as the current page on /dashboard itself', () => {
    renderDashboard('customer', '/dashboard');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Dashboard: My Orders' })).toBeInTheDocument();
  });

  it('gives an admin the Overview first, then the admin pages in the spec order, Categories, Manage Reviews, Quote Requests, Import and export, Invoices, Shop Settings, the Audit Log and the Mailbox, without My Orders, My Reviews and My Quotes', () => {
    renderDashboard('admin', '/dashboard/users');
    expect(sidebarLinks()).toEqual([
      'Overview',
      'My Profile',
      'Manage Orders',
      'All Users',
      'Manage Products',
      'Add a Product',
      'Categories',
      'Manage Reviews',
      'Quote Requests',
      'Import and export',
      'Invoices',
      'Shop Settings',
      'Audit Log',
      'Mailbox',
    ]);
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Manage Products' })).toHaveAttribute('href', '/dashboard/manage-products');
    expect(screen.getByRole('link', { name: 'Add a Product' })).toHaveAttribute('href', '/dashboard/add-product');
    expect(screen.getByRole('link', { name: 'Manage Orders' })).toHaveAttribute('href', '/dashboard/manage-orders');
    expect(screen.getByRole('link', { name: 'Manage Reviews' })).toHaveAttribute('href', '/dashboard/manage-reviews');
    expect(screen.getByRole('link', { name: 'All Users' })).toHaveAttribute('aria-current', 'page');
  });

  it("marks the Overview as an admin's current page on /dashboard itself, and Manage Products on a part's edit page", () => {
    const { unmount } = renderDashboard('admin', '/dashboard');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Dashboard: Overview' })).toBeInTheDocument();
    unmount();

    renderDashboard('admin', '/dashboard/manage-products/31');
    expect(screen.getByRole('link', { name: 'Manage Products' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('does not offer an admin the Mailbox on a shop that has none (a mail server, or others can reach it)', () => {
    renderDashboard('admin', '/dashboard/users', { mailbox: false });
    expect(sidebarLinks()).toContain('Quote Requests');
    expect(sidebarLinks()).not.toContain('Mailbox');
  });

  it('shows only the pages for everyone while the role is unknown', () => {
    renderDashboard(undefined, '/dashboard/profile');
    expect(sidebarLinks()).toEqual(['My Profile']);
  });

  it('filters entries by audience, keeping their order', () => {
    const links: DashboardLink[] = [
      { to: '/dashboard', label: 'My Orders', audience: 'customer' },
      { to: '/dashboard/profile', label: 'My Profile', audience: 'everyone' },
      { to: '/dashboard/manage-orders', label: 'Manage Orders', audience: 'admin' },
    ];
    expect(dashboardLinksFor('customer', { mailbox: true }, links).map((link) => link.label)).toEqual(['My Orders', 'My Profile']);
    expect(dashboardLinksFor('admin', { mailbox: true }, links).map((link) => link.label)).toEqual(['My Profile', 'Manage Orders']);
  });

  it('on phones, opens and closes the menu from its toggle', () => {
    renderDashboard('admin', '/dashboard/users');
    const toggle = screen.getByRole('button', { name: 'Dashboard: All Users' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('link', { name: 'My Profile' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
