import type { Page } from '@playwright/test';
import { expect, expectAxeClean, screenshotsOf, test } from './fixtures';
import { ADMIN, DESKTOP, logIn, payForAnOrder, signUpFreshCustomer, toast, unique } from './support';

/** Issue 35 from the screens: a company buyer's details on its invoice, the admin's Invoices, tax exemption and Shop Settings. */

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

test('a company buyer is invoiced in its name; an admin finds the invoice with its PDF and CSV, and marks the account tax exempt', async ({
  page,
  browser,
  baseURL,
}) => {
  const company = unique('Acme Components');
  const customer = await (await browser.newContext({ baseURL, viewport: DESKTOP })).newPage();
  const account = await signUpFreshCustomer(customer, 'Cora Company');

  // The customer gives the company's details on My Profile, beside the profile form.
  await customer.goto('/dashboard/profile');
  const details = customer.getByRole('region', { name: 'Company' });
  await details.getByLabel('Company name').fill(company);
  await details.getByLabel('Tax number (BIN/VAT)').fill('BIN 004512345-0101');
  await details.getByLabel('Billing address').fill('Accounts payable\n14 Motijheel C/A\nDhaka 1000');
  await details.getByRole('button', { name: 'Save company details' }).click();
  await expect(toast(customer, 'status', 'Your company details are saved.')).toBeVisible();
  const { orderId } = await payForAnOrder(customer);

  // The admin finds the invoice under Invoices, named after the company, with its order and a PDF once it is drawn.
  await page.setViewportSize(DESKTOP);
  await logIn(page, ADMIN);
  await page.goto('/dashboard');
  await sidebar(page).getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoices$/);
  await expect(page).toHaveTitle('Partsmith | Invoices');
  await page.getByLabel('Kind').selectOption('invoice');
  await expect(page).toHaveURL(/\?kind=invoice$/);
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: `#${orderId}` })).toHaveAttribute('href', `/dashboard/orders/${orderId}`);
  await expect(row).toContainText('Invoice');
  const pdf = row.getByRole('link', { name: /^Download INV-\d{4}-\d{6} as PDF$/ });
  await expect(pdf).toBeVisible();
  const document = await page.request.get((await pdf.getAttribute('href'))!);
  expect(document.status()).toBe(200);
  expect(document.headers()['content-type']).toBe('application/pdf');
  const exported = await page.request.get((await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!);
  expect(exported.status()).toBe(200);
  expect(await exported.text()).toContain(company);
  await expectAxeClean(page, 'Invoices');
  await screenshotsOf(page, 'invoices');

  // All Users: the admin marks the account tax exempt with its certificate; the row says so.
  await sidebar(page).getByRole('link', { name: 'All Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  const user = page.getByRole('row').filter({ hasText: account.email });
  await expect(user).toHaveCount(1);
  await user.getByRole('button', { name: 'Tax exemption' }).click();
  const dialog = page.getByRole('dialog', { name: `Tax exemption of ${account.email}` });
  await expect(dialog.getByText('The account pays tax.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save exemption' }).click();
  await expect(dialog.getByText('Give the certificate number')).toBeVisible();
  await expectAxeClean(page, 'the tax exemption dialog');
  await dialog.getByLabel('Certificate number').fill('EX-2026-0042');
  await dialog.getByRole('button', { name: 'Save exemption' }).click();
  await expect(toast(page, 'status', `${account.email} is tax exempt from now on.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(user.getByText('Tax exempt', { exact: true })).toBeVisible();

  // The customer's profile shows the exemption.
  await customer.reload();
  await expect(customer.getByRole('region', { name: 'Company' }).getByText('Tax exempt (certificate EX-2026-0042)')).toBeVisible();
  await expect(customer.getByRole('region', { name: 'Company' }).getByLabel('Company name')).toHaveValue(company);
  await expectAxeClean(customer, 'My Profile with the Company section');
  await screenshotsOf(customer, 'profile-company');
  await customer.context().close();
});

test("an admin's Shop Settings show the contract's messages beside the fields, and save", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, ADMIN);
  await page.goto('/dashboard');
  await sidebar(page).getByRole('link', { name: 'Shop Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page).toHaveTitle('Partsmith | Shop Settings');
  const tax = page.getByRole('region', { name: 'Tax' });
  await expect(tax.getByText('Orders placed from now on use these settings')).toBeVisible();
  const sellerName = page.getByLabel('Seller name');
  const saved = await sellerName.inputValue();

  await page.getByLabel('Standard rate (%)').fill('150');
  await sellerName.fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The standard rate must be between 0 and 100')).toBeVisible();
  await expect(page.getByText('The seller name is required')).toBeVisible();
  await expectAxeClean(page, 'Shop Settings with errors');
  await screenshotsOf(page, 'shop-settings-errors');

  // Saved again as they were: the other journeys price their orders with the shop's settings.
  await page.reload();
  await expect(sellerName).toHaveValue(saved);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'status', 'The shop settings are saved.')).toBeVisible();
  await screenshotsOf(page, 'shop-settings');
});
