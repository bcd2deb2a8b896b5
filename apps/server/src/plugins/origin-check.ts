import { messages } from '@partsmith/contract';
import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser names the page's origin on every state-changing request; one from a foreign site is refused before it
 * reaches a route, sign-in and sign-up included. A request that carries the session cookie but names no origin
 * did not come from a page of ours either (Better Auth refuses the same on /api/auth); a program that names no
 * origin signs in with a Bearer token instead. SameSite cookies are the other layer.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    // The matched route, not the raw URL: a percent-encoded path (/%61pi/...) reaches the same route. Read only here:
    // Fastify builds `routeOptions` anew at each access.
    if (!(request.routeOptions.url ?? '').startsWith('/api/')) return done();
    const { origin, cookie } = request.headers;
    if (origin === undefined ? cookie === undefined : trusted.has(origin)) return done();
    done(new ForbiddenError(messages.auth.crossOrigin));
  });
}
