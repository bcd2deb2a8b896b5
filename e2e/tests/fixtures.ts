import { test as base, expect, type Page } from '@playwright/test';

/** Every journey fails on a console error or an uncaught exception: a CSP violation or a broken chunk shows up here. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
      expect(errors, 'console errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Scrolls through the page so lazy images load, then takes a full-page screenshot for a person to look at. */
export async function screenshot(page: Page, name: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 600) await page.evaluate((y) => window.scrollTo(0, y), top);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}
