import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, signUp, uniqueEmail } from '../../../test/accounts';
import { mailedLink } from '../../../test/mail';
import { type OidcIdentity, startOidcProvider } from '../../../test/oidc-provider';
import { createTestApp, TEST_ORIGIN, type TestContext, testAuthConfig } from '../../../test/test-app';

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let ctx: TestContext;
beforeAll(async () => {
  provider = await startOidcProvider({ clientId: 'shop-client', clientSecret: 'shop-secret' });
  ctx = await createTestApp({ auth: { ...testAuthConfig, google: { issuer: provider.issuer, clientId: 'shop-client', clientSecret: 'shop-secret' } } });
});
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
async function signInWithGoogle(identity: OidcIdentity) {
  const start = await ctx.app.inject({
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
  const done = await ctx.app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { cookie: cookieHeader(start.headers['set-cookie']) },
  });
  const cookie = sessionCookie(done.headers['set-cookie']);
  const session = cookie ? (await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json() : null;
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

  it('does not let a Google account with an unverified email take over an existing account', async () => {
    const owner = await signUp(ctx.app);
    const { location, session } = await signInWithGoogle({ sub: `attacker-${owner.email}`, email: owner.email, email_verified: false, name: 'Mallory' });
    expect(location).toMatch(/^\/login\?google=failed&error=/);
    expect(session).toBeNull();
    const googleAccounts = await ctx.database.db
      .selectFrom('accounts' as never)
      .select('provider_id' as never)
      .where('user_id' as never, '=', owner.id as never)
      .execute();
    expect(googleAccounts).toEqual([{ provider_id: 'credential' }]);
  });

  it('does not join a password account even when Google verified the email: the password was never verified', async () => {
    const squatter = await signUp(ctx.app, { name: 'Registered First' });
    const { location, session } = await signInWithGoogle({ sub: `google-${squatter.email}`, email: squatter.email, email_verified: true, name: 'Real Owner' });
    expect(location).toMatch(/^\/login\?google=failed&error=/);
    expect(session).toBeNull();
  });

  it('joins a password account once its address is verified from the mail, and signs in to it', async () => {
    const owner = await signUp(ctx.app, { name: 'Verified Owner' });
    const { token } = await mailedLink(ctx.app, ctx.database.db, owner.email, 'verify-email');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` })).statusCode).toBe(200);
    const { location, session } = await signInWithGoogle({ sub: `google-${owner.email}`, email: owner.email, email_verified: true, name: 'Verified Owner' });
    expect(location).toBe('/dashboard');
    expect(session.user).toMatchObject({ id: owner.id, email: owner.email });
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
