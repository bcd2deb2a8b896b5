import type { Browser, Page } from '@playwright/test';
import { axe, expect, screenshot, test, violationsOf } from './fixtures';
import { ADMIN, DESKTOP, PHONE, api, logIn, payForAnOrder, signUpFreshCustomer, toast, unique } from './support';

/** The shop owner's side: restocking a part nobody could order, and shipping a paid order the customer then tracks. */

const DELIVERY = { address: '12 Lake Road, Dhaka', phone: '+880 1712 345678' };

/** A signed-in page of its own for the customer, beside the admin's. */
async function customerPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  await signUpFreshCustomer(page, 'Rita Restock');
  return page;
}

async function expectNoAxeViolations(page: Page, what: string) {
  expect(await violationsOf(axe(page)), `axe on ${what}`).toEqual([]);
}

const cardOf = (page: Page, name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
const orderRow = (page: Page, partName: string) => page.getByRole('row').filter({ hasText: partName });

test('an admin restocks a part that was out of stock, and a customer then books it', async ({ page, browser, baseURL }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, ADMIN);
  const name = unique('Restocked fan');
  // 20 in stock, then 15 taken out: 5 pieces, below the minimum order of 20.
  const { insertedId: partId } = await api(page, 'POST', '/api/product', {
    name,
    price: 12.5,
    quantity: 20,
    minimum: 20,
    description: 'A case fan the shop ran out of.',
    image: '/images/parts/case-fan.svg',
  });
  await api(page, 'PATCH', `/api/product/${partId}`, { stockChange: -15 });

  const customer = await customerPage(browser, baseURL);
  await customer.goto(`/product?q=${encodeURIComponent(name)}`);
  await expect(cardOf(customer, name).getByText('Out of stock')).toBeVisible();
  await expect(cardOf(customer, name).getByRole('link', { name: 'Book Now' })).toHaveCount(0);
  await customer.goto(`/product/${partId}`);
  await expect(customer.getByRole('button', { name: 'Purchase Now' })).toHaveCount(0);

  // The overview lists the part among those nobody can order, and leads to its Edit page.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await screenshot(page, 'overview-1280-light');
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/manage-products/${partId}$`));
  const stock = page.getByRole('region', { name: 'Stock' });
  await expect(stock).toContainText('In stock: 5 pieces');
  await expect(stock.getByText('Out of stock')).toBeVisible();
  await expectNoAxeViolations(page, 'the Edit page of an out-of-stock part');
  await screenshot(page, 'edit-product-1280-light');

  await stock.getByLabel('Pieces to add or remove').fill('500');
  await stock.getByRole('button', { name: 'Add to stock' }).click();
  await expect(toast(page, 'status', 'Product updated.')).toBeVisible();
  await expect(stock).toContainText('In stock: 505 pieces');
  await expect(stock.getByText('Out of stock')).toHaveCount(0);

  await customer.goto(`/product?q=${encodeURIComponent(name)}`);
  await cardOf(customer, name).getByRole('link', { name: 'Book Now' }).click();
  await customer.getByLabel('Quantity', { exact: true }).fill('20');
  await customer.getByLabel('Address').fill(DELIVERY.address);
  await customer.getByLabel('Phone').fill(DELIVERY.phone);
  await customer.getByRole('button', { name: 'Purchase Now' }).click();
  await expect(toast(customer, 'status', 'Purchase Succeed, Check My Orders to Pay')).toBeVisible();

  await page.reload();
  await expect(stock).toContainText('In stock: 485 pieces');
  await customer.context().close();

  // The audit log keeps each change an admin made to the part, found by its id: who made it, and the stock before and
  // after (the customer's booking is not an admin's change).
  await page.goto('/dashboard/audit-log');
  await page.getByLabel('Subject id').fill(String(partId));
  await page.getByLabel('Kind of subject').selectOption('part');
  await expect(page).toHaveURL(new RegExp(`\\?subjectType=part&subjectId=${partId}$`));
  await expect(page.getByText('3 entries')).toBeVisible();
  const entries = page.getByRole('table').getByRole('row');
  await expect(entries.nth(1)).toContainText('Part edited');
  await expect(entries.nth(1)).toContainText(ADMIN.email);
  await expect(entries.nth(1)).toContainText(/quantity: 5 →.*505/);
  await expect(entries.nth(3)).toContainText('Part added');
  await expectNoAxeViolations(page, 'the Audit Log');
  await screenshot(page, 'audit-log-1280-light');
  const exported = await page.request.get((await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!);
  expect(exported.status()).toBe(200);
  expect((await exported.text()).match(/Part edited/g)).toHaveLength(2);
});

test('an admin ships a paid order with a tracking number, and the customer sees it under My Orders', async ({ page, browser, baseURL }) => {
  const customer = await customerPage(browser, baseURL);
  const customerEmail = await customer.evaluate(async () => ((await (await fetch('/api/auth/get-session')).json()) as { user: { email: string } }).user.email);
  const { part, orderId } = await payForAnOrder(customer);

  await page.setViewportSize(DESKTOP);
  await logIn(page, ADMIN);
  await page.goto('/dashboard/manage-orders?status=paid');
  await page.getByLabel('Search orders').fill(customerEmail);
  await page.getByLabel('Search orders').press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
  const row = orderRow(page, part.name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Paid');
  await row.getByRole('button', { name: 'Mark shipped' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this order shipped?' });
  await dialog.getByLabel('Carrier (optional)').fill('DHL Express');
  await dialog.getByLabel('Tracking number (optional)').fill('JD0146 0000 1234');
  await expectNoAxeViolations(page, 'the Mark shipped dialog');
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`/dashboard/manage-orders?status=shipped&q=${encodeURIComponent(customerEmail)}`);
  await expect(orderRow(page, part.name)).toContainText('Shipped');
  await expect(orderRow(page, part.name)).toContainText('JD0146 0000 1234');
  await screenshot(page, 'manage-orders-shipped-1280-light');

  await orderRow(page, part.name).getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: `History of order #${orderId}` });
  await expect(history).toContainText('Unpaid');
  await expect(history).toContainText('Paid');
  await expect(history).toContainText('Shipped');
  await expect(history).toContainText(ADMIN.email);
  await expectNoAxeViolations(page, 'the order history dialog');
  await history.getByRole('button', { name: 'Close' }).first().click();

  await customer.goto('/dashboard');
  const mine = orderRow(customer, part.name);
  await expect(mine).toContainText('Shipped');
  await expect(mine).toContainText('Carrier: DHL Express');
  await expect(mine).toContainText('Tracking number: JD0146 0000 1234');
  await expect(mine.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await customer.setViewportSize(PHONE);
  expect(await customer.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(PHONE.width);
  await customer.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(customer, 'My Orders with a shipped order, dark, on a phone');
  await screenshot(customer, 'my-orders-shipped-390-dark');
  await customer.context().close();
});
