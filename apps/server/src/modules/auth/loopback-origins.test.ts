import { messages } from '@partsmith/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionCookie, uniqueEmail } from '../../../test/accounts';
import { createTestApp, testAuthConfig, type TestContext } from '../../../test/test-app';
import { loadConfig } from '../../config';

let ctx: TestContext | undefined;
afterEach(() => ctx?.close());

/** The app with the auth settings loadConfig derives from these environment variables. */
async function appWith(env: Record<string, string>) {
  const { auth } = loadConfig({ PORT: '3000', ...env });
  ctx = await createTestApp({ auth: { ...testAuthConfig, publicUrl: auth.publicUrl, trustedOrigins: auth.trustedOrigins } });
  return ctx.app;
}

const signUpFrom = (app: Awaited<ReturnType<typeof appWith>>, origin: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin },
    payload: { name: 'Loopback Customer', email: uniqueEmail(), password: 'a long and unusual passphrase' },
  });

describe('the demo opened under another loopback name', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'signs up and stays signed in from %s when PUBLIC_URL is not set',
    async (origin) => {
      const app = await appWith({});
      const signUp = await signUpFrom(app, origin);
      expect(signUp.statusCode).toBe(200);
      const cookie = sessionCookie(signUp.headers['set-cookie']);
      expect((await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json().user.name).toBe('Loopback Customer');
      const signOut = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { origin, cookie } });
      expect(signOut.statusCode).toBe(200);
    },
  );

  it('refuses other sites, and other ports of this machine', async () => {
    const app = await appWith({});
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3001']) {
      const response = await signUpFrom(app, origin);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: messages.auth.crossOrigin });
    }
  });

  it('trusts only PUBLIC_URL once it is set: a public shop is not reached through loopback', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://shop.example.com' });
    expect((await signUpFrom(app, 'https://shop.example.com')).statusCode).toBe(200);
    expect((await signUpFrom(app, 'http://127.0.0.1:3000')).statusCode).toBe(403);
  });
});
