import type { FastifyReply } from 'fastify';

/**
 * Sends a value as JSON past the route's response serialiser, whose zod check of every field cost a signed-in read
 * more than its queries (decision 0021). Only for values the code builds as object literals of the contract's types,
 * which TypeScript checks for missing and extra fields; the route's schema still documents the answer.
 */
export function sendJson<Value>(reply: FastifyReply, value: Value) {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}
