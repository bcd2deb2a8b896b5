import type { Locator, Page } from '@playwright/test';
import { expect, expectAxeClean, screenshotsOf, test } from './fixtures';
import { ADMIN, DESKTOP, api, logIn, signUpFreshCustomer, toast } from './support';

/**
 * Issue 35 from the screens: an admin grants a company customer payment terms in All Users; the customer adds more
 * motherboards than are in stock from the part's page (it has a lead time), checks the cart out by bank transfer and
 * downloads the invoice; once its waiting pieces are restocked the admin ships it before its transfer (net terms), then
 * records the transfer in Manage Orders and the order is paid.
 */

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const DELIVERY = { address: '14 Motijheel C/A, Dhaka 1000', phone: '+880 1712 345678' };
/** The day an order's due day or promised day is, as the pages and the invoice write it: the calendar day in UTC. */
const day = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** Sees a toast, then closes it, so that the screenshots show the page under it. */
async function dismiss(notification: Locator) {
  await expect(notification).toBeVisible();
  await notification.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(notification).toBeHidden();
}

/** The shop's settings before the journey, put back after it whatever happens: the other journeys expect them. */
let settingsBefore: unknown;
test.afterEach(async ({ page }) => {
  if (settingsBefore) await api(page, 'PUT', '/api/admin/settings', settingsBefore);
  settingsBefore = undefined;
});

