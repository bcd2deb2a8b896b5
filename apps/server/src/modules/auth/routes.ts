import { STATUS_CODES } from 'node:http';
import { authOptionsSchema, messages } from '@partsmith/contract';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorCodeFor } from '../../plugins/error-handler';
import { type Auth, CLIENT_IP_HEADER, createAuthHandler } from './auth';
import { type SessionReader, sessionJson } from './session-reader';

/** Better Auth answers errors as { code, message }, as { message } or with no body at all; the API always answers { code, message }. */
async function errorAnswer(response: Response) {
  if (response.status >= 500) return { code: 'INTERNAL', message: messages.errors.internal };
  const body: unknown = await response.json().catch(() => null);
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' && code ? code : errorCodeFor(response.status),
    message: typeof message === 'string' && message ? message : (STATUS_CODES[response.status] ?? 'The request was refused.'),
  };
}

/**
 * Mounts Better Auth at /api/auth/*: each request goes to its handler as a Web Request, raw body and all, and its
 * Response comes back as it is (several Set-Cookie headers included), except that errors get the { code, message } shape.
 * get-session, asked on every page load, is answered by the session reader where it can (decision 0017).
 */
export async function betterAuthRoutes(app: FastifyInstance, { auth, sessions }: { auth: Auth; sessions: SessionReader }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  const handleAuth = await createAuthHandler(auth);

  async function forwardToBetterAuth(request: FastifyRequest, reply: FastifyReply) {
    const headers = fromNodeHeaders(request.headers);
    // The client address as Fastify sees it (proxy-aware when TRUST_PROXY is set); a value the client sent is replaced.
    headers.set(CLIENT_IP_HEADER, request.ip);
    const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
    const url = new URL(request.url, 'http://localhost');
    const response = await handleAuth(new Request(new URL(url.pathname + url.search, auth.options.baseURL), { method: request.method, headers, body }));
    reply.status(response.status);
    for (const [name, value] of response.headers) if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    // Better Auth's per-address limit says when to retry in a header of its own; every 429 of the API says it in Retry-After.
    const retryAfter = response.headers.get('x-retry-after');
    if (response.status === 429 && retryAfter && !response.headers.has('retry-after')) reply.header('retry-after', retryAfter);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    reply.header('cache-control', 'no-store');
    if (response.status >= 400) return reply.type('application/json; charset=utf-8').send(await errorAnswer(response));
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  }

  app.get('/auth/get-session', { schema: { hide: true } }, async (request, reply) => {
    // Query options (disableRefresh, disableCookieCache) are Better Auth's to honour.
    const read = request.url.includes('?') ? ({ kind: 'ask-better-auth' } as const) : await sessions.read(request.headers);
    if (read.kind === 'ask-better-auth') return forwardToBetterAuth(request, reply);
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache').type('application/json');
    return reply.send(read.kind === 'session' ? sessionJson(read.answer) : 'null');
  });
  app.route({ method: ['GET', 'POST'], url: '/auth/*', schema: { hide: true }, handler: forwardToBetterAuth });
}

export const authOptionsRoutes: FastifyPluginAsyncZod<{ googleEnabled: boolean }> = async (app, { googleEnabled }) => {
  app.get(
    '/auth-options',
    { schema: { tags: ['accounts'], summary: 'Which sign-in methods this shop offers', response: { 200: authOptionsSchema } } },
    async () => ({ google: googleEnabled }),
  );
};
