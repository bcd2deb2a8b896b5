import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/test-utils';
import { DashboardLayout } from './dashboard-layout';
import { type DashboardLink, dashboardLinksFor } from './dashboard-links';

const sidebarLinks = () => within(screen.getByRole('navigation', { name: 'Dashboard' })).getAllByRole('link').map((link) => link.textContent);

describe('dashboard sidebar', () => {
  it('shows My Profile to a customer, and not the admin pages', () => {
    renderRoute(<DashboardLayout role="customer">page</DashboardLayout>, { path: '/dashboard/*', url: '/dashboard/profile' });
    expect(sidebarLinks()).toEqual(['My Profile']);
  });

  it('adds All Users for an admin', () => {
    renderRoute(<DashboardLayout role="admin">page</DashboardLayout>, { path: '/dashboard/*', url: '/dashboard/users' });
    expect(sidebarLinks()).toEqual(['My Profile', 'All Users']);
    expect(screen.getByRole('link', { name: 'All Users' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows only the pages for everyone while the role is unknown', () => {
    renderRoute(<DashboardLayout role={undefined}>page</DashboardLayout>, { path: '/dashboard/*', url: '/dashboard/profile' });
    expect(sidebarLinks()).toEqual(['My Profile']);
  });

  it('filters entries by audience, keeping their order', () => {
    const links: DashboardLink[] = [
      { to: '/dashboard', label: 'My Orders', audience: 'customer' },
      { to: '/dashboard/profile', label: 'My Profile', audience: 'everyone' },
      { to: '/dashboard/manage-orders', label: 'Manage Orders', audience: 'admin' },
    ];
    expect(dashboardLinksFor('customer', links).map((link) => link.label)).toEqual(['My Orders', 'My Profile']);
    expect(dashboardLinksFor('admin', links).map((link) => link.label)).toEqual(['My Profile', 'Manage Orders']);
  });

  it('on phones, opens and closes the menu from its toggle', () => {
    renderRoute(<DashboardLayout role="admin">page</DashboardLayout>, { path: '/dashboard/*', url: '/dashboard/users' });
    const toggle = screen.getByRole('button', { name: 'Dashboard: All Users' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('link', { name: 'My Profile' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
