import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { navbar } from './support';

const otherTheme = { light: 'dark', dark: 'light' } as const;

/** The colours a visitor sees first: the page, and the primary button (Login). */
async function palette(page: Page) {
  const login = navbar(page).getByRole('link', { name: 'Login' });
  await expect(login).toBeVisible();
  return {
    page: await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor),
    primary: await login.evaluate((link) => getComputedStyle(link).backgroundColor),
  };
}

for (const theme of ['light', 'dark'] as const) {
  test(`choosing the ${theme} theme shows the same colours as a system set to ${theme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/');
    const fromSystem = await palette(page);

    // The opposite system setting, then the toggle: the choice is stored and applied as data-theme.
    await page.emulateMedia({ colorScheme: otherTheme[theme] });
    await page.reload();
    await navbar(page).getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect.poll(() => palette(page)).toEqual(fromSystem);

    await page.reload();
    await expect.poll(() => palette(page), 'the stored choice after a reload').toEqual(fromSystem);
  });
}
