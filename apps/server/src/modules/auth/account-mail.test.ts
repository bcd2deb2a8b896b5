import { messages } from '@partsmith/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, sessionCookie, signUp, type TestUser, uniqueEmail } from '../../../test/accounts';
import { mailCount, mailedLink } from '../../../test/mail';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const post = (url: string, payload: object, user: TestUser | null = null, headers: Record<string, string> = {}) =>
  ctx.app.inject(as(user, { method: 'POST', url, payload, headers }));
/** The verify-email page's button: posts the link's token. */
const confirmAddress = (token: string) => post('/api/auth/verify-email', { token });
const requestReset = (email: string, headers: Record<string, string> = {}) => post('/api/auth/request-password-reset', { email }, null, headers);
const resetPassword = (token: string, newPassword: string) => post('/api/auth/reset-password', { token, newPassword });
const session = async (cookie: string) => (await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json();
const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });
const verified = async (user: TestUser) =>
  Boolean((await ctx.database.db.selectFrom('users').select('email_verified').where('id', '=', user.id).executeTakeFirstOrThrow()).email_verified);
/** Moves the clock on, for Better Auth's expiry checks (Date only: timers and the database keep running). */
const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
};

describe('password reset', () => {
  it('mails a link to the reset page; the new password works, the old one and every session of the account end', async () => {
    const user = await signUp(ctx.app);
    const otherDevice = sessionCookie((await signIn(user.email, user.password)).headers['set-cookie']);
    const asked = await requestReset(user.email);
    expect(asked.statusCode, asked.body).toBe(200);
    const { link, token } = await mailedLink(ctx.app, ctx.database.db, user.email, 'password-reset');
    expect(link).toBe(`${TEST_ORIGIN}/reset-password?token=${token}`);

    const reset = await resetPassword(token, 'a brand new passphrase');
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await session(user.cookie)).toBeNull();
    expect(await session(otherDevice)).toBeNull();
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, 'a brand new passphrase')).statusCode).toBe(200);
    // Following the link proved the address.
    expect(await verified(user)).toBe(true);
  });

  it('answers the same for an address with no account, and mails nothing', async () => {
    const user = await signUp(ctx.app);
    const nobody = uniqueEmail('nobody');
    const [known, unknown] = [await requestReset(user.email), await requestReset(nobody)];
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailCount(ctx.database.db, nobody, 'password-reset')).toBe(0);
  });

  it('a link works once, for an hour, and a changed token is refused', async () => {
    const user = await signUp(ctx.app);
    await requestReset(user.email);
    const { token } = await mailedLink(ctx.app, ctx.database.db, user.email, 'password-reset');
    const tampered = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
    expect((await resetPassword(tampered, 'a brand new passphrase')).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await resetPassword(token, 'a brand new passphrase')).statusCode).toBe(200);
    const again = await resetPassword(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });

    await requestReset(user.email);
    const { token: second } = await mailedLink(ctx.app, ctx.database.db, user.email, 'password-reset');
    later(61 * 60_000);
    expect((await resetPassword(second, 'yet another passphrase')).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    vi.useRealTimers();
    expect((await signIn(user.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('holds the new password to the sign-up rules', async () => {
    const user = await signUp(ctx.app);
    await requestReset(user.email);
    const { token } = await mailedLink(ctx.app, ctx.database.db, user.email, 'password-reset');
    expect((await resetPassword(token, '12345')).statusCode).toBe(400);
    expect((await resetPassword(token, 'password')).json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
    expect((await resetPassword(token, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('mails one address at most 5 times an hour, however many requests come at once, and answers each the same', async () => {
    const user = await signUp(ctx.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestReset(user.email)));
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
    // The verification mail of the sign-up counts too.
    expect((await mailCount(ctx.database.db, user.email, 'password-reset')) + (await mailCount(ctx.database.db, user.email, 'verify-email'))).toBe(5);
    later(61 * 60_000);
    await requestReset(user.email);
    expect(await mailCount(ctx.database.db, user.email, 'password-reset')).toBe(5);
  });
});

describe('address verification', () => {
  it('mails a link at sign-up; following it verifies the address, once, for that account', async () => {
    const user = await signUp(ctx.app);
    expect(await verified(user)).toBe(false);
    const { link, token } = await mailedLink(ctx.app, ctx.database.db, user.email, 'verify-email');
    expect(link).toBe(`${TEST_ORIGIN}/verify-email?token=${token}`);
    const opened = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
    expect(opened.statusCode).toBe(405);
    expect(opened.json()).toEqual({ code: 'METHOD_NOT_ALLOWED', message: messages.auth.confirmWithButton });
    expect(await verified(user)).toBe(false);
    const followed = await confirmAddress(token);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(await verified(user)).toBe(true);
    expect((await session(user.cookie)).user.emailVerified).toBe(true);
    // A second use changes nothing.
    expect((await confirmAddress(token)).json()).toMatchObject({ status: true });
  });

  it('refuses a changed or expired link', async () => {
    const user = await signUp(ctx.app);
    const { token } = await mailedLink(ctx.app, ctx.database.db, user.email, 'verify-email');
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), email: 'someone@example.com' })).toString(
      'base64url',
    );
    const tampered = await confirmAddress(`${header}.${forged}.${signature}`);
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    later(25 * 3_600_000);
    const expired = await confirmAddress(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    vi.useRealTimers();
    expect(await verified(user)).toBe(false);
  });

  it('answers a confirmation without a token 400, never 5xx', async () => {
    for (const payload of ['', '{}', '{"token":""}', 'not json', '{"token":12}']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: messages.auth.verificationTokenMissing });
    }
  });

  it('sends another link on request from the signed-in account', async () => {
    const user = await signUp(ctx.app);
    const asked = await post('/api/auth/send-verification-email', { email: user.email }, user);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await mailCount(ctx.database.db, user.email, 'verify-email')).toBe(2);
    const other = await post('/api/auth/send-verification-email', { email: uniqueEmail() }, user);
    expect(other.statusCode).toBe(400);
  });
});
