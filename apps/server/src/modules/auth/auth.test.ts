import { messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, sessionCookie, signUp, signUpAdmin, uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const signIn = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
const session = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });

describe('sign-up and sign-in with email and password', () => {
  it('signs up, keeps the session in an httpOnly SameSite cookie, and knows the user', async () => {
    const email = uniqueEmail('Mixed.Case').replace('mixed', 'Mixed');
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Rahim', email, password: 'copper heat pipes' } });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/better-auth\.session_token=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await session(sessionCookie(response.headers['set-cookie']));
    expect(me.json().user).toMatchObject({ name: 'Rahim', email: email.toLowerCase(), role: null });
  });

  it('signs in with the right password and refuses a wrong one with a clear message', async () => {
    const user = await signUp(ctx.app);
    const ok = await signIn(user.email, user.password);
    expect(ok.statusCode).toBe(200);
    expect(sessionCookie(ok.headers['set-cookie'])).not.toBe('');
    const wrong = await signIn(user.email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    const unknown = await signIn(uniqueEmail('nobody'), 'whatever123');
    expect(unknown.statusCode).toBe(401);
  });

  it.each([
    ['a password shorter than 6 characters', 'abc12', 'BAD_REQUEST', `password: ${messages.validation.passwordTooShort}`],
    ['a password longer than 128 characters', 'x'.repeat(129), 'BAD_REQUEST', `password: ${messages.validation.passwordTooLong}`],
    ['a very common password', 'Password123', 'PASSWORD_TOO_COMMON', messages.validation.passwordTooCommon],
  ])('refuses %s with the contract message', async (_label, password, code, message) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'X', email: uniqueEmail(), password } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code, message });
  });

  it.each([
    ['a blank name', '   '],
    ['a name over 70 characters', 'n'.repeat(71)],
  ])('refuses %s at sign-up', async (_label, name) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name, email: uniqueEmail(), password: 'a long and unusual passphrase' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a very common password when it is changed too, not only at sign-up', async () => {
    const user = await signUp(ctx.app);
    const response = await ctx.app.inject(
      as(user, { method: 'POST', url: '/api/auth/change-password', payload: { currentPassword: user.password, newPassword: 'qwerty123' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PASSWORD_TOO_COMMON');
  });

  it('accepts the minimum of 6 characters', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Min', email: uniqueEmail(), password: 'k7#vQz' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not let anyone give themself a role at sign-up', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Sneaky', email: uniqueEmail(), password: 'a long and unusual passphrase', role: 'admin' },
    });
    const role = response.statusCode === 200 ? (await session(sessionCookie(response.headers['set-cookie']))).json().user.role : null;
    expect(role).toBeNull();
  });

  it('refuses a second account with the same email', async () => {
    const user = await signUp(ctx.app);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Twin', email: user.email.toUpperCase(), password: 'another long passphrase' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
  });
});

describe("Better Auth's error answers", () => {
  it.each([
    ['a body that fails its validation', { method: 'POST', url: '/api/auth/sign-in/email', payload: { email: [], password: 1 } }, 400],
    ['a request that needs a session, and has none', { method: 'POST', url: '/api/auth/refresh-token', payload: { useAccountCookie: true } }, 401],
  ] as const)("have the API's { code, message } shape: %s", async (_label, request, status) => {
    const response = await ctx.app.inject(as(null, request));
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String) });
  });
});

describe('text with a NUL character', () => {
  it('is refused with 400 in a Better Auth body, where PostgreSQL would fail', async () => {
    const user = await signUp(ctx.app);
    const revoke = await ctx.app.inject(as(user, { method: 'POST', url: '/api/auth/revoke-session', payload: { token: '\u0000' } }));
    expect(revoke.statusCode, revoke.body).toBe(400);
    expect(revoke.json()).toEqual({ code: 'BAD_REQUEST', message: 'Text must not contain the NUL character (U+0000).' });
    const signUpWithNul = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Nul\u0000', email: uniqueEmail(), password: 'copper heat pipes' },
    });
    expect(signUpWithNul.statusCode).toBe(400);
  });

  it("is refused with 400 in a query only Better Auth's parser decodes to one (found by fuzzing on PostgreSQL)", async () => {
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password?token=%%00', payload: { newPassword: 'copper heat pipes' } });
    expect(reset.statusCode, reset.body).toBe(400);
    expect(reset.json()).toEqual({ code: 'BAD_REQUEST', message: 'Text must not contain the NUL character (U+0000).' });
  });
});

