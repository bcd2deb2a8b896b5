import type { Page } from '@playwright/test';
import { axe, expect, screenshot, test, violationsOf } from './fixtures';
import { ADMIN, DESKTOP, PHONE, logIn, toast, unique } from './support';

/** Issue 33: a visitor finds a part by what it is, and an admin loads a catalogue from a spreadsheet. */

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' }).or(page.getByRole('region', { name: 'Filters' }));

test('a visitor narrows a category by two specifications to one part, and is asked to sign in only when ordering', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/product');
  await page
    .getByRole('link', { name: /^Cooling/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/category\/cooling$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cooling' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(6);

  // The box follows the address, which the click changes.
  const rgb = page.getByRole('group', { name: 'RGB lighting' }).getByRole('checkbox', { name: /^Yes/ });
  await rgb.click();
  await expect(rgb).toBeChecked();
  await expect(page).toHaveURL(/spec=rgb%3Atrue|spec=rgb:true/);
  await expect(page.getByRole('article')).toHaveCount(2);
  const fanSize = page.getByRole('group', { name: /^Fan size/ });
  await fanSize.getByLabel('To').fill('130');
  await fanSize.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByRole('heading', { name: 'AIO Liquid Kit' })).toBeVisible();
  expect(await violationsOf(axe(page)), 'axe on a filtered category').toEqual([]);
  await screenshot(page, 'category-filtered-1280-light');

  // The address is the list: opened afresh, it shows the same one part.
  const filtered = page.url();
  await page.goto(filtered);
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.getByRole('article').getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AIO Liquid Kit' })).toBeVisible();
  await expect(page.getByText('PSM-CLR-AIO240').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Specifications' })).toContainText('Liquid');
  await expect(page.getByRole('link', { name: /AIO Liquid Kit datasheet/ })).toHaveAttribute('href', /^\/api\/datasheets\/\d+\/[\w.-]+\.pdf$/);
  const breaks = page.getByRole('table', { name: 'Price per piece by quantity' });
  await expect(breaks.getByRole('row', { name: '50 to 99 $99' })).toBeVisible();
  await expect(breaks.getByRole('row', { name: '100 or more $92' })).toBeVisible();
  // Nothing asks the visitor to sign in until they order.
  await expect(page.getByText('Sign in to order')).toHaveCount(0);
  expect(await violationsOf(axe(page)), 'axe on a public part page').toEqual([]);
  await page.getByLabel('Quantity', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  await expect(page.getByText('Sign in to order')).toBeVisible();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await screenshot(page, 'part-sign-in-to-order-1280-light');

  await page.setViewportSize(PHONE);
  await page.goto(filtered);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await screenshot(page, 'category-filtered-390-light');
});

/** A catalogue of 50 new parts in the demo's case-fan category; rows 7 and 31 (file rows 8 and 32) are wrong. */
function catalogueCsv(prefix: string, { broken }: { broken: boolean }) {
  const rows = ['part_number,name,description,category,price,stock,minimum,image,price_breaks,spec:fan_size,spec:rgb,spec:bearing,spec:airflow,spec:pwm'];
  for (let index = 1; index <= 50; index += 1) {
    const price = broken && index === 7 ? 'twelve' : (9 + index / 10).toFixed(2);
    const bearing = broken && index === 31 ? 'Magnetic' : ['Fluid dynamic', 'Ball', 'Sleeve'][index % 3];
    rows.push(
      [
        `${prefix}-${String(index).padStart(3, '0')}`,
        `Imported fan ${index}`,
        `"A 120 mm case fan, batch ${index}, with a 4-pin connector"`,
        'case-fans',
        price,
        1000 + index,
        50,
        '/images/parts/case-fan.svg',
        '500:8.50',
        120,
        index % 2 === 0 ? 'true' : 'false',
        bearing,
        40 + index,
        'true',
      ].join(','),
    );
  }
  return `${rows.join('\n')}\n`;
}

test('an admin imports a CSV of 50 parts after a check that flags two bad rows', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, ADMIN);
  await page.goto('/dashboard/catalogue-import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();
  const prefix = unique('IMP')
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, '')
    .slice(0, 24);

  const file = page.getByLabel('CSV file', { exact: true });
  await file.setInputFiles({ name: 'fans.csv', mimeType: 'text/csv', buffer: Buffer.from(catalogueCsv(prefix, { broken: true })) });
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '2 problems in 50 rows of parts. Nothing was written.' })).toBeVisible();
  const problems = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Problem' }) });
  await expect(problems.getByRole('row')).toHaveCount(3);
  await expect(problems.getByRole('row').nth(1)).toContainText('8');
  await expect(problems.getByRole('row').nth(1)).toContainText('price');
  await expect(problems.getByRole('row').nth(2)).toContainText('32');
  await expect(problems.getByRole('row').nth(2)).toContainText('spec:bearing');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  expect(await violationsOf(axe(page)), 'axe on the import page with problems').toEqual([]);
  await screenshot(page, 'catalogue-import-problems-1280-light');

  // Nothing was written by the check.
  const before = await page.request.get(`/api/product?q=${prefix}`);
  expect(before.headers()['x-total-count']).toBe('0');

  await file.setInputFiles({ name: 'fans-fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(catalogueCsv(prefix, { broken: false })) });
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No problems. Importing adds 50 parts, updates 0' })).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(toast(page, 'status', 'Import done: 50 added, 0 updated.')).toBeVisible();

  const after = await page.request.get(`/api/product?q=${prefix}&limit=100`);
  expect(after.headers()['x-total-count']).toBe('50');
  const parts = (await after.json()) as { partNumber: string; priceTiers: unknown[] }[];
  expect(parts.map((part) => part.partNumber)).toContain(`${prefix}-031`);
  expect(parts.every((part) => part.priceTiers.length === 1)).toBe(true);

  // The category page counts them at once (the import cleared the catalogue's kept pages).
  await page.goto(`/category/case-fans?q=${prefix}`);
  await expect(filters(page).getByRole('group', { name: 'Bearing' })).toContainText('Sleeve');
});
