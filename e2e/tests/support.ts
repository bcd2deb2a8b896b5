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
