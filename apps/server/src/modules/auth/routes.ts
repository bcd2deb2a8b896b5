import { STATUS_CODES } from 'node:http';
import { authOptionsSchema, emailVerificationSchema, messages } from '@partsmith/contract';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorCodeFor } from '../../plugins/error-handler';
import { type Auth, CLIENT_IP_HEADER, createAuthHandler } from './auth';
import { type SessionReader, sessionJson, withoutSessionTokens } from './session-reader';

/** Better Auth answers errors as { code, message }, as { message } or with no body at all; the API always answers { code, message }. */
async function errorAnswer(response: Response) {
  // 503 (password checks busy) says when to come back; other 5xx answers carry nothing of Better Auth's.
  if (response.status >= 500 && response.status !== 503) return { code: 'INTERNAL', message: messages.errors.internal };
  const body: unknown = await response.json().catch(() => null);
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' && code ? code : errorCodeFor(response.status),
    message: typeof message === 'string' && message ? message : (STATUS_CODES[response.status] ?? 'The request was refused.'),
  };
}

/** Better Auth's answers that list sessions: their tokens are taken out before page JavaScript sees them. */
const SESSION_LISTS = ['/api/auth/get-session', '/api/auth/list-sessions'];

/**
 * Mounts Better Auth at /api/auth/*: each request goes to its handler as a Web Request, raw body and all, and its
 * Response comes back as it is (several Set-Cookie headers included), except that errors get the { code, message } shape
 * and sessions lose their tokens. get-session, asked on every page load, is answered by the session reader where it can
 * (decision 0017). Confirming an address takes a POST from the page's button (verify-email).
 */
export async function betterAuthRoutes(app: FastifyInstance, { auth, sessions }: { auth: Auth; sessions: SessionReader }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  const handleAuth = await createAuthHandler(auth);

  /** `as` replaces the request's method, path and query (the body is then not sent). */
  async function forwardToBetterAuth(request: FastifyRequest, reply: FastifyReply, as?: { method: 'GET'; url: string }) {
    const headers = fromNodeHeaders(request.headers);
    // The client address as Fastify sees it (proxy-aware when TRUST_PROXY is set); a value the client sent is replaced.
    headers.set(CLIENT_IP_HEADER, request.ip);
    // A browser session's raw token is no bearer credential (session-reader.ts); Better Auth's bearer plugin would take it.
    if (headers.has('authorization') && (await sessions.read(request.headers)).kind === 'none') headers.delete('authorization');
    const body = !as && Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
    const url = new URL(as?.url ?? request.url, 'http://localhost');
    const response = await handleAuth(
      new Request(new URL(url.pathname + url.search, auth.options.baseURL), { method: as?.method ?? request.method, headers, body }),
    );
    reply.status(response.status);
    for (const [name, value] of response.headers) if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    // Better Auth's per-address limit says when to retry in a header of its own; every 429 of the API says it in Retry-After.
    const retryAfter = response.headers.get('x-retry-after');
    if (response.status === 429 && retryAfter && !response.headers.has('retry-after')) reply.header('retry-after', retryAfter);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    reply.header('cache-control', 'no-store');
    if (response.status >= 400) return reply.type('application/json; charset=utf-8').send(await errorAnswer(response));
    if (SESSION_LISTS.includes(url.pathname)) return reply.send(JSON.stringify(withoutSessionTokens(await response.json())));
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  }

  // Opening the link must not confirm anything (link scanners open links, and some run their pages' scripts): the page
  // the mail links to confirms on a button, which posts the token here.
  app.get('/auth/verify-email', { schema: { hide: true } }, async (_request, reply) =>
    reply.status(405).header('allow', 'POST').send({ code: 'METHOD_NOT_ALLOWED', message: messages.auth.confirmWithButton }),
  );
  app.post('/auth/verify-email', { schema: { hide: true } }, async (request, reply) => {
    const parsed = emailVerificationSchema.safeParse(parseJson(request.body));
    if (!parsed.success) return reply.status(400).send({ code: 'BAD_REQUEST', message: messages.auth.verificationTokenMissing });
    return forwardToBetterAuth(request, reply, { method: 'GET', url: `/api/auth/verify-email?${new URLSearchParams({ token: parsed.data.token })}` });
  });

  app.get('/auth/get-session', { schema: { hide: true } }, async (request, reply) => {
    // Query options (disableRefresh, disableCookieCache) are Better Auth's to honour.
    const read = request.url.includes('?') ? ({ kind: 'ask-better-auth' } as const) : await sessions.read(request.headers);
    if (read.kind === 'ask-better-auth') return forwardToBetterAuth(request, reply);
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache').type('application/json');
    return reply.send(read.kind === 'session' ? sessionJson(read.answer) : 'null');
  });
  app.route({ method: ['GET', 'POST'], url: '/auth/*', schema: { hide: true }, handler: forwardToBetterAuth });
}

function parseJson(body: unknown): unknown {
  try {
    return Buffer.isBuffer(body) ? JSON.parse(body.toString('utf8')) : undefined;
  } catch {
    return undefined;
  }
}

export const authOptionsRoutes: FastifyPluginAsyncZod<{ googleEnabled: boolean }> = async (app, { googleEnabled }) => {
  app.get(
    '/auth-options',
    { schema: { tags: ['accounts'], summary: 'Which sign-in methods this shop offers', response: { 200: authOptionsSchema } } },
    async () => ({ google: googleEnabled }),
  );
};
