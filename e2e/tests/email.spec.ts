import type { Browser, Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { ADMIN, DESKTOP, PHONE, allowFailedRequests, logIn, signUpFreshCustomer, submitLogin } from './support';

/**
 * The account mails end to end: the e2e server runs on SQLite without SMTP_URL, so its mail goes to the development
 * mailbox, which an admin reads in Dashboard > Mailbox. Each journey reads the mail there as the customer's inbox.
 */

const RESET_SUBJECT = 'Reset your Partsmith password';
const VERIFY_SUBJECT = 'Confirm your email address for Partsmith';

/** An admin's page of its own (another browser context), signed in, on Dashboard > Mailbox. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await logIn(page, ADMIN);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Mailbox' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mailbox$/);
  return page;
}

/**
 * Opens the newest mail `subject` to `to` in the admin's Mailbox and answers the link it carries. The sender hands the
 * outbox to the mailbox every second: until then the mailbox has nothing for that address, and the page is loaded again.
 */
async function linkFromMailbox(page: Page, to: string, subject: string, shot?: string): Promise<string> {
  await page.goto('/dashboard/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await page.getByLabel('Recipient').fill(to);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`to=${encodeURIComponent(to)}`));
  const open = page.getByRole('row').filter({ hasText: subject }).first().getByRole('button', { name: 'Open' });
  await expect(async () => {
    if (!(await open.isVisible())) await page.reload();
    await expect(open).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await open.click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`To: ${to}`);
  if (shot) await screenshot(page, shot);
  const text = await dialog.locator('pre').innerText();
  const link = text.match(/https?:\/\/\S+?\/(reset-password|verify-email)\?token=[^\s\])]+/)?.[0];
  expect(link, `a link in the mail:\n${text}`).toBeDefined();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return link!;
}

test('a customer who forgot the password gets a link by email, sets a new password and logs in with it; the old session is gone', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  // The customer is still signed in on another device.
  const otherDevice = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  const account = await signUpFreshCustomer(otherDevice, 'Farida Forgetful');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses that address, we have sent it a link' })).toBeVisible();
  await screenshot(page, 'forgot-password-sent-390-light');

  const admin = await adminPage(browser);
  const link = await linkFromMailbox(admin, account.email, RESET_SUBJECT, 'mailbox-reset-mail-1280-light');
  await admin.context().close();
  expect(new URL(link).pathname).toBe('/reset-password');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await screenshot(page, 'reset-password-390-light');
  await page.getByLabel('New password').fill('a-fresh-remembered-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Login', exact: true }).last().click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, { email: account.email, password: 'a-fresh-remembered-password' });
  await expect(page).toHaveURL(/\/$/);
  expect(await (await page.request.get('/api/auth/get-session')).json()).toMatchObject({ user: { email: account.email } });

  // The reset ended every session of the account: the other device is signed out.
  expect(await (await otherDevice.request.get('/api/auth/get-session')).json()).toBeNull();
  await otherDevice.goto('/dashboard/profile');
  await expect(otherDevice).toHaveURL(/\/login/);
  await otherDevice.context().close();

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password').fill('yet-another-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This link has expired or has already been used' })).toBeVisible();
  allowFailedRequests(consoleErrors, 400);
});

test('a new customer confirms the address from the email, and My Profile shows it verified', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  const account = await signUpFreshCustomer(page, 'Vikram Verified');
  await page.goto('/dashboard/profile');
  const emailSection = page.getByRole('region', { name: 'Email address' });
  await expect(emailSection.getByText('Not verified', { exact: true })).toBeVisible();
  await emailSection.getByRole('button', { name: 'Send verification email' }).click();
  await expect(emailSection.getByRole('status')).toHaveText(`We have sent a link to ${account.email}. It works for a day.`);

  const admin = await adminPage(browser);
  const link = await linkFromMailbox(admin, account.email, VERIFY_SUBJECT);
  await admin.setViewportSize(PHONE);
  await linkFromMailbox(admin, account.email, VERIFY_SUBJECT, 'mailbox-verify-mail-390-light');
  await admin.context().close();
  expect(new URL(link).pathname).toBe('/verify-email');

  await page.goto(link);
  // Opening the link confirms nothing (link scanners open links): the button does.
  const confirm = page.getByRole('button', { name: 'Confirm my email address' });
  await expect(confirm).toBeVisible();
  await screenshot(page, 'verify-email-confirm-1280-light');
  await confirm.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is confirmed.' })).toBeVisible();
  await screenshot(page, 'verify-email-done-1280-light');
  await page.getByRole('link', { name: 'Go to My Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(emailSection.getByText('Verified', { exact: true })).toBeVisible();
  await expect(emailSection.getByRole('button', { name: 'Send verification email' })).toHaveCount(0);
  await screenshot(page, 'profile-verified-1280-light');
});
