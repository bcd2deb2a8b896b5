import type { BrowserContext, Locator, Page } from '@playwright/test';
import { axe, expect, test } from './fixtures';
import { SHOP_ROUTES, type Role } from './routes';
import { ADMIN, CUSTOMER, DESKTOP, PHONE, allowFailedRequests, logIn, settle, toast } from './support';

/**
 * axe-core on every screen of the shop, as visitor, customer and admin, in the light and the dark theme, and on the
 * states that only show after an action (drawer, confirm modal, validation errors, stepper error, toasts).
 */

const WCAG_AND_BEST_PRACTICE = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/**
 * A theme only changes colours, so in the second theme only the rules that read colours can answer differently.
 * Running just these there keeps the sweep shorter; every rule runs in the light theme.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const ACCOUNTS = { customer: CUSTOMER, admin: ADMIN } as const;

/**
 * The real ids the parametrised routes need: a demo part, an unpaid order of the demo customer on it, and a demo
 * category with one of its choices filtered on.
 */
const ids = { productId: '', id: '', filteredCategory: '' };
const part = { minimum: 0 };
/** The demo customer's session that booked the order, kept to cancel it afterwards and give its pieces back. */
let bookingContext: BrowserContext | undefined;
let origin = '';

test.beforeAll(async ({ browser }) => {
  bookingContext = await browser.newContext();
  const page = await bookingContext.newPage();
  await logIn(page, CUSTOMER);
  origin = new URL(page.url()).origin;
  const parts = (await (await page.request.get('/api/product?limit=20')).json()) as { _id: string; minimum: number; available: number }[];
  const orderable = parts.find((candidate) => candidate.available >= candidate.minimum);
  if (!orderable) throw new Error('no demo part has its minimum order in stock');
  const ordered = await page.request.post('/api/orders', {
    headers: { 'Idempotency-Key': crypto.randomUUID(), Origin: origin },
    data: { productId: orderable._id, quantity: orderable.minimum, phone: '+880 1712 345678', address: '12 Lake Road, Dhaka' },
  });
  expect(ordered.ok(), `the unpaid order for the payment page is created: ${ordered.status()} ${await ordered.text()}`).toBe(true);
  const { insertedId } = (await ordered.json()) as { insertedId: string };
  Object.assign(ids, { productId: orderable._id, id: insertedId });
  part.minimum = orderable.minimum;
  ids.filteredCategory = await filteredCategory(page);
  // An open page in another context counts as a background tab: the tests' page would stop running its transitions.
  await page.close();
});

test.afterAll(async () => {
  if (!bookingContext) return;
  const cancelled = await bookingContext.request.delete(`/api/orders/${ids.id}`, { headers: { Origin: origin } });
  expect(cancelled.ok(), `the order is cancelled: ${cancelled.status()}`).toBe(true);
  await bookingContext.close();
});

/** A category with parts whose own specifications include a choice, filtered on its first choice: 'cpu-coolers?spec=socket%3AAM5'. */
async function filteredCategory(page: Page): Promise<string> {
  const categories = (await (await page.request.get('/api/categories')).json()) as {
    slug: string;
    partCount: number;
    specifications: { key: string; kind: string; choices: string[] }[];
  }[];
  for (const category of categories) {
    const choice = category.specifications.find((specification) => specification.kind === 'choice');
    if (category.partCount > 0 && choice) return `${category.slug}?spec=${encodeURIComponent(`${choice.key}:${choice.choices[0]}`)}`;
  }
  throw new Error('no demo category with parts declares a choice');
}

const pathOf = (route: string) => route.replace(':productId', ids.productId).replace(':id', ids.id).replace(':slug', ids.filteredCategory);

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await settle(page);
}

interface Where {
  /** The route and what is on screen, e.g. '/dashboard (confirm modal open)'. */
  screen: string;
  role: Role;
  theme: Theme;
}

/** Runs axe on the page (or one part of it) and answers one readable paragraph per violated rule. */
async function audit(page: Page, where: Where, options: { rules?: string[]; include?: string } = {}): Promise<string[]> {
  let builder = axe(page);
  builder = options.rules ? builder.withRules(options.rules) : builder.withTags(WCAG_AND_BEST_PRACTICE);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const size = page.viewportSize();
  return violations.map((violation) =>
    [
      `[${violation.id}] ${violation.help} (${violation.impact ?? 'impact not given'})`,
      `  on ${where.screen} as ${where.role}, ${where.theme} theme, ${size?.width}x${size?.height} (${page.url()})`,
      `  ${violation.helpUrl}`,
      ...violation.nodes.map((node) =>
        [`  - ${node.target.join(' ')}`, `    ${node.html}`, ...(node.failureSummary ?? '').split('\n').map((line) => `    ${line}`)].join('\n'),
      ),
    ].join('\n'),
  );
}

async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  // Cards below the fold skip their rendering (content-visibility: auto) and so keep the old theme's colours until
  // something reads their style: axe would then catch their buttons' colour transitions at their start. Reading every
  // element's style here starts those transitions, and settle waits for them to end.
  await page.evaluate(() => document.querySelectorAll('*').forEach((element) => getComputedStyle(element).color));
  await settle(page);
}

/** Audits what is on screen with every rule in the light theme, then with the colour rules in the dark one. */
async function auditBothThemes(page: Page, screen: string, role: Role): Promise<string[]> {
  await useTheme(page, 'light');
  const found = await audit(page, { screen, role, theme: 'light' });
  await useTheme(page, 'dark');
  found.push(...(await audit(page, { screen, role, theme: 'dark' }, { rules: COLOUR_RULES })));
  return found;
}

