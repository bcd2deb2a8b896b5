import type { Locator } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { CUSTOMER, DESKTOP, PHONE, logIn, navbar } from './support';

test('a visitor browses the catalogue from the home page', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');

  const latestParts = page.getByRole('region', { name: 'Latest parts' });
  await expect(latestParts.getByRole('article')).toHaveCount(6);
  const reviews = page.getByRole('region', { name: 'What our customers say' });
  await expect(reviews.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('12K+')).toBeVisible();
  await screenshot(page, 'home-1280-light');

  const firstCard = latestParts.getByRole('article').first();
  const partName = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
  await firstCard.getByRole('link', { name: 'Book Now' }).click();
  // The part's page is public; ordering needs an account: the visitor signs in and comes back with the quantity chosen.
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: partName })).toBeVisible();
  const minimum = (await page.getByText('Minimum order', { exact: true }).locator('xpath=following-sibling::dd').textContent())?.replace(/\D/g, '') ?? '';
  await page.getByLabel('Quantity', { exact: true }).fill(minimum);
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  await page.getByRole('alert').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/\\d+\\?quantity=${minimum}$`));
  await expect(page.getByRole('heading', { level: 1, name: partName })).toBeVisible();
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue(minimum);
  await screenshot(page, 'product-detail-1280-light');

  await page.goto('/product');
  await expect(page.getByRole('article')).toHaveCount(12);
  await page.getByRole('searchbox', { name: 'Search parts' }).fill('cooler');
  await expect(page).toHaveURL(/[?&]q=cooler/);
  await expect(page.getByRole('article').getByRole('heading', { name: 'Cooler', exact: true })).toBeVisible();
  await expect(page.getByText('2 parts', { exact: true })).toBeVisible();
  await screenshot(page, 'products-search-1280-light');
});

test('the theme toggle switches to dark and remembers it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/product');
  const darkTheme = navbar(page).getByRole('button', { name: 'Dark theme' });
  await expect(darkTheme).toHaveAttribute('aria-pressed', 'false');
  await darkTheme.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(darkTheme).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article')).toHaveCount(12);
  await screenshot(page, 'products-1280-dark');
});

test('at phone width the menu is a drawer', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Latest parts' }).getByRole('article')).toHaveCount(6);
  await screenshot(page, 'home-390-light');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect.poll(async () => (await menu.boundingBox())?.x, { message: 'the drawer has slid fully in' }).toBe(0);
  await screenshot(page, 'drawer-390-light', { fullPage: false });
  await menu.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(menu).toBeHidden();

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'What our customers say' }).getByRole('listitem')).toHaveCount(3);
  await screenshot(page, 'home-390-dark');
});

test('on the narrowest phones the bar keeps the menu, logo, cart, account and theme apart, signed out and in', async ({ page }) => {
  /** The visible links and buttons of the bar, each clear of every other. */
  const expectNothingOverlaps = async () => {
    const boxes = await navbar(page)
      .locator('a:visible, button:visible')
      .evaluateAll((elements) =>
        elements.map((element) => {
          const { left, right, top, bottom } = element.getBoundingClientRect();
          return { name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '', left, right, top, bottom };
        }),
      );
    expect(boxes.length).toBeGreaterThanOrEqual(4);
    for (const [index, a] of boxes.entries())
      for (const b of boxes.slice(index + 1))
        expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top, `${a.name} overlaps ${b.name}`).toBe(true);
  };
  /** At 320 and 360 px, once the account control has come (Login, or Sign Out). */
  const expectNothingOverlapsOnPhones = async (accountControl: Locator) => {
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 720 });
      await page.goto('/');
      await expect(accountControl).toBeVisible();
      await expectNothingOverlaps();
    }
  };
  await expectNothingOverlapsOnPhones(navbar(page).getByRole('link', { name: 'Login' }));
  await logIn(page, CUSTOMER);
  await expectNothingOverlapsOnPhones(navbar(page).getByRole('button', { name: 'Sign Out' }));
  await screenshot(page, 'navbar-360-signed-in', { fullPage: false });
});

test('an unknown address shows the not-found page, answered with 404', async ({ page }) => {
  for (const [viewport, name] of [
    [DESKTOP, 'not-found-1280-light'],
    [PHONE, 'not-found-390-light'],
  ] as const) {
    await page.setViewportSize(viewport);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const illustration = page.getByRole('img', { name: /404 illustration/ });
    await expect(illustration).toBeVisible();
    const { width } = (await illustration.boundingBox()) ?? { width: 0 };
    expect(width).toBeGreaterThan(viewport.width * 0.8);
    await screenshot(page, name);
  }
});