test('an admin grants terms; the customer checks out by bank transfer and gets the invoice; the admin records the transfer', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const customer = await (await browser.newContext({ baseURL, viewport: DESKTOP })).newPage();
  const account = await signUpFreshCustomer(customer, 'Tara Terms');

  // All Users: the admin grants the account net 30 days and a credit limit; the row says Net 30.
  await page.setViewportSize(DESKTOP);
  await logIn(page, ADMIN);
  // For this journey the shop's prices exclude tax and delivery costs $25, as a company buyer's invoice often shows.
  settingsBefore = await (await page.request.get('/api/admin/settings')).json();
  await api(page, 'PUT', '/api/admin/settings', { ...(settingsBefore as object), pricesIncludeTax: false, deliveryCharge: 25, freeDeliveryFrom: null });
  await page.goto('/dashboard');
  await sidebar(page).getByRole('link', { name: 'All Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
  await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
  const user = page.getByRole('row').filter({ hasText: account.email });
  await expect(user).toHaveCount(1);
  await user.getByRole('button', { name: 'Payment terms' }).click();
  const terms = page.getByRole('dialog', { name: `Payment terms of ${account.email}` });
  await expect(terms.getByText('The account pays by card.')).toBeVisible();
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await expect(terms.getByText('Give the days to pay')).toBeVisible();
  await expect(terms.getByText('Give the credit limit')).toBeVisible();
  await expectAxeClean(page, 'the payment terms dialog with its errors');
  await terms.getByLabel('Days to pay').fill('30');
  await terms.getByLabel('Credit limit ($)').fill('100000');
  await expectAxeClean(page, 'the payment terms dialog');
  await screenshotsOf(page, 'terms-dialog', { fullPage: false });
  await terms.getByRole('button', { name: 'Save terms' }).click();
  await dismiss(toast(page, 'status', `${account.email} may pay by bank transfer within 30 days.`));
  await expect(terms).toBeHidden();
  await expect(user.getByText('Net 30', { exact: true })).toBeVisible();
  await screenshotsOf(page, 'terms-users');

  // The customer's cart: the minimum of keys, and from the motherboard's page three more than are in stock (the part has a
  // lead time of 14 days): there the purchase form and Add to cart both take them, saying how many are in stock and how many wait.
  const parts = (await (await customer.request.get('/api/product?limit=100')).json()) as {
    _id: string;
    partNumber: string;
    minimum: number;
    available: number;
  }[];
  const keys = parts.find((part) => part.partNumber === 'PSM-KEY-104')!;
  const boards = parts.find((part) => part.partNumber === 'PSM-MB-AM5-ATX')!;
  // The journeys before this one book keys (the bill of materials, the order limits), and a first attempt of this one
  // sells the motherboards: the admin tops both up to their minimum if need be, so that a retry finds them as the first did.
  for (const part of [keys, boards]) {
    if (part.available >= part.minimum) continue;
    await api(page, 'PATCH', `/api/product/${part._id}`, { stockChange: part.minimum - part.available });
    part.available = part.minimum;
  }
  await api(customer, 'POST', '/api/cart/lines', { lines: [{ productId: keys._id, quantity: keys.minimum }] });
  await customer.goto(`/product/${boards._id}`);
  const wanted = String(boards.available + 3);
  const shipsLater = `${boards.available} in stock, 3 within 14 days`;
  const purchase = customer.getByRole('form', { name: 'Place your order' });
  await purchase.getByLabel('Quantity', { exact: true }).fill(wanted);
  await expect(purchase.getByLabel('Quantity', { exact: true })).toHaveAccessibleDescription(
    `Order from ${boards.minimum} pieces; beyond the ${boards.available} in stock, they ship within 14 days. ${shipsLater}`,
  );
  await expect(purchase.getByRole('button', { name: 'Purchase Now' })).toBeEnabled();
  await expect(purchase.getByRole('link', { name: 'Request a quote' })).toHaveCount(0);
  const addToCart = customer.getByRole('form', { name: 'Add to cart' });
  await addToCart.getByLabel('Pieces for the cart').fill(wanted);
  await expect(addToCart.getByText(shipsLater)).toBeVisible();
  await expectAxeClean(customer, 'the part page beyond the stock of a part with a lead time');
  await screenshotsOf(customer, 'terms-part-page');
  await addToCart.getByRole('button', { name: 'Add to cart' }).click();
  await dismiss(toast(customer, 'status', `${wanted} pieces of Motherboard added to your cart.`));
  await customer.goto('/cart');
  await expect(customer.getByRole('article', { name: 'Motherboard' })).toContainText('3 pieces ship within 14 days');

  // Checkout offers the bank transfer with the credit limit; placed so, the order opens on its own page.
  await customer.getByRole('link', { name: 'Check out' }).click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = customer.getByRole('region', { name: 'Your order' });
  await expect(summary).toContainText('3 pieces ship within 14 days');
  // Tax added to prices that exclude it, and the delivery charge.
  await expect(summary).toContainText('Delivery$25');
  await expect(summary).toContainText(/Tax\$[\d,]+/);
  const payment = customer.getByRole('group', { name: 'Payment' });
  await expect(payment.getByRole('radio', { name: 'Pay by card' })).toBeChecked();
  const transfer = payment.getByRole('radio', { name: 'Pay by bank transfer (net 30 days)' });
  await expect(transfer).toHaveAccessibleDescription('Credit limit $100,000, of which you owe $0.');
  await transfer.check();
  await customer.getByLabel('Phone', { exact: true }).fill(DELIVERY.phone);
  await customer.getByLabel('Address', { exact: true }).fill(DELIVERY.address);
  await expect(customer.getByText('The order is invoiced when you place it')).toBeVisible();
  await expectAxeClean(customer, 'checkout with the choice of payment');
  await screenshotsOf(customer, 'terms-checkout');
  await customer.getByRole('button', { name: 'Place order' }).click();
  await expect(customer).toHaveURL(/\/dashboard\/orders\/\d+$/);
  const orderId = /\/dashboard\/orders\/(\d+)$/.exec(customer.url())![1]!;
  const order = (await (await customer.request.get(`/api/orders/${orderId}`)).json()) as {
    paymentDueAt: string;
    price: number;
    lines: { productName: string; backordered: number; promisedBy: string | null }[];
  };
  const due = day(order.paymentDueAt);
  await dismiss(toast(customer, 'status', `Order placed. Pay its invoice by bank transfer by ${due}.`));

  // The order's page: the due day first, no card payment, the waiting pieces and the invoice with the bank details.
  const main = customer.getByRole('main');
  await expect(main.getByRole('note')).toHaveText(
    `Pay by bank transfer by ${due}Its invoice holds our bank details: quote the invoice's number with your transfer.`,
  );
  await expect(main.getByRole('region', { name: 'Status' })).toContainText(`Pay by bank transfer by ${due}`);
  await expect(main.getByRole('link', { name: 'Pay', exact: true })).toHaveCount(0);
  const waiting = order.lines.find((line) => line.productName === 'Motherboard')!;
  expect(waiting.backordered).toBe(3);
  await expect(main.getByRole('rowheader', { name: /^Motherboard/ })).toContainText(`${boards.available} in stock, 3 by ${day(waiting.promisedBy!)}`);
  const documents = main.getByRole('region', { name: 'Documents' });
  const invoice = documents.getByRole('link', { name: /^Download PDF of invoice INV-\d{4}-\d{6}$/ });
  await expect(invoice).toBeVisible({ timeout: 15_000 });
  const pdf = await customer.request.get((await invoice.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectAxeClean(customer, 'the order page of an order on terms');
  await screenshotsOf(customer, 'terms-order');

  // My Orders: the due day, and no Pay.
  await customer.goto('/dashboard');
  const listed = customer.getByRole('row').filter({ hasText: `#${orderId}` });
  await expect(listed).toContainText(`Pay by bank transfer by ${due}`);
  await expect(listed.getByRole('link', { name: 'Pay', exact: true })).toHaveCount(0);

  // My Profile says what the account may owe on terms, and owes now: this order.
  await customer.goto('/dashboard/profile');
  await expect(customer.getByRole('region', { name: 'Company' })).toContainText(
    /Your account may pay by bank transfer within 30 days of each order, owing up to \$100,000 at once\. You owe \$[\d,]+(\.\d\d)? on terms now\./,
  );
  await screenshotsOf(customer, 'terms-profile');

  // The overview counts it as awaiting shipment, unpaid (net terms); its figure opens Manage Orders' list of them.
  // There the order waits for its motherboards; a restock gives the waiting line its pieces first, and the order ships
  // before its transfer. The stock is as it was before the journey.
  await sidebar(page).getByRole('link', { name: 'Overview' }).click();
  await page.getByRole('link', { name: /^Awaiting shipment/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/manage-orders\?toShip=true&sort=oldest$/);
  await expect(page.getByRole('checkbox', { name: 'Awaiting shipment only' })).toBeChecked();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderId);
  await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Pay by bank transfer by ${due}`);
  await expect(row.getByRole('button', { name: 'Mark shipped' })).toBeDisabled();
  await expect(row).toContainText('Ships once every line is in stock');
  await expectAxeClean(page, 'Manage Orders with an order waiting for stock');
  await screenshotsOf(page, 'terms-manage-orders');
  await api(page, 'PATCH', `/api/product/${boards._id}`, { stockChange: boards.available + 3 });
  await page.reload();
  await expect(row).not.toContainText('Ships once every line is in stock');
  await row.getByRole('button', { name: 'Mark shipped' }).click();
  const ship = page.getByRole('dialog', { name: 'Mark this order shipped?' });
  await ship.getByLabel('Carrier (optional)').fill('DHL Express');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(ship).toBeHidden();
  // Shipped, it leaves that list; without that filter the search finds it shipped, its transfer still due.
  await expect(row).toHaveCount(0);
  // A click, not uncheck(): the box follows the address, which changes a moment after the click.
  await page.getByRole('checkbox', { name: 'Awaiting shipment only' }).click();
  await expect(page.getByRole('checkbox', { name: 'Awaiting shipment only' })).not.toBeChecked();
  await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(row).toContainText(`Pay by bank transfer by ${due}`);

  // The admin records the transfer of the order's total when it arrives: the shipped order is paid.
  await row.getByRole('button', { name: 'Record transfer' }).click();
  const record = page.getByRole('dialog', { name: `Record the transfer for order #${orderId}` });
  await expect(record.getByLabel('Amount received ($)')).toHaveValue(String(order.price));
  await record.getByLabel('Bank reference').fill('TRF-E2E-118');
  await expectAxeClean(page, 'the Record transfer dialog');
  await screenshotsOf(page, 'terms-record-transfer', { fullPage: false });
  await record.getByRole('button', { name: 'Record transfer' }).click();
  await dismiss(toast(page, 'status', `The transfer is recorded: order #${orderId} is paid.`));
  await expect(record).toBeHidden();
  await expect(row).toContainText('Paid by bank transfer');
  await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Record transfer' })).toHaveCount(0);

  // The customer's order has shipped and is paid.
  await customer.goto(`/dashboard/orders/${orderId}`);
  const status = customer.getByRole('main').getByRole('region', { name: 'Status' });
  await expect(status.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(status).toContainText('Paid by bank transfer');
  await expect(status).toContainText('Bank reference: TRF-E2E-118');

  // The overview counts the invoices overdue on terms (this one is paid), a link to Manage Orders' overdue ones.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /^Overdue invoices/ })).toHaveAttribute('href', '/dashboard/manage-orders?overdue=true&sort=oldest');
  await screenshotsOf(page, 'terms-overview');
  await customer.context().close();
});
