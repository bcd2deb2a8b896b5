import { messages } from '@partsmith/contract';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import type { Auth } from './auth';
import type { SessionReader } from './session-reader';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: 'admin' | null;
  sessionToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin. */
    user: SessionUser | null;
  }
}

/** preHandlers that decide who may call a route; the session comes from the cookie or an Authorization: Bearer token. */
export function createGuards(auth: Auth, sessions: SessionReader) {
  async function requireUser(request: FastifyRequest) {
    const read = await sessions.read(request.headers);
    if (read.kind === 'none') throw new UnauthorizedError(messages.auth.signInRequired);
    const session = read.kind === 'session' ? read.answer : await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) throw new UnauthorizedError(messages.auth.signInRequired);
    const { user } = session;
    request.user = { id: user.id, name: user.name, email: user.email, role: user.role === 'admin' ? 'admin' : null, sessionToken: session.session.token };
  }

  async function requireAdmin(request: FastifyRequest) {
    await requireUser(request);
    if (request.user?.role !== 'admin') throw new ForbiddenError(messages.auth.adminOnly);
  }

  return { requireUser, requireAdmin };
}

export type Guards = ReturnType<typeof createGuards>;

/**
 * Routes behind a guard (`preHandler: requireUser` or `requireAdmin`) decide who is asking before anything else: the
 * guard runs when the request arrives, before its body is read or validated, so a visitor or a customer is answered
 * 401 or 403 whatever they sent. Answers about an account are never stored by a browser or a proxy: such a route says
 * so from the first moment, so its answers to bad input and to visitors carry it too. Register before the routes.
 */
export function registerGuardedRoutes(app: FastifyInstance, guards: Guards) {
  const guarded = new Set<unknown>([guards.requireUser, guards.requireAdmin]);
  const noStore = (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.header('cache-control', 'no-store');
    done();
  };
  app.addHook('onRoute', (route) => {
    const preHandlers = [route.preHandler ?? []].flat();
    const routeGuards = preHandlers.filter((handler) => guarded.has(handler));
    if (routeGuards.length === 0) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), noStore, ...routeGuards];
    route.preHandler = preHandlers.filter((handler) => !guarded.has(handler));
  });
}

/** The signed-in user of a route behind requireUser. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthorizedError(messages.auth.signInRequired);
  return request.user;
}
