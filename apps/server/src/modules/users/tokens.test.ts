import { messages } from '@partsmith/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, type TestUser } from '../../../test/accounts';
import { createTestApp, type TestContext, testAuthConfig, testConfig } from '../../../test/test-app';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';

const TOKENS = { live: 3, perWindow: 3, windowSeconds: 600 };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ auth: { ...testAuthConfig, tokens: TOKENS } });
});
afterAll(() => ctx.close());

const mint = (user: TestUser, app: FastifyInstance = ctx.app, headers: Record<string, string> = {}) =>
  app.inject(as(user, { method: 'PUT', url: `/api/user/${user.email}`, payload: { email: user.email }, headers }));
const mintToken = async (user: TestUser) => {
  const response = await mint(user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
};
const statusWith = async (user: TestUser, token: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/admin/${user.email}`, headers: { authorization: `Bearer ${token}` } })).statusCode;
const statusWithCookie = async (user: TestUser) => (await ctx.app.inject(as(user, { method: 'GET', url: `/api/admin/${user.email}` }))).statusCode;
/** Moves the account's tokens an hour back, in their order, out of the minting window: they still count as live. */
async function ageTokens(user: TestUser) {
  const { db } = ctx.database;
  const tokens = await db.selectFrom('sessions').select(['id', 'created_at']).where('user_id', '=', user.id).where('kind', '=', 'token').execute();
  for (const { id, created_at } of tokens) {
    await db
      .updateTable('sessions')
      .set({ created_at: new Date(new Date(created_at).getTime() - 3_600_000).toISOString() })
      .where('id', '=', id)
      .execute();
  }
}

describe('minting bearer tokens', () => {
  it('is limited per account and window: then 429 RATE_LIMITED with Retry-After, and the tokens minted still work', async () => {
    const user = await signUp(ctx.app);
    const firstMintedAt = Date.now();
    const minted = [await mintToken(user), await mintToken(user), await mintToken(user)];
    const refused = await mint(user);
    expect(refused.statusCode).toBe(429);
    // Until the first token leaves the window.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(TOKENS.windowSeconds - Math.ceil((Date.now() - firstMintedAt) / 1000));
    expect(retryAfter).toBeLessThanOrEqual(TOKENS.windowSeconds);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: messages.auth.tooManyTokens(retryAfter) });
    for (const token of minted) expect(await statusWith(user, token)).toBe(200);
    // Another account has its own budget.
    expect((await mint(await signUp(ctx.app))).statusCode).toBe(200);
  });

  it('counts every token at once: of 10 asked for together, as many as the window allows are minted', async () => {
    const user = await signUp(ctx.app);
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => mint(user)))).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(TOKENS.perWindow);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - TOKENS.perWindow);
  });

  it('holds across two app instances on the same database', async () => {
    const user = await signUp(ctx.app);
    const secondDatabase = openDatabase(ctx.database.config);
    const second = await buildApp({ config: testConfig(ctx.database, { auth: { ...testAuthConfig, tokens: TOKENS } }), database: secondDatabase });
    try {
      const statuses = [];
      for (const instance of [ctx.app, second, ctx.app, second]) statuses.push((await mint(user, instance)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await second.close();
      await secondDatabase.destroy();
    }
  });

  it("keeps at most the configured number live: a new one ends the oldest, never the caller's own session", async () => {
    const user = await signUp(ctx.app);
    const [first, second, third] = [await mintToken(user), await mintToken(user), await mintToken(user)];
    await ageTokens(user);
    const fourth = await mintToken(user);
    expect(await statusWith(user, first)).toBe(401);
    for (const token of [second, third, fourth]) expect(await statusWith(user, token)).toBe(200);
    expect(await statusWithCookie(user)).toBe(200);

    // An API client that mints with its own (oldest) token keeps it; the next oldest ends.
    await ageTokens(user);
    const fifth = (await mint({ ...user, cookie: '' }, ctx.app, { authorization: `Bearer ${second}` })).json().token;
    expect(await statusWith(user, second)).toBe(200);
    expect(await statusWith(user, third)).toBe(401);
    for (const token of [fourth, fifth]) expect(await statusWith(user, token)).toBe(200);
    expect(await statusWithCookie(user)).toBe(200);
    const live = await ctx.database.db.selectFrom('sessions').select('token').where('user_id', '=', user.id).where('kind', '=', 'token').execute();
    expect(live.map((row) => row.token).sort()).toEqual([second, fourth, fifth].sort());
  });
});

describe('sign out everywhere', () => {
  it("ends every session and bearer token of the account, and no one else's", async () => {
    const user = await signUp(ctx.app);
    const otherBrowser = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password } });
    const otherCookie = String(otherBrowser.headers['set-cookie']).split(';')[0] as string;
    const token = await mintToken(user);
    const bystander = await signUp(ctx.app);
    const bystanderToken = await mintToken(bystander);

    const response = await ctx.app.inject(as(user, { method: 'POST', url: '/api/auth/revoke-sessions', payload: {} }));
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/better-auth\.session_token=;/);
    expect(await statusWith(user, token)).toBe(401);
    expect(await statusWithCookie(user)).toBe(401);
    expect(await statusWithCookie({ ...user, cookie: otherCookie })).toBe(401);
    expect(await statusWith(bystander, bystanderToken)).toBe(200);
    expect(await statusWithCookie(bystander)).toBe(200);
  });

  it('works for an API client with its bearer token too', async () => {
    const user = await signUp(ctx.app);
    const token = await mintToken(user);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/revoke-sessions', payload: {}, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(await statusWith(user, token)).toBe(401);
    expect(await statusWithCookie(user)).toBe(401);
  });
});
