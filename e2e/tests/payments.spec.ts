import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { ADMIN, DESKTOP, PHONE, allowFailedRequests, navbar, signUpFreshCustomer } from './support';

/** The demo Motherboard: $505 per piece, minimum order 5, so the smallest order is $2,525. */
const MOTHERBOARD = { name: 'Motherboard', minimum: 5, total: '$2,525' };
const DELIVERY = { address: '12 Lake Road, Dhaka', phone: '+880 1712 345678' };
/** The built-in test provider takes Stripe's public test cards; the expiry is December of next year. */
const CARD = { paying: '4242424242424242', declined: '4000000000000002', expiry: `12${(new Date().getFullYear() + 1) % 100}`, cvc: '123' };

/** Unique per run and per call, so the journeys can run again on the same database. */

const payButton = (page: Page) => page.getByRole('button', { name: 'Pay', exact: true });
const cardForm = (page: Page) => page.getByRole('form', { name: 'Card details' });
const orderRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

/** Books the smallest order of Motherboards, opens My Orders and follows the order's Pay link. */
async function bookAndOpenPayment(page: Page) {
  await page.goto('/product');
  await page.getByRole('searchbox', { name: 'Search parts' }).fill(MOTHERBOARD.name);
  // The search applies once typing pauses; a click before that would be undone by it.
  await expect(page).toHaveURL(/[?&]q=Motherboard/);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: MOTHERBOARD.name, exact: true }) });
  await card.getByRole('link', { name: 'Book Now' }).click();
  await page.getByLabel('Quantity', { exact: true }).fill(String(MOTHERBOARD.minimum));
  await page.getByLabel('Address').fill(DELIVERY.address);
  await page.getByLabel('Phone').fill(DELIVERY.phone);
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  const booked = page.getByRole('status').filter({ hasText: 'Purchase Succeed, Check My Orders to Pay' });
  await expect(booked).toBeVisible();
  // Out of the way of the payment page's screenshots.
  await booked.getByRole('button', { name: 'Dismiss notification' }).click();

  await navbar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await orderRow(page, MOTHERBOARD.name).getByRole('link', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/\d+$/);
}

/** Types the card the way a customer does: the number and expiry are spaced as they are typed. */
async function typeCard(page: Page, number: string) {
  await page.getByLabel('Card number').pressSequentially(number);
  await expect(page.getByLabel('Card number')).toHaveValue(number.replace(/(\d{4})(?=\d)/g, '$1 '));
  await page.getByLabel('Expiry').pressSequentially(CARD.expiry);
  await expect(page.getByLabel('Expiry')).toHaveValue(`${CARD.expiry.slice(0, 2)} / ${CARD.expiry.slice(2)}`);
  await page.getByLabel('CVC').pressSequentially(CARD.cvc);
}

test('a customer pays an order by card, My Orders shows it paid, and the admin sees it paid, ready to ship', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.setViewportSize(DESKTOP);
  const customer = await signUpFreshCustomer(page, 'Pia Payer');
  await bookAndOpenPayment(page);

  await expect(page.getByRole('heading', { level: 1, name: `Pay ${MOTHERBOARD.name}` })).toBeVisible();
  await expect(page.getByText(`Hello, ${customer.email}`)).toBeVisible();
  await expect(page.getByText('Delivery within 30 days')).toBeVisible();
  await expect(page.getByText(`Please Pay ${MOTHERBOARD.total}`)).toBeVisible();
  await expect(page).toHaveTitle(`Partsmith | Pay ${MOTHERBOARD.name}`);
  await expect(payButton(page)).toBeEnabled();
  await expect(page.getByText('Test mode:')).toBeVisible();
  await screenshot(page, 'payment-1280-light');

  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'payment-390-light');

  await typeCard(page, CARD.paying);
  await payButton(page).click();
  const done = page.getByRole('status').filter({ hasText: 'Hey Buddy, Your Payment is Done!' });
  await expect(done).toBeVisible();
  await expect(done).toContainText(/Your Trans\. Id is pi_test_\w+/);
  const transactionId = (await done.locator('.font-mono').textContent())?.trim() ?? '';
  expect(transactionId).toMatch(/^pi_test_\w+$/);
  await expect(payButton(page)).toBeDisabled();
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'payment-paid-390-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'payment-paid-1280-light');
  expect(
    scripts.filter((url) => url.includes('stripe')),
    'nothing of Stripe loads with the test provider',
  ).toEqual([]);

  await done.getByRole('link', { name: 'Back to My Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const row = orderRow(page, MOTHERBOARD.name);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await expect(row).toContainText(transactionId);
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: 'Pay' })).toHaveCount(0);

  // Coming back to the payment page of a paid order shows it paid, without a card form.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'This order is paid' })).toBeVisible();
  await expect(page.getByText(`Your Trans. Id is ${transactionId}`)).toBeVisible();
  await expect(cardForm(page)).toHaveCount(0);

  await navbar(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard/manage-orders');
  const adminRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: customer.email }) });
  await expect(adminRow).toContainText(MOTHERBOARD.name);
  await expect(adminRow.getByText('Paid', { exact: true })).toBeVisible();
  await expect(adminRow.getByRole('button', { name: 'Mark shipped' })).toBeVisible();
});

test("a declined card shows the provider's message in red and the order stays unpaid", async ({ page, consoleErrors }) => {
  await page.setViewportSize(DESKTOP);
  await signUpFreshCustomer(page, 'Pia Payer');
  await bookAndOpenPayment(page);
  await expect(payButton(page)).toBeEnabled();

  // Keyboard only: the fields in order, then Enter submits the form.
  await page.getByLabel('Card number').focus();
  await page.keyboard.type(CARD.declined);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Expiry')).toBeFocused();
  await page.keyboard.type(CARD.expiry);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('CVC')).toBeFocused();
  await page.keyboard.type(CARD.cvc);
  await page.keyboard.press('Tab');
  await expect(payButton(page)).toBeFocused();
  await expect(payButton(page)).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');

  const error = cardForm(page).getByRole('alert');
  await expect(error).toHaveText('Your card was declined.');
  // The light theme's error red, #b91c1c: 6.5:1 on white.
  await expect(error).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(page.getByText('Hey Buddy, Your Payment is Done!')).toHaveCount(0);
  await expect(page.getByText(`Please Pay ${MOTHERBOARD.total}`)).toBeVisible();
  await expect(payButton(page)).toBeEnabled();
  await screenshot(page, 'payment-declined-1280-light');

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My Orders' }).click();
  const row = orderRow(page, MOTHERBOARD.name);
  await expect(row.getByRole('link', { name: 'Pay' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(row.getByText('Paid', { exact: true })).toHaveCount(0);
  allowFailedRequests(consoleErrors, 402);
});
