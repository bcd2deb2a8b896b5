import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { UnauthorizedError } from '../lib/errors';
import { type Metrics, OUTBOX_COUNTED_AT_MOST, type OutboxBacklog } from '../lib/metrics';
import { toCount } from '../lib/sql';

/**
 * The outbox's unsent messages, up to OUTBOX_COUNTED_AT_MOST of them read through its index of unsent messages
 * (outbox_due_idx), so that a scrape costs the same however long the backlog grows.
 */
export async function readOutboxBacklog(db: Kysely<Database>): Promise<OutboxBacklog> {
  const unsent = db
    .selectFrom('outbox')
    .select('created_at')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .orderBy('next_attempt_at')
    .limit(OUTBOX_COUNTED_AT_MOST)
    .as('unsent');
  const { depth, oldest } = await db
    .selectFrom(unsent)
    .select((eb) => [eb.fn.countAll<number | string>().as('depth'), eb.fn.min('created_at').as('oldest')])
    .executeTakeFirstOrThrow();
  return { depth: toCount(depth), oldestCreatedAt: oldest === null ? null : new Date(oldest) };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Times every answer by its route's pattern (never the URL a client sent: the labels stay few), and serves the metrics
 * at GET /api/metrics to whoever sends `Authorization: Bearer <METRICS_TOKEN>`; anyone else is answered 401. Register
 * before the routes, so that its hook times them all.
 */
export function registerMetrics(app: FastifyInstance, { metrics, token }: { metrics: Metrics; token: string }) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestAnswered(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode, reply.elapsedTime / 1_000);
    done();
  });
  const expected = digest(`Bearer ${token}`);
  app.get(
    '/api/metrics',
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics (text format), with METRICS_TOKEN as a bearer token; the route exists only when it is set',
      },
    },
    async (request, reply) => {
      const sent = request.headers.authorization;
      // Digests of equal length, compared in constant time: how much of the token matched does not show in the timing.
      if (sent === undefined || !timingSafeEqual(digest(sent), expected)) throw new UnauthorizedError('The metrics need the bearer token METRICS_TOKEN.');
      const text = await metrics.exposition();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
    },
  );
}
