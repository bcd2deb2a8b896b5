import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { TEST_ORIGIN } from './test-app';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  /** The session cookie, as a browser would send it back. */
  cookie: string;
}

export const sessionCookie = (setCookie: string | string[] | undefined) =>
  ([] as string[])
    .concat(setCookie ?? [])
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((cookie) => cookie.startsWith('better-auth.session_token=') && cookie.length > 'better-auth.session_token='.length)
    .join('; ');

export const uniqueEmail = (label = 'user') => `${label}-${crypto.randomBytes(4).toString('hex')}@example.com`;

/** Signs up through the real endpoint and keeps the session cookie. */
export async function signUp(app: FastifyInstance, overrides: Partial<Pick<TestUser, 'email' | 'name' | 'password'>> = {}): Promise<TestUser> {
  const user = { name: 'Test Customer', email: uniqueEmail(), password: 'a long and unusual passphrase', ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: user });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { ...user, email: user.email.toLowerCase(), id: response.json().user.id, cookie: sessionCookie(response.headers['set-cookie']) };
}

export async function signUpAdmin(app: FastifyInstance, overrides: Partial<Pick<TestUser, 'email' | 'name' | 'password'>> = {}): Promise<TestUser> {
  const admin = await signUp(app, { name: 'Test Admin', email: uniqueEmail('admin'), ...overrides });
  await app.services.users.makeAdmin(admin.email);
  return admin;
}

/** A request as the browser of `user` would send it: the session cookie, and our own origin on writes. */
export function as(user: Pick<TestUser, 'cookie'> | null, options: InjectOptions): InjectOptions {
  const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
  if (user) headers.cookie = user.cookie;
  if (options.method && options.method !== 'GET') headers.origin ??= TEST_ORIGIN;
  return { ...options, headers };
}
