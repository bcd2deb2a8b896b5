import type { Browser, Page } from '@playwright/test';
import { axe, expect, screenshot, test, violationsOf } from './fixtures';
import { ADMIN, DESKTOP, PHONE, allowFailedRequests, logIn, signUpFreshCustomer, toast } from './support';

/**
 * What an account may hold in unpaid orders (decision 0015). The e2e server lets an unconfirmed address hold $25,000
 * (playwright.config.ts); the demo Keys cost $27 a piece from 1,000 pieces, so 1,000 of them ($27,000) pass that and
 * fit a confirmed address's $50,000.
 */

const KEYS = { name: 'Keys', pieces: 1_000 };
const DELIVERY = { address: '12 Lake Road, Dhaka', phone: '+880 1712 345678' };
const REFUSAL =
  'Until you confirm your email address, your unpaid orders can hold at most $25,000 of parts. This order comes to $27,000. ' +
  'Confirm your address with the link we emailed you (My Profile sends a new one) to order up to $50,000.';

const notice = (page: Page) => page.getByRole('note');

/** From the products page, opens the Keys' purchase page; answers its address. */
async function openKeys(page: Page): Promise<string> {
  await page.goto(`/product?q=${KEYS.name}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: KEYS.name, exact: true }) });
  await card.getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: KEYS.name })).toBeVisible();
  return new URL(page.url()).pathname;
}

async function orderKeys(page: Page) {
  await page.getByLabel('Quantity', { exact: true }).fill(String(KEYS.pieces));
  await expect(page.getByRole('status', { name: 'Total price' })).toHaveText('$27,000');
  await page.getByLabel('Address').fill(DELIVERY.address);
  await page.getByLabel('Phone').fill(DELIVERY.phone);
  await page.getByRole('button', { name: 'Purchase Now' }).click();
}

/** The link of the newest confirmation mail to `to`, read as an admin from the development mailbox's API. */
async function confirmationLink(browser: Browser, to: string): Promise<string> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const admin = await context.newPage();
  await logIn(admin, ADMIN);
  let link: string | undefined;
  await expect(async () => {
    const mails = (await (await admin.request.get(`/api/admin/mailbox?to=${encodeURIComponent(to)}`)).json()) as { subject: string; text: string }[];
    link = mails.find((mail) => mail.subject.startsWith('Confirm your email address'))?.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
    expect(link, 'a confirmation mail in the mailbox').toBeDefined();
  }).toPass({ timeout: 15_000 });
  await context.close();
  return link as string;
}

test("a new buyer confirms the address and orders 1,000 keys; a fresh unconfirmed account's oversized order gets a message that says what to do", async ({
  page,
  browser,
  consoleErrors,
}) => {
  await page.setViewportSize(DESKTOP);
  const account = await signUpFreshCustomer(page, 'Kamal Keys');
  const keysPage = await openKeys(page);

  // Unconfirmed: the purchase page says what that costs, and the order is refused with what to do.
  await expect(notice(page).getByRole('heading', { level: 2, name: 'Please confirm your email address' })).toBeVisible();
  await expect(notice(page)).toContainText('your unpaid orders can hold at most $25,000 of parts, each for 2 hours');
  await expect(await violationsOf(axe(page).withTags(['wcag2a', 'wcag2aa']).include('[role="note"]'))).toEqual([]);
  await orderKeys(page);
  await expect(toast(page, 'alert', REFUSAL)).toBeVisible();
  allowFailedRequests(consoleErrors, 409);
  await screenshot(page, 'order-limit-unconfirmed-1280-light');

  // My Orders asks too; its button mails the link again.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await notice(page).getByRole('button', { name: 'Send the link again' }).click();
  await expect(notice(page).getByRole('status')).toHaveText(`We have sent a link to ${account.email}. It works for a day.`);
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(await violationsOf(axe(page).withTags(['wcag2a', 'wcag2aa']).include('[role="note"]'))).toEqual([]);
  await screenshot(page, 'order-limit-notice-390-dark');
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });

  // The buyer confirms the address from the mail, and the same order goes through.
  await page.goto(await confirmationLink(browser, account.email));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is confirmed.' })).toBeVisible();
  await page.goto(keysPage);
  await expect(page.getByRole('heading', { level: 1, name: KEYS.name })).toBeVisible();
  await orderKeys(page);
  await expect(toast(page, 'status', 'Purchase Succeed, Check My Orders to Pay')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  await page.goto('/dashboard');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: KEYS.name }) });
  await expect(row).toContainText('$27,000');
  await expect(notice(page)).toHaveCount(0);
});
