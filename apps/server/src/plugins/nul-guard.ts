import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../lib/errors';
import { NUL_CHARACTER_MESSAGE, containsNulCharacter } from '../lib/nul-character';

/**
 * Refuses a NUL character anywhere in a route's path, query or body once they passed the route's schema (which
 * answers first, with its own message), before any handler can take them to the database. Better Auth parses its
 * raw body itself and checks it in its own hook.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preHandler', (request, _reply, done) => {
    if (containsNulCharacter([request.params, request.query, request.body])) return done(new BadRequestError(NUL_CHARACTER_MESSAGE));
    done();
  });
}
