import { messages } from '@partsmith/contract';
import type { FastifyInstance } from 'fastify';
import { ForbiddenError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser names the page's origin on every state-changing request; one from a foreign site is refused before it
 * reaches a route. (Better Auth runs the same check on /api/auth itself; SameSite cookies are the other layer.)
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    // The matched route, not the raw URL: a percent-encoded path (/%61pi/...) reaches the same route.
    const route = request.routeOptions.url ?? '';
    if (SAFE_METHODS.has(request.method) || origin === undefined || !route.startsWith('/api/') || route.startsWith('/api/auth/')) return done();
    if (trusted.has(origin)) return done();
    done(new ForbiddenError(messages.auth.crossOrigin));
  });
}
