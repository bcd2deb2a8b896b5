import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, sessionCookie, signUp, type TestUser, uniqueEmail } from '../../../test/accounts';
import { mailedLink } from '../../../test/mail';
import { type OidcIdentity, startOidcProvider } from '../../../test/oidc-provider';
import { createTestApp, TEST_ORIGIN, type TestContext, testAuthConfig } from '../../../test/test-app';
import { createAccountRepository } from './repository';

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let ctx: TestContext;
beforeAll(async () => {
  provider = await startOidcProvider({ clientId: 'shop-client', clientSecret: 'shop-secret' });
  ctx = await createTestApp({ auth: googleAuth() });
});
const googleAuth = () => ({ ...testAuthConfig, google: { issuer: provider.issuer, clientId: 'shop-client', clientSecret: 'shop-secret' } });
const confirmAddress = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', headers: { origin: TEST_ORIGIN }, payload: { token } });
const signInMethods = async (userId: string) =>
  (await ctx.database.db.selectFrom('accounts').select('provider_id').where('user_id', '=', userId).orderBy('provider_id').execute()).map(
    (row) => row.provider_id,
  );
afterAll(async () => {
  await ctx.close();
  await provider.close();
});

const cookieHeader = (setCookie: string | string[] | undefined) =>
  ([] as string[])
    .concat(setCookie ?? [])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** The whole round trip a browser makes: shop -> provider's authorize -> shop's callback. */
async function signInWithGoogle(identity: OidcIdentity, app = ctx.app) {
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: TEST_ORIGIN },
    payload: { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/login?google=failed' },
  });
  expect(start.statusCode, start.body).toBe(200);
  provider.nextIdentity(identity);
  const authorize = await fetch(start.json().url, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const callback = new URL(authorize.headers.get('location') ?? '');
  expect(callback.pathname).toBe('/api/auth/callback/google');
  const done = await app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { cookie: cookieHeader(start.headers['set-cookie']) },
  });
  const cookie = sessionCookie(done.headers['set-cookie']);
  const session = cookie ? (await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json() : null;
  return { location: String(done.headers.location), session };
}

