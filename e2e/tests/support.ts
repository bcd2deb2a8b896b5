import { expect, type Page } from '@playwright/test';

/** Helpers shared by the journeys: accounts, navigation and the fixture's console-error list. */
export const DESKTOP = { width: 1280, height: 860 };
export const PHONE = { width: 390, height: 844 };
export const ADMIN = { email: 'admin@partsmith.test', password: 'partsmith-admin' };
export const CUSTOMER = { email: 'customer@partsmith.test', password: 'partsmith-customer' };

export const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
export const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const toast = (page: Page, role: 'status' | 'alert', text: string) => page.getByRole(role).filter({ hasText: text });

/** Fills and sends the login form that is on screen. */
export async function submitLogin(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens /login, signs in and lands on the home page. */
export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/$/);
}

export async function signUp(page: Page, account: { name: string; email: string; password: string }) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'SignUp' }).click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(navbar(page).getByText(account.name)).toBeVisible();
}

/** Signs up a new customer with a unique email; answers the account. */
export async function signUpFreshCustomer(page: Page, name: string) {
  const account = { name, email: `${unique(name.split(' ')[0]?.toLowerCase() ?? 'customer')}@example.com`, password: 'a-long-new-password' };
  await signUp(page, account);
  return account;
}

export async function signOut(page: Page) {
  await navbar(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeVisible();
}

/**
 * Chromium logs every 4xx answer as a console error. A journey that provokes one on purpose takes exactly those
 * out of the fixture's list; anything else still fails the test.
 */
export function allowFailedRequests(consoleErrors: string[], status: number) {
  const expected = `the server responded with a status of ${status}`;
  const others = consoleErrors.filter((error) => !error.includes(expected));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

/**
 * Holds back the answers to requests matching `url` until the returned function is called, to look at the page as a
 * slow network shows it. An answer still held when the page navigates away is dropped quietly.
 */
export async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const mayArrive = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await mayArrive;
    await route.continue().catch(() => {});
  });
  return release;
}

/** Calls the API from the page's session, as the web app does (state-changing calls carry the shop's Origin). */
export async function api(page: Page, method: 'POST' | 'PATCH' | 'PUT', path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, { method, data, headers: { Origin: origin } });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * Books the minimum order of a demo part with stock to spare and pays it with the test card, through the API the way
 * the web app does (the payment journey covers the screens). Answers the part and the order's id.
 */
export async function payForAnOrder(page: Page) {
  const parts = (await (await page.request.get('/api/product?limit=100')).json()) as { _id: string; name: string; minimum: number; quantity: number }[];
  const part = parts.find((candidate) => candidate.quantity >= candidate.minimum * 2 && candidate.minimum <= 1000);
  if (!part) throw new Error('no part in the demo catalogue to order');
  const { insertedId: orderId } = (await api(page, 'POST', '/api/orders', {
    productId: part._id,
    quantity: part.minimum,
    address: '12 Lake Road, Dhaka',
    phone: '+880 1712 345678',
  })) as { insertedId: string };
  const { clientSecret } = await api(page, 'POST', '/api/create-payment-intent', { orderId });
  const card = { cardNumber: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
  const { transactionId } = await api(page, 'POST', '/api/test-payments/confirm', { clientSecret, ...card });
  await api(page, 'PATCH', `/api/orders/${orderId}`, { transactionId });
  return { part, orderId };
}

/** Waits until the screen is still: no spinner or skeleton left, no transition half-way (a colour mid-fade fails contrast). */
export async function settle(page: Page) {
  await expect(page.locator('.skeleton, .loading')).toHaveCount(0);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document
            .getAnimations()
            // Scroll-driven ones (daisyUI's on <html> while a modal or the drawer is open) only move with scrolling.
            .filter((animation) => animation.playState === 'running' && animation.timeline === document.timeline)
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => `${animation.constructor.name} on ${(animation.effect as KeyframeEffect | null)?.target?.outerHTML.slice(0, 80)}`),
        ),
      { message: 'transitions still running', intervals: [50, 100, 200] },
    )
    .toEqual([]);
}
