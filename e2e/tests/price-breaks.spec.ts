import type { Browser, Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { ADMIN, DESKTOP, PHONE, api, logIn, signUpFreshCustomer, toast, unique } from './support';

/** Quantity price breaks: an admin sets them on a part, a customer sees the price fall at a break, orders and pays it. */

const DELIVERY = { address: '12 Lake Road, Dhaka', phone: '+880 1712 345678' };
const CARD = { number: '4242424242424242', expiry: `12${(new Date().getFullYear() + 1) % 100}`, cvc: '123' };

/** A signed-in page of its own for the customer, beside the admin's. */
async function customerPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  await signUpFreshCustomer(page, 'Bela Bulk');
  return page;
}

const quantityInput = (page: Page) => page.getByLabel('Quantity', { exact: true });
const total = (page: Page) => page.getByRole('status', { name: 'Total price' });
const breaksTable = (page: Page) => page.getByRole('table', { name: 'Price per piece by quantity' });
const currentBreak = (page: Page) => breaksTable(page).locator('tr[aria-current="true"]');
const orderRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test('an admin sets price breaks; a customer sees the price fall at a break, orders, pays the break price and orders again', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, ADMIN);
  const name = unique('Bulk keys');
  // $3 a piece from 500 pieces; the admin adds $2.70 from 1,000 and $2.50 from 5,000.
  const { insertedId: partId } = await api(page, 'POST', '/api/product', {
    name,
    price: 3,
    quantity: 20_000,
    minimum: 500,
    description: 'Key switches, cheaper by the thousand.',
    image: '/images/parts/keys.svg',
  });

  await page.goto(`/dashboard/manage-products/${partId}`);
  const breaks = page.getByRole('form', { name: 'Price breaks' });
  await expect(breaks).toContainText('No price breaks');
  const newBreaks = [
    { pieces: '1000', price: '2.70' },
    { pieces: '5000', price: '2.50' },
  ];
  for (const [index, { pieces, price }] of newBreaks.entries()) {
    await breaks.getByRole('button', { name: 'Add a price break' }).click();
    const row = breaks.getByRole('group', { name: `Price break ${index + 1}` });
    await row.getByLabel('From pieces').fill(pieces);
    await row.getByLabel('Price per piece').fill(price);
  }
  await breaks.getByRole('button', { name: 'Save price breaks' }).click();
  await expect(toast(page, 'status', 'Price breaks saved.')).toBeVisible();
  await expect(breaks.getByRole('button', { name: 'Save price breaks' })).toBeDisabled();
  await screenshot(page, 'price-breaks-edit-1280-light');
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'price-breaks-edit-390-dark');

  const customer = await customerPage(browser, baseURL);
  await customer.goto(`/product?q=${encodeURIComponent(name)}`);
  const card = customer.getByRole('article').filter({ has: customer.getByRole('heading', { name, exact: true }) });
  await expect(card).toContainText('Price: $3 per piece from $2.50');
  await screenshot(customer, 'price-breaks-card-1280-light');
  await card.getByRole('link', { name: 'Book Now' }).click();

  await expect(breaksTable(customer)).toBeVisible();
  await expect(currentBreak(customer)).toHaveCount(0);
  await quantityInput(customer).fill('999');
  await expect(currentBreak(customer)).toHaveText('500 to 999$3 (your price)');
  await expect(total(customer)).toHaveText('$2,997');
  await customer.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantityInput(customer)).toHaveValue('1000');
  await expect(currentBreak(customer)).toHaveText('1,000 to 4,999$2.70 (your price)');
  await expect(total(customer)).toHaveText('$2,700');
  await expect(customer.getByText('$2.70 per piece')).toBeVisible();
  await screenshot(customer, 'price-breaks-purchase-1280-light');
  await customer.setViewportSize(PHONE);
  await customer.emulateMedia({ colorScheme: 'dark' });
  expect(await customer.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(PHONE.width);
  await screenshot(customer, 'price-breaks-purchase-390-dark');
  await customer.setViewportSize(DESKTOP);
  await customer.emulateMedia({ colorScheme: 'light' });

  await customer.getByLabel('Address').fill(DELIVERY.address);
  await customer.getByLabel('Phone').fill(DELIVERY.phone);
  await customer.getByRole('button', { name: 'Purchase Now' }).click();
  await expect(toast(customer, 'status', 'Purchase Succeed, Check My Orders to Pay')).toBeVisible();

  await customer.goto('/dashboard');
  const row = orderRow(customer, name);
  await expect(row).toContainText('$2,700');
  await expect(row.getByRole('link', { name: 'Order again' })).toHaveCount(0);
  await row.getByRole('link', { name: 'Pay' }).click();
  await expect(customer.getByText('Please Pay $2,700')).toBeVisible();
  await customer.getByLabel('Card number').pressSequentially(CARD.number);
  await customer.getByLabel('Expiry').pressSequentially(CARD.expiry);
  await customer.getByLabel('CVC').pressSequentially(CARD.cvc);
  await customer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(customer.getByRole('status').filter({ hasText: 'Hey Buddy, Your Payment is Done!' })).toBeVisible();

  await customer.goto('/dashboard');
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row).toContainText('$2,700');
  await row.getByRole('link', { name: 'Order again' }).click();
  await expect(customer).toHaveURL(new RegExp(`/product/${partId}\\?quantity=1000$`));
  await expect(quantityInput(customer)).toHaveValue('1000');
  await expect(currentBreak(customer)).toHaveText('1,000 to 4,999$2.70 (your price)');
  await expect(total(customer)).toHaveText('$2,700');
  await expect(customer.getByRole('button', { name: 'Purchase Now' })).toBeEnabled();
  await customer.context().close();
});
