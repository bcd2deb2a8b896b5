import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import {
  ADMIN,
  CUSTOMER,
  DESKTOP,
  PHONE,
  allowFailedRequests,
  logIn,
  navbar,
  signOut,
  signUp,
  signUpFreshCustomer,
  submitLogin,
  toast,
  unique,
} from './support';

const OIDC_PROVIDER = `http://127.0.0.1:${process.env.OIDC_PORT ?? 4180}`;

/** Unique per run and per call, so the journeys can run again on the same database. */

const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });

test('a new customer signs up, signs out, and logs in again', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const account = { name: 'Nadia New', email: `${unique('nadia')}@example.com`, password: 'a-long-new-password' };

  await signUp(page, account);
  await expect(navbar(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();

  await signOut(page);
  await expect(navbar(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();

  await navbar(page).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/$/);
  await expect(navbar(page).getByText(account.name)).toBeVisible();
});

test("a wrong password shows the provider's message under the form", async ({ page, consoleErrors }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  await submitLogin(page, { email: CUSTOMER.email, password: 'not-the-password' });

  const error = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
  await expect(error).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await screenshot(page, 'login-wrong-password-1280-light');
  allowFailedRequests(consoleErrors, 401);
});

test('each validation message appears under its field, on login and sign-up', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/login');
  await loginButton(page).click();
  await expect(page.getByText('Email is Required')).toBeVisible();
  await expect(page.getByText('Password is Required')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Provide a valid Email')).toBeVisible();
  await page.getByLabel('Password').fill('12345');
  await expect(page.getByText('Must be 6 character or longer')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'login-validation-390-light');
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await expect(page.getByText('Provide a valid Email')).toHaveCount(0);

  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/signup');
  await page.getByRole('button', { name: 'SignUp' }).click();
  await expect(page.getByText('Name is Required')).toBeVisible();
  await expect(page.getByText('Email is Required')).toBeVisible();
  await expect(page.getByText('Password is Required')).toBeVisible();
  await page.getByLabel('Email').fill('nadia@');
  await expect(page.getByText('Provide a valid Email')).toBeVisible();
  await page.getByLabel('Password').fill('abc');
  await expect(page.getByText('Must be 6 character or longer')).toBeVisible();
  await screenshot(page, 'signup-validation-1280-dark');
  await expect(page).toHaveURL(/\/signup$/);
});

test('a visitor sent to /dashboard/profile logs in, returns there and updates the profile', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, CUSTOMER);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(CUSTOMER.email);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'All Users' })).toHaveCount(0);

  const saved = {
    Education: 'BSc in Computer Engineering',
    Address: '12 Lake Road, Dhaka',
    Phone: '+880 1712 345678',
    'LinkedIn Link': 'https://www.linkedin.com/in/demo-customer',
  };
  for (const [label, value] of Object.entries(saved)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your Info Updated' })).toBeVisible();

  await page.reload();
  for (const [label, value] of Object.entries(saved)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await screenshot(page, 'profile-1280-light');

  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.getByLabel('Education')).toHaveValue(saved.Education);
  await screenshot(page, 'profile-390-dark');
});

test('signing out everywhere ends every session and API token of the account, and this browser lands on /login', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  // A fresh account: signing out everywhere would end the demo customer's sessions in the journeys running beside this one.
  const account = await signUpFreshCustomer(page, 'Sam Everywhere');
  const origin = new URL(page.url()).origin;
  const minted = await page.request.put(`/api/user/${encodeURIComponent(account.email)}`, { headers: { Origin: origin }, data: { email: account.email } });
  expect(minted.ok(), `a bearer token is minted: ${minted.status()}`).toBe(true);
  const { token } = (await minted.json()) as { token: string };
  const otherBrowser = await browser.newContext();
  try {
    const other = await otherBrowser.newPage();
    await logIn(other, account);

    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('dialog', { name: 'Sign out everywhere?' }).getByRole('button', { name: 'Sign out everywhere' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'status', 'You are signed out everywhere.')).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
    expect(await (await other.request.get('/api/auth/get-session')).json()).toBeNull();
    const withToken = await page.request.get(`/api/admin/${encodeURIComponent(account.email)}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(withToken.status()).toBe(401);
  } finally {
    await otherBrowser.close();
  }
});

test('a customer who types /dashboard/users is turned away', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  await submitLogin(page, CUSTOMER);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('That page needs an admin account.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('an admin makes a customer admin, then deletes the account after confirming', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const customer = { name: 'Promo Candidate', email: `${unique('promo')}@example.com`, password: 'a-long-new-password' };
  await signUp(page, customer);
  await signOut(page);

  await page.goto('/login');
  await submitLogin(page, ADMIN);
  await expect(page).toHaveURL(/\/$/);
  await navbar(page).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'All Users' }).click();
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: /^All Users \(\d+\)$/ })).toBeVisible();

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: customer.email }) });
  await row.getByRole('button', { name: 'Make Admin' }).click();
  const promotion = page.getByRole('dialog', { name: 'Make this user an admin?' });
  await expect(promotion).toContainText(customer.email);
  await promotion.getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You add an user as an Admin.' })).toBeVisible();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Make Admin' })).toHaveCount(0);
  await screenshot(page, 'users-1280-light');

  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(row).toBeVisible();
  const { width } = (await page.getByRole('table').boundingBox()) ?? { width: Infinity };
  expect(width, 'the users table fits a phone screen').toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'users-390-dark');

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this user?' });
  await expect(dialog).toContainText('deleted permanently');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User is Deleted' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: customer.email })).toHaveCount(0);
});

test('Google sign-in works end to end against a local OpenID Connect provider', async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const id = unique('gia');
  const queued = await request.post(`${OIDC_PROVIDER}/next-identity`, {
    data: { sub: `google-${id}`, email: `${id}@gmail.test`, email_verified: true, name: 'Gia Google' },
  });
  expect(queued.ok()).toBe(true);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Login with Google' }).click();

  await expect(navbar(page).getByText('Gia Google')).toBeVisible();
  await expect(navbar(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
