import { expect, test } from './fixtures';
import { navbar } from './support';

test("a page whose code fails to download shows 'Loading chunk {id} failed', and Retry loads it", async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(navbar(page).getByRole('link', { name: 'Home' })).toBeVisible();

  // The FAQ's chunk cannot be downloaded (offline, or a deployment removed it) until the customer retries.
  const faqChunk = '**/assets/faq-*.js';
  await page.route(faqChunk, (route) => route.abort('internetdisconnected'));
  await navbar(page).locator('summary', { hasText: 'Company' }).click();
  await navbar(page).getByRole('link', { name: 'FAQ' }).click();

  const failure = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: /^Loading chunk faq-[\w-]+ failed$/ }) });
  await expect(failure).toBeVisible();
  await expect(page).toHaveTitle('Partsmith | Error');
  await expect(navbar(page), 'the navbar stays usable').toBeVisible();

  await page.unroute(faqChunk);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The aborted download and the failed import are logged by the browser and by React's error boundary; nothing else may be.
  const expected = [/net::ERR_INTERNET_DISCONNECTED/, /Failed to fetch dynamically imported module/, /Loading chunk faq-[\w-]+ failed/];
  const unexpected = consoleErrors.filter((error) => !expected.some((pattern) => pattern.test(error)));
  expect(consoleErrors.length).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});
