import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createHealthRepository } from './repository';
import { healthRoutes } from './routes';

export function createHealthModule({ db }: { db: Kysely<Database> }) {
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(healthRoutes, { health: createHealthRepository(db) });
  };
  return { routes };
}
