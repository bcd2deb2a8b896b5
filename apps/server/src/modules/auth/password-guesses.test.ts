import { messages } from '@partsmith/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/accounts';
import { createTestApp, TEST_ORIGIN, type TestContext, testAuthConfig, testConfig } from '../../../test/test-app';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';

const GUESSES = { accountMax: 10, deviceMax: 3, windowSeconds: 900 };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ auth: { ...testAuthConfig, passwordGuesses: GUESSES } });
});
afterAll(() => ctx.close());

const PASSWORD = 'a long and unusual passphrase';
let addressCount = 0;
/** Each attempt from an address of its own, unless told: the per-address limit is not what these tests are about. */
const nextAddress = () => `198.51.100.${++addressCount % 250}`;

/** The device cookie a response sets, as a browser would send it back ('' if none). */
const deviceCookie = (response: LightMyRequestResponse) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((cookie) => cookie.startsWith('better-auth.device=')) ?? '';

function signIn(email: string, password: string, { cookie = '', app = ctx.app, address = nextAddress() } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: address,
    // As a browser sends it: the shop's own origin, and the device cookie if it has one.
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** A customer signs up in their browser, which keeps the device cookie the sign-up sets. */
async function customer(app: FastifyInstance = ctx.app) {
  const email = uniqueEmail('customer');
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Real Customer', email, password: PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  const device = deviceCookie(response);
  expect(device).toMatch(/^better-auth\.device=.+/);
  return { email, device };
}

async function statusesOf(attempts: Promise<LightMyRequestResponse>[]) {
  return (await Promise.all(attempts)).map((response) => response.statusCode);
}

describe('password guesses per account, from browsers the account does not know', () => {
  it("after an attacker's 10 wrong passwords, the right one from an unknown browser is refused with 429 until the window passes", async () => {
    const { email } = await customer();
    const firstGuessAt = Date.now();
    const guesses = [];
    for (let attempt = 0; attempt < GUESSES.accountMax; attempt++) guesses.push((await signIn(email, `guess number ${attempt}`)).statusCode);
    expect(guesses).toEqual(Array(GUESSES.accountMax).fill(401));

    const refused = await signIn(email, PASSWORD);
    expect(refused.statusCode).toBe(429);
    // Until the first guess leaves the window.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(GUESSES.windowSeconds - Math.ceil((Date.now() - firstGuessAt) / 1000));
    expect(retryAfter).toBeLessThanOrEqual(GUESSES.windowSeconds);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: messages.auth.tooManyGuesses(retryAfter) });
    expect(deviceCookie(refused)).toBe('');
    // The same address spelled in capitals is the same account.
    expect((await signIn(email.toUpperCase(), PASSWORD)).statusCode).toBe(429);
  });

  it("lets the real customer's browser in with its device cookie meanwhile, and gives it a new one", async () => {
    const { email, device } = await customer();
    for (let attempt = 0; attempt < GUESSES.accountMax; attempt++) await signIn(email, `guess number ${attempt}`);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(429);

    const own = await signIn(email, PASSWORD, { cookie: device });
    expect(own.statusCode, own.body).toBe(200);
    const renewed = deviceCookie(own);
    expect(renewed).toMatch(/^better-auth\.device=.+/);
    expect(renewed).not.toBe(device);
    expect((await signIn(email, PASSWORD, { cookie: renewed })).statusCode).toBe(200);
    // Still closed to browsers it does not know.
    expect((await signIn(email, PASSWORD)).statusCode).toBe(429);
  });

  it("does not take a device cookie of another account, or a forged one, as the account's own", async () => {
    const victim = await customer();
    const attacker = await customer();
    for (let attempt = 0; attempt < GUESSES.accountMax; attempt++) await signIn(victim.email, `guess number ${attempt}`, { cookie: attacker.device });
    expect((await signIn(victim.email, PASSWORD, { cookie: attacker.device })).statusCode).toBe(429);
    const [name, value] = victim.device.split('=') as [string, string];
    const forged = `${name}=${decodeURIComponent(value).replace(/^[^:]+/, 'made-up-device')}`;
    expect((await signIn(victim.email, PASSWORD, { cookie: forged })).statusCode).toBe(429);
    expect((await signIn(victim.email, PASSWORD, { cookie: victim.device })).statusCode).toBe(200);
  });

  it('counts wrong passwords only: sign-ins that succeed and requests refused for bad input leave the budget alone', async () => {
    const { email } = await customer();
    for (let attempt = 0; attempt < GUESSES.accountMax; attempt++) expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(email, 'short')).statusCode).toBe(400);
    for (let attempt = 0; attempt < GUESSES.accountMax - 1; attempt++) await signIn(email, `guess number ${attempt}`);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('checks at most the budget of 20 wrong passwords sent at once', async () => {
    const { email } = await customer();
    const statuses = await statusesOf(Array.from({ length: 20 }, (_, attempt) => signIn(email, `guess number ${attempt}`)));
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(GUESSES.accountMax);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20 - GUESSES.accountMax);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('holds across two app instances on the same database', async () => {
    const { email } = await customer();
    const secondDatabase = openDatabase(ctx.database.config);
    const second = await buildApp({ config: testConfig(ctx.database, { auth: { ...testAuthConfig, passwordGuesses: GUESSES } }), database: secondDatabase });
    try {
      const statuses = [];
      for (let attempt = 0; attempt <= GUESSES.accountMax; attempt++) {
        statuses.push((await signIn(email, `guess number ${attempt}`, { app: attempt % 2 === 0 ? ctx.app : second })).statusCode);
      }
      expect(statuses).toEqual([...Array(GUESSES.accountMax).fill(401), 429]);
    } finally {
      await second.close();
      await secondDatabase.destroy();
    }
  });
});

describe("a known browser's own budget", () => {
  it("is spent by that browser's wrong passwords only; then it waits, while unknown browsers still have theirs", async () => {
    const { email, device } = await customer();
    for (let attempt = 0; attempt < GUESSES.deviceMax; attempt++) expect((await signIn(email, `typo ${attempt}`, { cookie: device })).statusCode).toBe(401);
    const refused = await signIn(email, PASSWORD, { cookie: device });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: messages.auth.tooManyGuessesOnDevice(Number(refused.headers['retry-after'])) });
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('the per-address limit', () => {
  it('still holds, for a known browser too', async () => {
    const limited = await createTestApp({ auth: { ...testAuthConfig, passwordGuesses: GUESSES, rateLimit: { windowSeconds: 60, max: 3 } } });
    try {
      const { email, device } = await customer(limited.app);
      const address = '203.0.113.77';
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++) statuses.push((await signIn(email, `guess ${attempt}`, { app: limited.app, address })).statusCode);
      statuses.push((await signIn(email, PASSWORD, { app: limited.app, address, cookie: device })).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await signIn(email, PASSWORD, { app: limited.app, address: '203.0.113.78', cookie: device })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
