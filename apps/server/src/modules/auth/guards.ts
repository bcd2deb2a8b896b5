import { messages } from '@partsmith/contract';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import type { Guards } from '../../plugins/guards';
import type { Auth } from './auth';
import type { SessionReader } from './session-reader';

/** The guards (plugins/guards.ts) of this shop: the session comes from the cookie or an Authorization: Bearer token. */
export function createGuards(auth: Auth, sessions: SessionReader): Guards {
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
