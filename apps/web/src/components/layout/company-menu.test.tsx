import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/test-utils';
import { AppLayout } from './app-layout';

const STATIC_PAGES = [
  ['About', '/about'],
  ['Contact', '/contact'],
  ['Blog', '/blog'],
  ['Portfolio', '/portfolio'],
  ['Terms and Conditions', '/terms'],
  ['FAQ', '/faq'],
];

function renderLayout() {
  return renderRoute(<AppLayout>page</AppLayout>, { path: '*', url: '/' });
}

const companyMenu = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getByText('Company')
    .closest('details') as HTMLDetailsElement;

describe('the static pages in the navigation', () => {
  it('are grouped under Company in the navbar, which closes when a page is chosen', () => {
    const { location } = renderLayout();
    const menu = companyMenu();
    expect(menu.open).toBe(false);
    fireEvent.click(within(menu).getByText('Company'));
    expect(menu.open).toBe(true);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(STATIC_PAGES);

    fireEvent.click(within(menu).getByRole('link', { name: 'FAQ' }));
    expect(location().pathname).toBe('/faq');
    expect(menu.open).toBe(false);
    expect(within(menu).getByText('Company')).toHaveClass('menu-active');
  });

  it('closes the Company menu on Escape and on a click elsewhere', () => {
    renderLayout();
    const menu = companyMenu();
    const summary = within(menu).getByText('Company');
    fireEvent.click(summary);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu.open).toBe(false);
    expect(summary).toHaveFocus();

    fireEvent.click(summary);
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(menu.open).toBe(false);
  });

  it('are listed in the drawer and in the footer', () => {
    renderLayout();
    const drawerGroup = within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('list', { name: 'Company' });
    const footer = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Company' });
    for (const links of [within(drawerGroup).getAllByRole('link'), within(footer).getAllByRole('link')]) {
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(STATIC_PAGES);
    }
  });
});
