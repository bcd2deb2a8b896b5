import { messages } from '@partsmith/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../lib/errors';

/**
 * Who may call a route. Every module's routes use these guards without knowing who implements them: the auth module
 * makes them (modules/auth/guards.ts) and app.ts hands them to each module, so no module imports the auth module.
 */
export interface Guards {
  /** A signed-in account (cookie or bearer token), else 401; sets `request.user`. */
  requireUser(request: FastifyRequest): Promise<void>;
  /** A signed-in admin, else 401 or 403; sets `request.user`. */
  requireAdmin(request: FastifyRequest): Promise<void>;
}

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

/** The signed-in user of a route behind requireUser. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new UnauthorizedError(messages.auth.signInRequired);
  return request.user;
}

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
