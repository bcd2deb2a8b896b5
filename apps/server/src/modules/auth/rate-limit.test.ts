import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createTestApp, type TestContext, testAuthConfig, testConfig } from '../../../test/test-app';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ auth: { ...testAuthConfig, rateLimit: { windowSeconds: 60, max: 3 } } });
});
afterAll(() => ctx.close());

const signIn = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress });

describe('sign-in rate limit', () => {
  it('allows the configured attempts per address and window, then answers 429, even with the right password', async () => {
    const user = await signUp(ctx.app);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await signIn(user.email, 'wrong password', '203.0.113.7')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const refused = await signIn(user.email, user.password, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own budget; a spoofed client-IP header does not buy a new one.
    expect((await signIn(user.email, user.password, '203.0.113.8')).statusCode).toBe(200);
    const spoofed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
      remoteAddress: '203.0.113.7',
      headers: { 'x-partsmith-client-ip': '198.51.100.1', 'x-forwarded-for': '198.51.100.2' },
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('holds across two app instances on the same database', async () => {
    const user = await signUp(ctx.app);
    const secondDatabase = openDatabase(ctx.database.config);
    const second = await buildApp({
      config: testConfig(ctx.database, { auth: { ...testAuthConfig, rateLimit: { windowSeconds: 60, max: 3 } } }),
      database: secondDatabase,
    });
    try {
      const instances = [ctx.app, second, ctx.app, second, ctx.app];
      const statuses = [];
      for (const instance of instances) {
        const response = await instance.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: user.email, password: 'wrong password' },
          remoteAddress: '203.0.113.50',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await second.close();
      await secondDatabase.destroy();
    }
  });
});

describe('behind a proxy', () => {
  it('with TRUST_PROXY=1 the client address is the one the proxy saw; an address the client forges is not believed', async () => {
    const proxied = await createTestApp({ trustProxy: 1, auth: { ...testAuthConfig, rateLimit: { windowSeconds: 60, max: 2 } } });
    try {
      const user = await signUp(proxied.app);
      const attempt = (forwardedFor: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: user.email, password: 'wrong password' },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // The attacker at 198.51.100.9 puts a new made-up address in front on each try; the proxy appends the real one.
      const statuses = [];
      for (let index = 0; index < 4; index++) statuses.push((await attempt(`10.9.9.${index}, 198.51.100.9`)).statusCode);
      expect(statuses).toEqual([401, 401, 429, 429]);
    } finally {
      await proxied.close();
    }
  });
});
