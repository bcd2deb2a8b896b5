import { messages } from '@partsmith/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, signUp, type TestUser } from '../../../test/accounts';
import { createTestApp, TEST_ORIGIN, type TestContext, testAuthConfig } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const rawSessionToken = (user: TestUser) => decodeURIComponent(user.cookie.split('=')[1] ?? '').split('.')[0] ?? '';
const mintApiToken = async (user: TestUser) =>
  (await ctx.app.inject(as(user, { method: 'PUT', url: `/api/user/${user.email}`, payload: {} }))).json().token as string;
let addressCount = 0;
const nextAddress = () => `198.51.100.${++addressCount % 250}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('credentials never reach page JavaScript', () => {
  it("get-session answers the session without its token, from the session reader and from Better Auth's own answer", async () => {
    const user = await signUp(ctx.app);
    // Without a query the session reader answers; with one, Better Auth does.
    for (const url of ['/api/auth/get-session', '/api/auth/get-session?disableCookieCache=true']) {
      const answer = (await ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })).json();
      expect(answer.user.email, url).toBe(user.email);
      expect(answer.session.id, url).toEqual(expect.any(String));
      expect(Object.keys(answer.session), url).not.toContain('token');
      expect(JSON.stringify(answer), url).not.toContain(rawSessionToken(user));
    }
  });

  it('list-sessions answers every session, API tokens included, without their tokens', async () => {
    const user = await signUp(ctx.app);
    const apiToken = await mintApiToken(user);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: { cookie: user.cookie } });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toHaveLength(2);
    for (const session of listed.json()) expect(Object.keys(session)).not.toContain('token');
    expect(listed.body).not.toContain(apiToken);
    expect(listed.body).not.toContain(rawSessionToken(user));
  });
});

describe('bearer credentials', () => {
  it("an API token is one; a browser session's raw token is not, anywhere", async () => {
    const user = await signUp(ctx.app);
    const apiToken = await mintApiToken(user);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(apiToken) })).statusCode).toBe(200);
    const raw = rawSessionToken(user);
    expect(raw.length).toBeGreaterThan(20);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(raw) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: bearer(raw) })).json()).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: bearer(raw) })).statusCode).toBe(401);
    // The browser itself is still signed in.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: user.cookie } })).statusCode).toBe(200);
  });
});

describe("a signed-in account's password checks", () => {
  const { accountMax } = testAuthConfig.passwordGuesses;

  it.each([
    ['verify-password', (password: string) => ({ password })],
    ['change-password', (password: string) => ({ currentPassword: password, newPassword: 'another long passphrase' })],
  ])('%s counts wrong passwords in the account budget, so a stolen token cannot guess without end', async (path, body) => {
    const user = await signUp(ctx.app);
    const stolen = await mintApiToken(user);
    // From a new address each time, as an attacker with many would: Better Auth's per-address limit is not what this is about.
    const check = (password: string) =>
      ctx.app.inject({ method: 'POST', url: `/api/auth/${path}`, headers: bearer(stolen), payload: body(password), remoteAddress: nextAddress() });
    for (let guess = 0; guess < accountMax; guess++) {
      const wrong = await check(`wrong guess ${guess}`);
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(wrong.json().code).toBe('INVALID_PASSWORD');
    }
    const refused = await check(user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same budget as signing in from a browser the account does not know.
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
      remoteAddress: nextAddress(),
    });
    expect(signIn.statusCode).toBe(429);
  });

  it('the right password costs nothing from the budget', async () => {
    const user = await signUp(ctx.app);
    const token = await mintApiToken(user);
    for (let check = 0; check < accountMax + 2; check++) {
      const right = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/verify-password',
        headers: bearer(token),
        payload: { password: user.password },
        remoteAddress: nextAddress(),
      });
      expect(right.statusCode, right.body).toBe(200);
    }
  });
});

describe('password hashing one instance does at once', () => {
  it('waits for a turn, and beyond the queue answers 503 with Retry-After, never 5xx without it', async () => {
    // Every hash waits until the test lets them go, so that all six sign-ups meet the gate while the first one hashes.
    let letHashesGo!: () => void;
    const hashesMayGo = new Promise<void>((resolve) => {
      letHashesGo = resolve;
    });
    const heldHashing = {
      hash: async (password: string) => {
        await hashesMayGo;
        return `held:${password}`;
      },
      verify: async ({ hash, password }: { hash: string; password: string }) => hash === `held:${password}`,
    };
    const gated = await createTestApp({ auth: { ...testAuthConfig, passwordHashing: heldHashing, hashingGate: { concurrency: 1, queue: 2 } } });
    try {
      const answered: LightMyRequestResponse[] = [];
      const signUps = Array.from({ length: 6 }, (_, index) =>
        gated.app
          .inject({
            method: 'POST',
            url: '/api/auth/sign-up/email',
            headers: { origin: TEST_ORIGIN },
            payload: { name: 'Queued Customer', email: `queued-${index}-${Date.now()}@example.com`, password: 'a long and unusual passphrase' },
          })
          .then((response) => {
            answered.push(response);
            return response;
          }),
      );
      // One hashes, two wait their turn, three are turned away at once.
      await vi.waitFor(() => expect(answered).toHaveLength(3), { timeout: 20_000 });
      for (const busy of answered) {
        expect(busy.statusCode).toBe(503);
        expect(busy.json()).toEqual({ code: 'BUSY', message: messages.auth.passwordChecksBusy });
        expect(busy.headers['retry-after']).toBe('1');
      }
      letHashesGo();
      const statuses = (await Promise.all(signUps)).map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 503, 503, 503]);
    } finally {
      letHashesGo();
      await gated.close();
    }
  });
});
