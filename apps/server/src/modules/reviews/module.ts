import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Guards } from '../auth';
import { createReviewRepository } from './repository';
import { reviewRoutes } from './routes';
import { createReviewService } from './service';

export function createReviewsModule({ db, guards }: { db: Kysely<Database>; guards: Guards }) {
  const service = createReviewService(createReviewRepository(db));
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(reviewRoutes, { reviews: service, guards });
  };
  return { service, routes };
}