describe('Google sign-in through OpenID Connect', () => {
  it('is offered when configured', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth-options' })).json()).toEqual({ google: true });
  });

  it('signs a new customer up and in, with the name Google gives', async () => {
    const email = uniqueEmail('gia');
    const { location, session } = await signInWithGoogle({ sub: `google-${email}`, email, email_verified: true, name: 'Gia Google' });
    expect(location).toBe('/dashboard');
    expect(session.user).toMatchObject({ email, name: 'Gia Google', role: null });
  });

  it.each([
    ['a link and a line break', 'Your account is LOCKED\nunlock at https://evil.example', 'jo bloggs'],
    ['a hundred characters', 'A'.repeat(100), 'jo bloggs'],
  ])('keeps a name from Google with %s out of the account (and so out of every mail)', async (_case, name, expected) => {
    const email = `jo.bloggs-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const { session } = await signInWithGoogle({ sub: `google-${email}`, email, email_verified: true, name });
    expect(session.user.name).toBe(`${expected} ${email.split('@')[0]?.split('-')[1]}`);
  });

  it('does not let a Google account with an unverified email take over an existing account', async () => {
    const owner = await signUp(ctx.app);
    const { location, session } = await signInWithGoogle({ sub: `attacker-${owner.email}`, email: owner.email, email_verified: false, name: 'Mallory' });
    expect(location).toMatch(/^\/login\?google=failed&error=/);
    expect(session).toBeNull();
    expect(await signInMethods(owner.id)).toEqual(['credential']);
  });

  it('does not join a password account even when Google verified the email: the password was never verified', async () => {
    const squatter = await signUp(ctx.app, { name: 'Registered First' });
    const { location, session } = await signInWithGoogle({ sub: `google-${squatter.email}`, email: squatter.email, email_verified: true, name: 'Real Owner' });
    expect(location).toMatch(/^\/login\?google=failed&error=/);
    expect(session).toBeNull();
  });

  it('joins a password account once its address is verified from the mail, and ends the password and every session that was there', async () => {
    // Mallory registers Olivia's address with a password of her own, and keeps a session and an API token.
    const mallory = await signUp(ctx.app, { name: 'Registered First' });
    const apiToken = (await ctx.app.inject(as(mallory, { method: 'PUT', url: `/api/user/${mallory.email}`, payload: {} }))).json().token;
    // Olivia confirms the address from the mail (as the mail invites her to), then signs in with Google.
    const { token } = await mailedLink(ctx.app, ctx.database.db, mallory.email, 'verify-email');
    expect((await confirmAddress(token)).statusCode).toBe(200);
    const { location, session } = await signInWithGoogle({ sub: `google-${mallory.email}`, email: mallory.email, email_verified: true, name: 'Olivia Owner' });
    expect(location).toBe('/dashboard');
    expect(session.user).toMatchObject({ id: mallory.id, email: mallory.email });
    // Nothing Mallory had opens the account any more.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: mallory.cookie } })).json()).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: `/api/orders`, headers: { authorization: `Bearer ${apiToken}` } })).statusCode).toBe(401);
    const passwordSignIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: mallory.email, password: mallory.password },
    });
    expect(passwordSignIn.statusCode).toBe(401);
    expect(await signInMethods(mallory.id)).toEqual(['google']);
  });

  it('ADMIN_EMAILS never makes a password account admin, verified or not; Google joining it does, once the password is gone', async () => {
    const email = uniqueEmail('boss');
    const withAdmins = await createTestApp({ auth: { ...googleAuth(), adminEmails: [email] } });
    try {
      const squatter = await signUp(withAdmins.app, { email: email.toUpperCase() });
      const isAdmin = async (user: TestUser) => (await withAdmins.app.inject(as(user, { method: 'GET', url: `/api/admin/${user.email}` }))).json();
      const accounts = createAccountRepository(withAdmins.database.db);
      expect(await accounts.makeListedAdmins([email])).toBe(0);
      // The owner opens "Confirm your email address" (or a scanner does): still no admin, now or at the next start.
      const { token } = await mailedLink(withAdmins.app, withAdmins.database.db, email, 'verify-email');
      expect(
        (await withAdmins.app.inject({ method: 'POST', url: '/api/auth/verify-email', headers: { origin: TEST_ORIGIN }, payload: { token } })).statusCode,
      ).toBe(200);
      expect(await accounts.makeListedAdmins([email])).toBe(0);
      expect(await isAdmin(squatter)).toEqual({ admin: false });
      // The owner signs in with Google: the squatter's password and session end, and the account is the owner's, admin.
      const { session } = await signInWithGoogle({ sub: `google-${email}`, email, email_verified: true, name: 'Boss' }, withAdmins.app);
      expect(session.user).toMatchObject({ id: squatter.id, role: 'admin' });
      expect(await isAdmin(squatter)).toMatchObject({ code: 'UNAUTHORIZED' });
    } finally {
      await withAdmins.close();
    }
  });

  it('makes a Google-verified email listed in ADMIN_EMAILS admin', async () => {
    const email = uniqueEmail('owner');
    const withAdmins = await createTestApp({
      auth: { ...testAuthConfig, adminEmails: [email], google: { issuer: provider.issuer, clientId: 'shop-client', clientSecret: 'shop-secret' } },
    });
    try {
      const start = await withAdmins.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: TEST_ORIGIN },
        payload: { provider: 'google', callbackURL: '/' },
      });
      provider.nextIdentity({ sub: `google-${email}`, email, email_verified: true, name: 'Owner' });
      const callback = new URL((await fetch(start.json().url, { redirect: 'manual' })).headers.get('location') ?? '');
      const done = await withAdmins.app.inject({
        method: 'GET',
        url: callback.pathname + callback.search,
        headers: { cookie: cookieHeader(start.headers['set-cookie']) },
      });
      const session = await withAdmins.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie: sessionCookie(done.headers['set-cookie']) },
      });
      expect(session.json().user).toMatchObject({ email, role: 'admin' });
    } finally {
      await withAdmins.close();
    }
  });
});

describe('without Google configured', () => {
  it('says so, and the sign-in call fails cleanly', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth-options' })).json()).toEqual({ google: false });
      const attempt = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: TEST_ORIGIN },
        payload: { provider: 'google', callbackURL: '/' },
      });
      expect(attempt.statusCode).toBeGreaterThanOrEqual(400);
      expect(attempt.statusCode).toBeLessThan(500);
    } finally {
      await plain.close();
    }
  });
});
