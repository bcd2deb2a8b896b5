import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CUSTOMER, DESKTOP, PHONE, holdBack, logIn, navbar } from './support';

/**
 * The first moments on a prerendered page (docs/decisions/0010): the markup is on screen before the scripts and the
 * session arrive. What a visitor taps meanwhile must work or show that it waits, and nothing in the header may move.
 */

/** The header's parts that must stay put: the menu button or the links, the logo and the theme toggle. */
const FIXED_PARTS = ['Open menu', 'Partsmith', 'Home', 'Products', 'Business Summary', 'Company', 'Dark theme'];

/** Where each fixed part of the header is, by name ('not shown' for a part the screen's width hides). */
function headerBoxes(page: Page) {
  return navbar(page).evaluate((nav, names) => {
    const boxes: Record<string, { x: number; y: number; width: number; height: number } | 'not shown'> = {};
    for (const element of Array.from(nav.querySelectorAll('a, button, summary'))) {
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      if (!names.includes(name)) continue;
      const { x, y, width, height } = element.getBoundingClientRect();
      boxes[name] = width > 0 ? { x, y, width, height } : 'not shown';
    }
    return boxes;
  }, FIXED_PARTS);
}

for (const [viewport, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  for (const who of ['a visitor', 'a signed-in customer'] as const) {
    test(`on a ${viewport}, the header does not move when the session answers, for ${who}`, async ({ page }) => {
      await page.setViewportSize(size);
      if (who === 'a signed-in customer') await logIn(page, CUSTOMER);
      const releaseSession = await holdBack(page, '**/api/auth/get-session');
      // Not until 'load': the page's preload of the session holds that back.
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const firstPaint = await headerBoxes(page);
      const shown = Object.entries(firstPaint).flatMap(([part, box]) => (box === 'not shown' ? [] : [part]));
      expect(shown).toEqual(
        viewport === 'phone' ? ['Open menu', 'Partsmith', 'Dark theme'] : ['Partsmith', 'Home', 'Products', 'Business Summary', 'Company', 'Dark theme'],
      );
      await expect(navbar(page).getByRole('button', { name: 'Open menu', includeHidden: true }), 'the app has taken the page over').toBeEnabled();
      expect(await headerBoxes(page)).toEqual(firstPaint);

      releaseSession();
      const account = who === 'a visitor' ? navbar(page).getByRole('link', { name: 'Login' }) : navbar(page).getByRole('button', { name: 'Sign Out' });
      await expect(account).toBeVisible();
      if (who === 'a signed-in customer' && viewport === 'desktop') await expect(navbar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
      expect(await headerBoxes(page)).toEqual(firstPaint);
    });
  }
}

test('before the scripts arrive, the theme toggle, the Company menu and the search work, and the menu button shows it waits', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(DESKTOP);
  let releaseScripts = await holdBack(page, '**/assets/*.js');
  await page.goto('/product', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All products');

  // Works at once: the theme switches and is remembered.
  const toggle = navbar(page).getByRole('button', { name: 'Dark theme' });
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

  // Works at once: the browser opens the Company list itself.
  const company = navbar(page).getByText('Company', { exact: true });
  const about = navbar(page).getByRole('link', { name: 'About' });
  await company.click();
  await expect(about).toBeVisible();

  // Waits, visibly: the drawer needs the app.
  await page.setViewportSize(PHONE);
  const openMenu = navbar(page).getByRole('button', { name: 'Open menu', includeHidden: true });
  await expect(openMenu).toBeDisabled();
  await expect(openMenu).toHaveCSS('cursor', 'progress');
  await page.setViewportSize(DESKTOP);

  releaseScripts();
  // Once the app has taken over, each goes on from where the visitor left it.
  await expect(openMenu).toBeEnabled();
  await expect(about, 'the Company list opened before the app stays open').toBeVisible();
  await company.click();
  await expect(about, 'and one press closes it').toBeHidden();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.setViewportSize(PHONE);
  await openMenu.click();
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();

  // Works: Enter sends the search to the address the catalogue reads it from.
  await page.unrouteAll();
  releaseScripts = await holdBack(page, '**/assets/*.js');
  await page.goto('/product', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search parts' });
  await search.fill('Motherboard');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/product\?q=Motherboard$/);
  releaseScripts();
  await expect(page.getByRole('heading', { level: 2, name: 'Motherboard', exact: true })).toBeVisible();
  await expect(search).toHaveValue('Motherboard');
});
