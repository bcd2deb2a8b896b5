import zlib from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { axe, expect, screenshot, test, violationsOf } from './fixtures';
import { ADMIN, CUSTOMER, DESKTOP, PHONE, allowFailedRequests, logIn, navbar, payForAnOrder, signUpFreshCustomer, toast, unique } from './support';

/** Unique per run and per call, so the journeys can run again on the same database. */

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** A real PNG (a diagonal gradient from one colour to another), built here so the test needs no fixture file. */
function makePng(width: number, height: number, from: [number, number, number], to: [number, number, number]): Buffer {
  const stride = width * 3 + 1;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      for (let channel = 0; channel < 3; channel++) pixels[y * stride + 1 + x * 3 + channel] = Math.round(from[channel]! + (to[channel]! - from[channel]!) * t);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** Chooses an image in the form's Image field and waits until the server has it. */
async function uploadImage(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Image', { exact: true }).setInputFiles(file);
  await expect(page.getByText('Image uploaded.', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
}

/** The image has been downloaded and decoded (lazy images are scrolled to first). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

test('an admin adds a product with an uploaded image, sees it first on the home page, then deletes it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const name = unique('Heat Sink');
  await logIn(page, ADMIN);
  await navbar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(sidebar(page).getByRole('link')).toHaveText([
    'Overview',
    'My Profile',
    'Manage Orders',
    'All Users',
    'Manage Products',
    'Add a Product',
    'Categories',
    'Manage Reviews',
    'Quote Requests',
    'Import and export',
    'Invoices',
    'Shop Settings',
    'Audit Log',
    'Mailbox',
  ]);
  await sidebar(page).getByRole('link', { name: 'Add a Product' }).click();
  await expect(page).toHaveURL(/\/dashboard\/add-product$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a Product' })).toBeVisible();
  await expect(page).toHaveTitle('Partsmith | Add a Product');

  await page.getByRole('button', { name: 'Add Product' }).click();
  for (const message of [
    'Name is Required',
    'Part number is Required',
    'Price is Required',
    'Product Quantity is Required',
    'Minimum order quantity is Required',
    'Description is Required',
    'Image is Required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Name')).toBeFocused();

  await page.getByLabel('Name').fill(name);
  // 'Heat Sink-1764201600000-k3j9x2' gives HEAT-SINK-1764201600000-K3J9X2: unique, as part numbers must be.
  await page.getByLabel('Part number').fill(name.replace(/[^A-Za-z0-9]+/g, '-'));
  await page.getByLabel('Price per piece').fill('12.5');
  await page.getByLabel('Quantity').fill('800');
  await page.getByLabel('Minimum order').fill('900');
  await expect(page.getByText('Minimum order cannot be more than the quantity')).toBeVisible();
  await page.getByLabel('Minimum order').fill('40');
  await page.getByLabel('Description').fill('Aluminium heat sink for chipsets, with a thermal pad.');
  await uploadImage(page, { name: 'heat-sink.png', mimeType: 'image/png', buffer: makePng(640, 480, [15, 118, 110], [79, 70, 229]) });
  await screenshot(page, 'add-product-1280-light');

  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(toast(page, 'status', 'Product Added Successfully In your Home Page.')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');

  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'add-product-390-dark');

  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });
  await navbar(page).getByRole('link', { name: 'Home' }).click();
  const latest = page.getByRole('region', { name: 'Latest parts' }).getByRole('article');
  await expect(latest.first().getByRole('heading')).toHaveText(name);
  const picture = latest.first().getByRole('img', { name });
  await expect(picture).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}\.webp$/);
  await expectLoaded(picture);

  await navbar(page).getByRole('link', { name: 'Dashboard' }).click();
  await sidebar(page).getByRole('link', { name: 'Manage Products' }).click();
  await expect(page).toHaveURL(/\/dashboard\/manage-products$/);
  await expect(page).toHaveTitle('Partsmith | Manage Products');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toContainText('800');
  await expect(row).toContainText('$12.50');
  await screenshot(page, 'manage-products-1280-light');

  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(row).toBeVisible();
  const { width } = (await page.getByRole('table').boundingBox()) ?? { width: Infinity };
  expect(width, 'the products table fits a phone screen').toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling on a phone').toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'manage-products-390-dark');

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this product?' });
  await expect(dialog).toContainText(`${name} will be deleted permanently`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'status', 'Product Has been Deleted!')).toBeVisible();
  await expect(page.getByRole('rowheader', { name })).toHaveCount(0);

  await page.goto('/');
  await expect(latest).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Latest parts' }).getByRole('heading', { name })).toHaveCount(0);
});

/** axe's colour rules on one part of the page, in the light and the dark theme. */
async function expectReadableInBothThemes(page: Page, selector: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await violationsOf(axe(page).include(selector).withRules(['color-contrast'])), `${selector}, ${colorScheme} theme`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a customer who has paid an order adds a review with a photo, sees it on the home page as a verified buyer, and an admin hides it', async ({
  page,
  browser,
  baseURL,
}) => {
  const reviewer = unique('Rita');
  const text = `Quiet coolers, early delivery (${unique('review')}).`;
  // Signed up at desktop width, where the navbar shows the account's name; the review is written on a phone.
  await signUpFreshCustomer(page, 'Rita Reviewer');
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Dashboard/ }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Manage Products' })).toHaveCount(0);
  await sidebar(page).getByRole('link', { name: 'My Reviews' }).click();
  await expect(page).toHaveURL(/\/dashboard\/review$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a Review' })).toBeVisible();
  await expect(page).toHaveTitle('Partsmith | Add a Review');
  // No paid order yet: the page says so before there is anything to fill in.
  await expect(page.getByText('Only customers with a paid order can review the shop.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Browse parts' })).toHaveAttribute('href', '/product');

  await payForAnOrder(page);
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Rita Reviewer');
  await expect(page.getByLabel('Ratings')).toHaveAttribute('placeholder', 'Ratings 1 to 5');

  await page.getByLabel('Name').fill('');
  await page.getByRole('button', { name: 'Add Review' }).click();
  for (const message of ['Name is Required', 'Ratings is Required', 'Location is Required', 'Description is Required', 'Image is Required']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await screenshot(page, 'review-390-light');

  await page.getByLabel('Name').fill(reviewer);
  await page.getByLabel('Ratings').fill('6');
  await expect(page.getByText('Ratings must be a whole number from 1 to 5')).toBeVisible();
  await page.getByLabel('Ratings').fill('5');
  await expect(page.getByText('Ratings must be a whole number from 1 to 5')).toHaveCount(0);
  await page.getByLabel('Location').fill('Chattogram');
  await page.getByLabel('Description').fill(text);
  await uploadImage(page, { name: 'rita.png', mimeType: 'image/png', buffer: makePng(240, 240, [236, 72, 153], [250, 204, 21]) });

  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'review-1280-dark');
  await page.getByRole('button', { name: 'Add Review' }).click();
  await expect(toast(page, 'status', 'Your Review is added')).toBeVisible();
  // One review per account: the page now shows it instead of the form.
  await expect(page.getByText('You have already reviewed the shop. Each account can add one review.')).toBeVisible();
  await expect(page.getByRole('figure').filter({ hasText: text })).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveCount(0);

  await navbar(page).getByRole('link', { name: 'Home' }).click();
  const reviews = page.getByRole('region', { name: 'What our customers say' });
  await expect(reviews.getByRole('figure')).toHaveCount(3);
  const card = reviews.getByRole('figure').filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Chattogram');
  await expect(card).toContainText('Verified buyer');
  await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  const photo = card.getByRole('img', { name: reviewer });
  await expect(photo).toHaveAttribute('src', /^\/uploads\/[a-f0-9]{32}\.webp$/);
  await expectLoaded(photo);
  await expectReadableInBothThemes(page, 'section[aria-labelledby="reviews-heading"]');

  // The admin hides it from Manage Reviews; the home page no longer shows it, and shows it again once it is back.
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const admin = await context.newPage();
  await logIn(admin, ADMIN);
  await admin.goto('/dashboard');
  await sidebar(admin).getByRole('link', { name: 'Manage Reviews' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: /^Manage Reviews/ })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: reviewer });
  await expect(row).toContainText('Verified buyer');
  await expect(row).toContainText('Shown');
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(toast(admin, 'status', 'The review is hidden. It no longer shows on the shop.')).toBeVisible();
  await expect(row).toContainText('Hidden');
  await screenshot(admin, 'manage-reviews-1280-light');

  await page.reload();
  await expect(reviews.getByRole('figure')).toHaveCount(3);
  await expect(reviews.getByRole('figure').filter({ hasText: text })).toHaveCount(0);

  await row.getByRole('button', { name: 'Show' }).click();
  await expect(toast(admin, 'status', 'The review shows on the shop again.')).toBeVisible();
  await page.reload();
  await expect(reviews.getByRole('figure').filter({ hasText: text })).toBeVisible();
  await context.close();
});

test('the image field refuses a file that is not an image, in the browser and on the server', async ({ page, consoleErrors }) => {
  await page.setViewportSize(DESKTOP);
  // The Add a Product form: the review form shows only to a customer with a paid order.
  await logIn(page, ADMIN);
  await page.goto('/dashboard/add-product');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/uploads')) uploads.push(request.method());
  });

  await page
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'drawing.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByText('Upload a JPEG, PNG, WebP, AVIF or GIF image.')).toBeVisible();
  expect(uploads, 'a file of another type is not sent').toEqual([]);

  // Named and typed as a PNG, but a web page inside: only the server, reading the content, can tell.
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/uploads'));
  await page
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  expect((await refused).status()).toBe(415);
  await expect(page.getByText('Upload a JPEG, PNG, WebP, AVIF or GIF image.')).toBeVisible();
  await expect(page.getByLabel('Image', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toHaveCount(0);
  expect(uploads).toEqual(['POST']);
  allowFailedRequests(consoleErrors, 415);
});

test('a customer who types an admin product page is turned away', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, CUSTOMER);
  for (const path of ['/dashboard/add-product', '/dashboard/manage-products']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('That page needs an admin account.')).toBeVisible();
  }
});
