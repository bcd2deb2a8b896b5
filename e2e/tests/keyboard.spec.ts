import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CUSTOMER, DESKTOP, PHONE, logIn, navbar, toast } from './support';

/** Keyboard-only journeys: skip link, navbar, drawer, confirm modal, purchase stepper, theme toggle, focus ring. */

/** What a person hears for the focused control: its aria-label, else its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has focus; fails when it is not reached within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the first Tab shows a skip link, which moves focus to the main content', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openHome(page);
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), 'the next Tab stays in the main content').toBe(true);
});

test('Tab reaches every control of the navbar in order, as visitor and customer', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  for (const signedIn of [false, true]) {
    if (signedIn) await logIn(page, CUSTOMER);
    await openHome(page);
    // The account area is a placeholder until the session is known; the list of controls is read once it is filled.
    await expect(navbar(page).getByRole(signedIn ? 'button' : 'link', { name: signedIn ? 'Sign Out' : 'Login' })).toBeVisible();
    const controls = navbar(page).locator('a[href], button, summary, input, select, textarea').filter({ visible: true });
    const expected = await controls.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''),
    );
    expect(expected.length, 'the navbar has controls').toBeGreaterThan(3);
    await page.keyboard.press('Tab'); // the skip link
    const reached: string[] = [];
    for (let index = 0; index < expected.length; index++) {
      await page.keyboard.press('Tab');
      reached.push(await focusedName(page));
    }
    expect(reached, signedIn ? 'as customer' : 'as visitor').toEqual(expected);
  }
});

test('the Company menu opens, is walked and closes by keyboard', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openHome(page);
  const company = navbar(page).getByText('Company', { exact: true });
  await tabTo(page, company);
  await page.keyboard.press('Enter');
  const about = navbar(page).getByRole('link', { name: 'About' });
  await expect(about).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(about).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(about).toBeHidden();
  await expect(company).toBeFocused();
});

test('the drawer opens and closes by keyboard, and focus stays in it while it is open', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openHome(page);
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await tabTo(page, openMenu);
  await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(openMenu).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

  const controls = await menu.locator('a[href], button').count();
  for (let presses = 0; presses < controls + 3; presses++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() =>
      document.activeElement?.closest('#site-menu')
        ? 'menu'
        : document.activeElement === document.body
          ? 'edge'
          : document.activeElement?.outerHTML.slice(0, 120),
    );
    // Past the last control focus may leave the page for the browser's own controls; it never lands behind the drawer.
    expect(['menu', 'edge'], `Tab ${presses + 1} went to ${where}`).toContain(where);
  }

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
  await expect(openMenu).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('link', { name: 'Products' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product$/);
  await expect(menu).toBeHidden();
});

test('the theme toggle works by keyboard and says whether the dark theme is on', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });
  await openHome(page);
  const toggle = navbar(page).getByRole('button', { name: 'Dark theme' });
  await tabTo(page, toggle);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a part is bought with the stepper by keyboard, and a confirm modal holds focus and gives it back', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, CUSTOMER);
  const parts = (await (await page.request.get('/api/product?limit=20')).json()) as { _id: string; name: string; minimum: number; available: number }[];
  const part = parts.find((candidate) => candidate.available > candidate.minimum);
  if (!part) throw new Error('no demo part has more than its minimum order in stock');
  await page.goto(`/product/${part._id}`);
  const quantity = page.getByLabel('Quantity', { exact: true });
  const decrease = page.getByRole('button', { name: 'Decrease quantity' });
  const increase = page.getByRole('button', { name: 'Increase quantity' });

  await tabTo(page, decrease);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'alert', 'Please Input Minimum value!')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(quantity).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(String(part.minimum - 1));
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  // The hint is a polite live region: the error is read out as it appears.
  await expect(quantity).toHaveAccessibleDescription(new RegExp(`^Please Input Minimum value! Order from`));
  await expect(page.locator(`[id="${await quantity.getAttribute('aria-describedby')}"]`)).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('Tab');
  await expect(increase).toBeFocused();
  await page.keyboard.press('Space');
  await expect(quantity).toHaveValue(String(part.minimum));
  await expect(quantity).not.toHaveAttribute('aria-invalid');

  await tabTo(page, page.getByLabel('Address'));
  await page.keyboard.type('12 Lake Road, Dhaka');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Phone')).toBeFocused();
  await page.keyboard.type('+880 1712 345678');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'status', 'Purchase Succeed, Check My Orders to Pay')).toBeVisible();

  await page.goto('/dashboard');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: part.name }) })
    .first();
  const cancel = row.getByRole('button', { name: 'Cancel', exact: true });
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button').first(), 'focus starts on the harmless choice').toBeFocused();
  for (let presses = 0; presses < 5; presses++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() =>
      document.activeElement?.closest('dialog')
        ? 'dialog'
        : document.activeElement === document.body
          ? 'edge'
          : document.activeElement?.outerHTML.slice(0, 120),
    );
    expect(['dialog', 'edge'], `Tab ${presses + 1} went to ${where}`).toContain(where);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancel, 'focus returns to the button that opened the modal').toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel Order' }), 4);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'status', 'Your Order Canceled!')).toBeVisible();
});

/** WCAG's contrast ratio of two rgb() colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [red = 0, green = 0, blue = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

for (const theme of ['light', 'dark'] as const) {
  test(`links, buttons and inputs show a clear focus ring from the keyboard, ${theme} theme`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/login');
    const targets = {
      link: navbar(page).getByRole('link', { name: 'Products' }),
      input: page.getByLabel('Email'),
      button: page.getByRole('button', { name: 'Login', exact: true }),
    };
    for (const [kind, target] of Object.entries(targets)) {
      await tabTo(page, target);
      const ring = await target.evaluate((element) => {
        // Computed colours may be oklch(); a canvas pixel turns any of them into rgb and alpha.
        const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
        const rgba = (colour: string) => {
          if (!context) return [0, 0, 0, 0];
          context.clearRect(0, 0, 1, 1);
          context.fillStyle = colour;
          context.fillRect(0, 0, 1, 1);
          return [...context.getImageData(0, 0, 1, 1).data];
        };
        const style = getComputedStyle(element);
        let behind: Element | null = element.parentElement;
        let background = [0, 0, 0, 0];
        while (behind && background[3] === 0) {
          background = rgba(getComputedStyle(behind).backgroundColor);
          behind = behind.parentElement;
        }
        return {
          focusVisible: element.matches(':focus-visible'),
          style: style.outlineStyle,
          width: Number.parseFloat(style.outlineWidth),
          colour: `rgb(${rgba(style.outlineColor).slice(0, 3).join(', ')})`,
          background: `rgb(${background.slice(0, 3).join(', ')})`,
        };
      });
      expect(ring.focusVisible, `${kind} matches :focus-visible`).toBe(true);
      expect(ring.style, `${kind} has an outline`).not.toBe('none');
      expect(ring.width, `${kind} outline width`).toBeGreaterThanOrEqual(2);
      expect(contrast(ring.colour, ring.background), `${kind} outline ${ring.colour} against ${ring.background}`).toBeGreaterThanOrEqual(3);
    }
  });
}
