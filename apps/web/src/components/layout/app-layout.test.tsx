import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/test-utils';
import { AppLayout } from './app-layout';

function renderLayout() {
  return renderRoute(<AppLayout>page</AppLayout>, { path: '*', url: '/' });
}

describe('AppLayout', () => {
  it('links home, products and the business summary', () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Partsmith' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/product');
    expect(within(nav).getByRole('link', { name: 'Business Summary' })).toHaveAttribute('href', '/business-summary');
  });

  it('opens the drawer from the hamburger and closes it when a link is followed', () => {
    const { location } = renderLayout();
    const drawerToggle = document.getElementById('site-drawer') as HTMLInputElement;
    const openMenu = screen.getByRole('button', { name: 'Open menu' });
    expect(drawerToggle.checked).toBe(false);

    fireEvent.click(openMenu);
    expect(drawerToggle.checked).toBe(true);
    expect(openMenu).toHaveAttribute('aria-expanded', 'true');

    const menu = screen.getByRole('navigation', { name: 'Menu' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Products' }));
    expect(drawerToggle.checked).toBe(false);
    expect(location().pathname).toBe('/product');
  });

  it('closes the drawer on Escape', () => {
    renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect((document.getElementById('site-drawer') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('toggles the theme and remembers the choice', () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });

    const toggle = within(nav).getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('title', 'Switch to light theme');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('has the footer copy the spec asks for', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Copyright © 2022 - All right reserved by Partsmith');
    expect(footer).toHaveTextContent('since 2002');
    const social = within(footer).getByRole('navigation', { name: 'Social media' });
    const links = within(social).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/portfolio');
      expect(link).toHaveAccessibleName(/^Partsmith on /);
    }
  });
});
