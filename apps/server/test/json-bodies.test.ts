import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonNestsDeeperThan } from '../src/plugins/json-body';
import { as, signUp, type TestUser } from './accounts';
import { createTestApp, type TestContext } from './test-app';

let ctx: TestContext;
let buyer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  buyer = await signUp(ctx.app);
});
afterAll(() => ctx.close());

/** Signed in, so that the routes' guards let the body through to be parsed. */
const send = (method: InjectOptions['method'], url: string, payload: string) =>
  ctx.app.inject(as(buyer, { method, url, payload, headers: { 'content-type': 'application/json' } }));

/** Just under the 1 MB body limit. */
const HALF_A_MILLION_ITEMS = JSON.stringify(Array.from({ length: 499_000 }, () => 1));
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('a JSON array of half a million items', () => {
  it.each([
    ['POST', '/api/orders'],
    ['DELETE', '/api/orders/1'],
    ['PUT', '/api/email-preferences'],
    ['POST', '/api/no-such-endpoint'],
    ['POST', '/no/such/page'],
  ] as const)('gets the answer %s %s gives any array, never a 500', async (method, url) => {
    expect(HALF_A_MILLION_ITEMS.length).toBeLessThan(1024 * 1024);
    const small = await send(method, url, '[1]');
    const large = await send(method, url, HALF_A_MILLION_ITEMS);
    expect(small.statusCode).toBeLessThan(500);
    expect({ status: large.statusCode, body: large.json() }).toEqual({ status: small.statusCode, body: small.json() });
  });
});

describe('deeply nested JSON', () => {
  it(`is refused with 400 beyond ${MAX_JSON_DEPTH} levels, before it is parsed`, async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 500_000]) {
      const response = await send('POST', '/api/orders', nested(depth));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.` });
    }
    // At the limit the body is parsed, and the route's schema answers.
    const atLimit = await send('POST', '/api/orders', nested(MAX_JSON_DEPTH));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().message).not.toMatch(/nests deeper/);
  });

  it('is not parsed at all on an address with no route, which answers 404', async () => {
    for (const body of [nested(500_000), '{"not json', HALF_A_MILLION_ITEMS]) {
      for (const url of ['/api/no-such-endpoint', '/no/such/page']) {
        const response = await send('POST', url, body);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
    }
  });

  it('counts brackets outside strings only', () => {
    const deepText = `{"note":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`;
    expect(jsonNestsDeeperThan(deepText, 1)).toBe(false);
    expect(jsonNestsDeeperThan('[[1],[2],{"a":[3]}]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('[[1],[2],{"a":[3]}]', 2)).toBe(true);
    expect(jsonNestsDeeperThan(`["\\\\", ${nested(3)}]`, 3)).toBe(true);
    expect(jsonNestsDeeperThan(`["\\\\", ${nested(3)}]`, 4)).toBe(false);
  });
});