describe('sessions end on the server', () => {
  it('after Sign Out, the old cookie gets 401', async () => {
    const user = await signUp(ctx.app);
    const adminCheck = as(user, { method: 'GET', url: `/api/admin/${user.email}` });
    expect((await ctx.app.inject(adminCheck)).statusCode).toBe(200);
    const signOut = await ctx.app.inject(as(user, { method: 'POST', url: '/api/auth/sign-out', payload: {} }));
    expect(signOut.statusCode).toBe(200);
    expect((await ctx.app.inject(adminCheck)).statusCode).toBe(401);
    expect((await session(user.cookie)).json()).toBeNull();
  });

  it('after an admin deletes the user, the old cookie and bearer token get 401 and their orders stay', async () => {
    const admin = await signUpAdmin(ctx.app);
    const user = await signUp(ctx.app);
    const { token } = (await ctx.app.inject(as(user, { method: 'PUT', url: `/api/user/${user.email}`, payload: { email: user.email } }))).json();
    const product = await ctx.database.db
      .insertInto('products')
      .values({
        name: 'Fan',
        description: 'd',
        image: '/i.svg',
        price_cents: 100,
        quantity: 10,
        minimum: 1,
        part_number: 'FAN-1',
        seed_key: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.database.db
      .insertInto('orders')
      .values({
        user_id: user.id,
        email: user.email,
        product_id: product.id,
        product_name: 'Fan',
        quantity: 1,
        unit_price_cents: 100,
        price_cents: 100,
        phone: '1',
        address: 'a',
        transaction_id: null,
        idempotency_key: null,
      })
      .execute();

    const deleted = await ctx.app.inject(as(admin, { method: 'DELETE', url: `/api/user/${user.email}` }));
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expect((await ctx.app.inject(as(user, { method: 'GET', url: `/api/admin/${user.email}` }))).statusCode).toBe(401);
    const withToken = await ctx.app.inject({ method: 'GET', url: `/api/admin/${user.email}`, headers: { authorization: `Bearer ${token}` } });
    expect(withToken.statusCode).toBe(401);
    const orders = await ctx.database.db.selectFrom('orders').select(['email', 'product_name']).where('email', '=', user.email).execute();
    expect(orders).toEqual([{ email: user.email, product_name: 'Fan' }]);
  });
});

describe('bearer tokens for API clients', () => {
  it('PUT /api/user/{email} answers a token that works as Authorization: Bearer, for your own email only', async () => {
    const user = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const response = await ctx.app.inject(as(user, { method: 'PUT', url: `/api/user/${user.email}`, payload: { email: user.email } }));
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(token).toEqual(expect.any(String));
    const viaBearer = await ctx.app.inject({ method: 'GET', url: `/api/admin/${user.email}`, headers: { authorization: `Bearer ${token}` } });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json()).toEqual({ admin: false });

    expect((await ctx.app.inject(as(user, { method: 'PUT', url: `/api/user/${other.email}`, payload: { email: other.email } }))).statusCode).toBe(403);
    expect((await ctx.app.inject(as(user, { method: 'PUT', url: `/api/user/${user.email}`, payload: { email: other.email } }))).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/user/${user.email}`, payload: { email: user.email } })).statusCode).toBe(401);
    const forged = await ctx.app.inject({ method: 'GET', url: `/api/admin/${user.email}`, headers: { authorization: 'Bearer not-a-real-token' } });
    expect(forged.statusCode).toBe(401);
  });
});

describe('requests from another site', () => {
  it('cannot sign a user out or change a role', async () => {
    const admin = await signUpAdmin(ctx.app);
    const victim = await signUp(ctx.app);
    const foreign = { origin: 'https://evil.example' };
    const signOut = await ctx.app.inject(as(admin, { method: 'POST', url: '/api/auth/sign-out', payload: {}, headers: foreign }));
    expect(signOut.statusCode).toBe(403);
    const promote = await ctx.app.inject(as(admin, { method: 'PUT', url: `/api/user/admin/${victim.email}`, headers: foreign }));
    expect(promote.statusCode).toBe(403);
    expect(promote.json()).toEqual({ code: 'FORBIDDEN', message: messages.auth.crossOrigin });
    expect((await ctx.app.services.users.list({ q: victim.email, limit: 1, offset: 0 })).users[0]?.role).toBeNull();
  });
});

describe('the origin check', () => {
  it('also guards a route reached through a percent-encoded path', async () => {
    const admin = await signUpAdmin(ctx.app);
    const victim = await signUp(ctx.app);
    const response = await ctx.app.inject(as(admin, { method: 'PUT', url: `/%61pi/user/admin/${victim.email}`, headers: { origin: 'https://evil.example' } }));
    expect(response.statusCode).toBe(403);
    expect((await ctx.app.services.users.list({ q: victim.email, limit: 1, offset: 0 })).users[0]?.role).toBeNull();
  });
});
