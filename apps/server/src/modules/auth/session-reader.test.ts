import { sessionSchema } from '@partsmith/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, sessionCookie, signUp } from '../../../test/accounts';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { openDatabase } from '../../db/database';
import { readerKnows } from './session-reader';

/**
 * get-session and the guards read sessions without Better Auth's machinery (decision 0017). Better Auth answers the
 * same request with `?disableRefresh=true` (a query sends it there) so the two answers can be compared.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const getSession = (headers: Record<string, string>, query = '') => ctx.app.inject({ method: 'GET', url: `/api/auth/get-session${query}`, headers });
const myOrders = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/orders', headers });

async function bearerToken(cookie: string, email: string) {
  const response = await ctx.app.inject(as({ cookie }, { method: 'PUT', url: `/api/user/${email}`, payload: { email } }));
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

describe('reading the session of a request', () => {
  it('answers get-session exactly as Better Auth does, for a cookie and for a bearer token', async () => {
    const user = await signUp(ctx.app);
    const fast = await getSession({ cookie: user.cookie });
    const betterAuth = await getSession({ cookie: user.cookie }, '?disableRefresh=true');
    expect(fast.statusCode).toBe(200);
    expect(fast.json()).toEqual(betterAuth.json());
    // Both are the contract's session, field for field: a Better Auth upgrade or plugin that changes its answer fails here.
    expect(sessionSchema.safeParse(fast.json()).error).toBeUndefined();
    expect(sessionSchema.safeParse(betterAuth.json()).error).toBeUndefined();
    expect(fast.json().user).toMatchObject({ id: user.id, email: user.email, emailVerified: false, role: null });
    expect(fast.headers['cache-control']).toBe('no-store');
    expect(fast.headers['set-cookie']).toBeUndefined();

    const token = await bearerToken(user.cookie, user.email);
    const byToken = await getSession({ authorization: `Bearer ${token}` });
    expect(byToken.json()).toEqual((await getSession({ authorization: `Bearer ${token}` }, '?disableRefresh=true')).json());
    expect(byToken.json().user.id).toBe(user.id);
    // Neither answer hands the token to page JavaScript.
    expect(byToken.body).not.toContain(token);
  });

  it('answers null to a visitor, and to a cookie whose signature is wrong', async () => {
    expect((await getSession({})).body).toBe('null');
    const user = await signUp(ctx.app);
    const [name, value] = user.cookie.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0] as string;
    const forged = `${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32).toString('base64')}`)}`;
    expect((await getSession({ cookie: forged })).body).toBe('null');
    expect((await myOrders({ cookie: forged })).statusCode).toBe(401);
    expect((await myOrders({ authorization: 'Bearer not.a-token' })).statusCode).toBe(401);
  });

  it('leaves an expired session to Better Auth, which deletes it and clears the cookie', async () => {
    const user = await signUp(ctx.app);
    await ctx.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const response = await getSession({ cookie: user.cookie });
    expect(response.body).toBe('null');
    expect(String(response.headers['set-cookie'])).toMatch(/better-auth\.session_token=;/);
    expect(await ctx.database.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await myOrders({ cookie: user.cookie })).statusCode).toBe(401);
  });

  it('leaves a session due for refreshing to Better Auth, which extends it and sends the cookie again', async () => {
    const user = await signUp(ctx.app);
    // Better Auth extends a session once a day (updateAge): this one was made, or last extended, two days ago.
    const twoDaysAgoExpiry = new Date(Date.now() + 5 * 24 * 3_600_000);
    await ctx.database.db.updateTable('sessions').set({ expires_at: twoDaysAgoExpiry.toISOString() }).where('user_id', '=', user.id).execute();
    const response = await getSession({ cookie: user.cookie });
    expect(response.json().user.id).toBe(user.id);
    expect(sessionCookie(response.headers['set-cookie'])).not.toBe('');
    expect(new Date(response.json().session.expiresAt).getTime()).toBeGreaterThan(twoDaysAgoExpiry.getTime() + 24 * 3_600_000);
  });

  it('follows a sign-out, a new role and a deleted account on the very next request', async () => {
    const user = await signUp(ctx.app);
    expect((await myOrders({ cookie: user.cookie })).statusCode).toBe(200);
    await ctx.database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
    expect((await getSession({ cookie: user.cookie })).json().user.role).toBe('admin');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/allorders', headers: { cookie: user.cookie } })).statusCode).toBe(200);

    // Demoted, by the app and by another connection: the next request is a customer's again.
    await ctx.database.db.updateTable('users').set({ role: null }).where('id', '=', user.id).execute();
    expect((await getSession({ cookie: user.cookie })).json().user.role).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/allorders', headers: { cookie: user.cookie } })).statusCode).toBe(403);
    const second = openDatabase(ctx.database.config);
    try {
      await second.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
      expect((await ctx.app.inject({ method: 'GET', url: '/api/allorders', headers: { cookie: user.cookie } })).statusCode).toBe(200);
      await second.db.updateTable('users').set({ role: null }).where('id', '=', user.id).execute();
      expect((await ctx.app.inject({ method: 'GET', url: '/api/allorders', headers: { cookie: user.cookie } })).statusCode).toBe(403);
    } finally {
      await second.destroy();
    }

    const signedOut = await ctx.app.inject(as(user, { method: 'POST', url: '/api/auth/sign-out', payload: {} }));
    expect(signedOut.statusCode).toBe(200);
    expect((await getSession({ cookie: user.cookie })).body).toBe('null');
    expect((await myOrders({ cookie: user.cookie })).statusCode).toBe(401);

    const other = await signUp(ctx.app);
    await ctx.database.db.deleteFrom('users').where('id', '=', other.id).execute();
    expect((await getSession({ cookie: other.cookie })).body).toBe('null');
    expect((await myOrders({ cookie: other.cookie })).statusCode).toBe(401);
  });

  it('follows changes made outside the app: by another connection (make-admin, a second instance) and by plain SQL', async () => {
    const second = openDatabase(ctx.database.config);
    try {
      const user = await signUp(ctx.app);
      // Read twice first, so that on the embedded database the session is kept in memory.
      expect((await getSession({ cookie: user.cookie })).json().user.role).toBeNull();
      expect((await myOrders({ cookie: user.cookie })).statusCode).toBe(200);

      await second.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
      expect((await getSession({ cookie: user.cookie })).json().user.role).toBe('admin');
      expect((await ctx.app.inject({ method: 'GET', url: '/api/allorders', headers: { cookie: user.cookie } })).statusCode).toBe(200);

      await sql`update users set name = ${'Renamed by hand'} where id = ${user.id}`.execute(ctx.database.db);
      expect((await getSession({ cookie: user.cookie })).json().user.name).toBe('Renamed by hand');

      await second.db.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      expect((await getSession({ cookie: user.cookie })).body).toBe('null');
      expect((await myOrders({ cookie: user.cookie })).statusCode).toBe(401);
    } finally {
      await second.destroy();
    }
  });
});

describe('the configuration the reader answers for', () => {
  it("is today's: Better Auth's bearer and generic OAuth plugins and the role field; any other plugin or field turns it off", () => {
    const plugin = (id: string) => ({ id });
    expect(readerKnows({ plugins: [plugin('bearer')], user: { additionalFields: { role: {} } } })).toBe(true);
    expect(readerKnows({ plugins: [plugin('bearer'), plugin('generic-oauth')], user: { additionalFields: { role: {} } } })).toBe(true);
    expect(readerKnows({ plugins: [plugin('bearer'), plugin('admin')], user: { additionalFields: { role: {} } } })).toBe(false);
    expect(readerKnows({ plugins: [plugin('bearer')], user: { additionalFields: { role: {}, company: {} } } })).toBe(false);
    expect(readerKnows(ctx.app.services.auth.options)).toBe(true);
  });
});
