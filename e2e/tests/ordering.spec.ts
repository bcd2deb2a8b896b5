import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { ADMIN, CUSTOMER, DESKTOP, PHONE, logIn, navbar, signOut, signUpFreshCustomer, toast } from './support';

/** The demo Motherboard: $505 per piece, minimum order 5, stock 50 before anyone books it. */
const MOTHERBOARD = { name: 'Motherboard', price: 505, minimum: 5 };
/** The demo Chips: $700 per piece, minimum order 100, sold from stock only (the Motherboard has a lead time: it takes more). */
const CHIPS = { name: 'Chips', price: 700, minimum: 100 };
const DELIVERY = { address: '12 Lake Road, Dhaka', phone: '+880 1712 345678' };

/** Unique per run and per call, so the journeys can run again on the same database. */

const quantityInput = (page: Page) => page.getByLabel('Quantity', { exact: true });
const purchaseNow = (page: Page) => page.getByRole('button', { name: 'Purchase Now' });

/** From the products page, opens a demo part's purchase page and returns the stock it shows. */
async function openPart(page: Page, name: string): Promise<number> {
  await page.goto('/product');
  await page.getByRole('searchbox', { name: 'Search parts' }).fill(name);
  // The search applies once typing pauses; a click before that would be undone by it.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${name}`));
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return availableStock(page);
}

async function availableStock(page: Page): Promise<number> {
  const shown = await page.locator('dt', { hasText: 'Available quantity' }).locator('xpath=following-sibling::dd').textContent();
  return Number.parseInt((shown ?? '').replace(/,/g, ''), 10);
}

/** Books `quantity` Motherboards from its purchase page and waits for the success toast. */
async function bookMotherboard(page: Page, quantity: number) {
  await quantityInput(page).fill(String(quantity));
  await page.getByLabel('Address').fill(DELIVERY.address);
  await page.getByLabel('Phone').fill(DELIVERY.phone);
  await purchaseNow(page).click();
  await expect(toast(page, 'status', 'Purchase Succeed, Check My Orders to Pay')).toBeVisible();
}

test('a customer books a part, finds it unpaid under My Orders, and cancels it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpFreshCustomer(page, 'Olga Orders');
  const stock = await openPart(page, MOTHERBOARD.name);
  expect(stock, 'enough Motherboards in stock for this journey').toBeGreaterThanOrEqual(MOTHERBOARD.minimum);

  await expect(quantityInput(page)).toHaveValue('0');
  await expect(purchaseNow(page)).toBeDisabled();
  for (let press = 0; press < MOTHERBOARD.minimum; press++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantityInput(page)).toHaveValue(String(MOTHERBOARD.minimum));
  await expect(page.getByRole('status', { name: 'Total price' })).toHaveText('$2,525');
  await page.getByLabel('Address').fill(DELIVERY.address);
  await page.getByLabel('Phone').fill(DELIVERY.phone);
  await expect(purchaseNow(page)).toBeEnabled();
  await screenshot(page, 'purchase-1280-light');

  await purchaseNow(page).click();
  await expect(toast(page, 'status', 'Purchase Succeed, Check My Orders to Pay')).toBeVisible();
  await expect(quantityInput(page)).toHaveValue('0');
  await expect(page.getByLabel('Address')).toHaveValue('');
  await expect(page.getByLabel('Phone')).toHaveValue('');
  await expect.poll(() => availableStock(page), { message: 'the stock shown drops by the booked quantity' }).toBe(stock - MOTHERBOARD.minimum);

  await navbar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar.getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Manage Orders' })).toHaveCount(0);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: MOTHERBOARD.name }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$2,525');
  await expect(row.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', /^\/dashboard\/payment\/\d+$/);
  await expect(row.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toHaveCount(0);
  await screenshot(page, 'my-orders-1280-light');

  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  const { width } = (await page.getByRole('table').boundingBox()) ?? { width: Infinity };
  expect(width, 'the orders table fits a phone screen').toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'my-orders-390-dark');

  await row.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText('5 pieces of Motherboard');
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(toast(page, 'status', 'Your Order Canceled!')).toBeVisible();
  // My Orders lists every status by default: the order stays, cancelled, without Pay or Cancel.
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: 'Pay' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('unpaid');
  await expect(page).toHaveURL(/\/dashboard\?status=unpaid$/);
  await expect(page.getByText('No orders match this filter.')).toBeVisible();
});

test('the stepper toasts at the minimum and at the stock of a part sold from stock only', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await logIn(page, CUSTOMER);
  const stock = await openPart(page, CHIPS.name);

  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(toast(page, 'alert', 'Please Input Minimum value!')).toBeVisible();
  await expect(quantityInput(page)).toHaveValue('0');

  await quantityInput(page).fill(String(stock));
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(toast(page, 'alert', 'You cross our limit')).toBeVisible();
  await expect(quantityInput(page)).toHaveValue(String(stock));
  await expect(page.getByRole('status', { name: 'Total price' })).toHaveText(`$${(stock * CHIPS.price).toLocaleString('en-US')}`);
  await expect(purchaseNow(page)).toBeEnabled();
  await screenshot(page, 'purchase-390-dark');

  await quantityInput(page).fill(String(stock + 1));
  await expect(purchaseNow(page)).toBeDisabled();
  await quantityInput(page).fill(String(CHIPS.minimum - 1));
  await expect(purchaseNow(page)).toBeDisabled();
});

test("an admin sees a customer's unpaid order in Manage Orders and cancels it", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const customer = await signUpFreshCustomer(page, 'Olga Orders');
  await openPart(page, MOTHERBOARD.name);
  await bookMotherboard(page, MOTHERBOARD.minimum + 1);
  await signOut(page);

  await logIn(page, ADMIN);
  await navbar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await sidebar.getByRole('link', { name: 'Manage Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Manage Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'My Orders' })).toHaveCount(0);

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: customer.email }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(MOTHERBOARD.name);
  await expect(row).toContainText('$3,030');
  await expect(row.getByText('Unpaid', { exact: true })).toBeVisible();
  await screenshot(page, 'manage-orders-1280-light');

  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(row).toBeVisible();
  const { width } = (await page.getByRole('table').boundingBox()) ?? { width: Infinity };
  expect(width, 'the orders table fits a phone screen').toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'manage-orders-390-dark');

  await row.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText('cancelled permanently');
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(toast(page, 'status', 'Your Order Canceled!')).toBeVisible();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});
