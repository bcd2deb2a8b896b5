import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthRepository } from './repository';

/** GET /api/health: for load balancers and orchestrators; an instance that cannot reach its database answers 500. */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthRepository }> = async (app, { health }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Health check: 200 when this instance answers and reaches its database',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      await health.ping();
      return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
    },
  );
};