/** A toast closes by itself after a few seconds: each theme shows a fresh one and audits just the toast, while it is up. */
async function auditToast(page: Page, screen: string, role: Role, show: () => Promise<Locator>): Promise<string[]> {
  const found: string[] = [];
  for (const theme of THEMES) {
    await useTheme(page, theme);
    const shown = await show();
    await expect(shown).toBeVisible();
    found.push(...(await audit(page, { screen, role, theme }, { include: '.toast' })));
    await expect(shown, 'the toast was still up when axe looked at it').toBeVisible();
    await shown.getByRole('button', { name: 'Dismiss notification' }).click();
  }
  return found;
}

function expectNoViolations(found: string[]) {
  expect(found, `${found.length} axe violation(s):\n\n${found.join('\n\n')}\n`).toHaveLength(0);
}

for (const role of ['visitor', 'customer', 'admin'] as const) {
  test(`every route passes axe as ${role}, in both themes`, async ({ page, consoleErrors }) => {
    // About 25 screens, each audited twice: 1-1.5 minutes on a quiet machine, 3-6 while the server suite runs beside it.
    test.setTimeout(12 * 60_000);
    await page.setViewportSize(DESKTOP);
    if (role !== 'visitor') await logIn(page, ACCOUNTS[role]);
    const found: string[] = [];
    // A page that is not for this role redirects (mostly to /login); the same screen is audited once.
    const audited = new Set<string>();
    for (const route of SHOP_ROUTES) {
      await open(page, pathOf(route.path));
      const screen = `${new URL(page.url()).pathname}\n${await page.locator('main').innerText()}`;
      if (audited.has(screen)) continue;
      audited.add(screen);
      const redirect = page.url().endsWith(pathOf(route.path)) ? '' : ` (redirected to ${new URL(page.url()).pathname})`;
      found.push(...(await auditBothThemes(page, `${route.path}${redirect}`, role)));
    }
    // The admin opens the customer's order: the API answers 404 and the page says so.
    if (role === 'admin') allowFailedRequests(consoleErrors, 404);
    expectNoViolations(found);
  });
}

test("the drawer, a failed login and a category's compact list with its filters open pass axe on a phone, as visitor and customer", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(PHONE);
  const found: string[] = [];
  const openDrawer = async (role: Role) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' }).last()).toBeFocused();
    found.push(...(await auditBothThemes(page, '/ (drawer open)', role)));
    await page.keyboard.press('Escape');
  };

  await openDrawer('visitor');
  await open(page, '/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  found.push(...(await auditBothThemes(page, '/login (validation errors)', 'visitor')));
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  found.push(...(await auditBothThemes(page, '/login (wrong password)', 'visitor')));
  allowFailedRequests(consoleErrors, 401);

  await open(page, pathOf('/category/:slug'));
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  found.push(...(await auditBothThemes(page, '/category/:slug (compact list, filters open)', 'visitor')));

  await logIn(page, CUSTOMER);
  await openDrawer('customer');
  expectNoViolations(found);
});

test('the purchase and profile forms with errors, a confirm modal and toasts pass axe, as customer', async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await logIn(page, CUSTOMER);
  const found: string[] = [];

  await open(page, pathOf('/product/:productId'));
  const quantity = page.getByLabel('Quantity', { exact: true });
  await quantity.fill(String(part.minimum));
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  await expect(page.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true');
  await quantity.fill(String(part.minimum - 1));
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  found.push(...(await auditBothThemes(page, '/product/:productId (quantity and delivery errors)', 'customer')));
  await quantity.fill('0');
  found.push(
    ...(await auditToast(page, '/product/:productId (stepper error toast)', 'customer', async () => {
      await page.getByRole('button', { name: 'Decrease quantity' }).click();
      return toast(page, 'alert', 'Please Input Minimum value!');
    })),
  );

  await open(page, '/dashboard');
  await page.getByRole('button', { name: 'Cancel', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Cancel this order?' })).toBeVisible();
  found.push(...(await auditBothThemes(page, '/dashboard (confirm modal open)', 'customer')));
  await page.keyboard.press('Escape');

  await open(page, '/dashboard/profile');
  const profile = {
    Education: 'BSc in Computer Engineering',
    Address: '12 Lake Road, Dhaka',
    Phone: '+880 1712 345678',
    'LinkedIn Link': 'https://www.linkedin.com/in/demo-customer',
  };
  for (const label of Object.keys(profile)) await page.getByLabel(label, { exact: true }).fill('');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByLabel('Education')).toHaveAttribute('aria-invalid', 'true');
  found.push(...(await auditBothThemes(page, '/dashboard/profile (validation errors)', 'customer')));
  for (const [label, value] of Object.entries(profile)) await page.getByLabel(label, { exact: true }).fill(value);
  found.push(
    ...(await auditToast(page, '/dashboard/profile (success toast)', 'customer', async () => {
      await page.getByRole('button', { name: 'Update Profile' }).click();
      return toast(page, 'status', 'Your Info Updated');
    })),
  );
  expectNoViolations(found);
});

test('a confirm modal and a form with errors pass axe, as admin', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, ADMIN);
  const found: string[] = [];

  await open(page, '/dashboard/manage-products');
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Delete this product?' })).toBeVisible();
  found.push(...(await auditBothThemes(page, '/dashboard/manage-products (confirm modal open)', 'admin')));
  await page.keyboard.press('Escape');

  await open(page, '/dashboard/add-product');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  found.push(...(await auditBothThemes(page, '/dashboard/add-product (validation errors)', 'admin')));
  expectNoViolations(found);
});
