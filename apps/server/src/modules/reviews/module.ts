import { PAID_STATUSES, orderListQuerySchema } from '@partsmith/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Guards } from '../../plugins/guards';
import type { OrderService } from '../orders';
import { createReviewRepository } from './repository';
import { reviewRoutes } from './routes';
import { createReviewService } from './service';

/** One of the account's orders that it paid for: an index read of one row, and a sum of its counts by status. */
const PAID_ORDER_QUERY = orderListQuerySchema.parse({ limit: 1, status: PAID_STATUSES.join(',') });

interface ReviewsModuleDependencies {
  db: Kysely<Database>;
  guards: Guards;
  /** Asked whether an account has a paid order: only buyers review the shop. */
  orders: OrderService;
}

export function createReviewsModule({ db, guards, orders }: ReviewsModuleDependencies) {
  const service = createReviewService(createReviewRepository(db), {
    hasPaidOrder: async (user) => (await orders.listFor(user, PAID_ORDER_QUERY)).orders.length > 0,
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(reviewRoutes, { reviews: service, guards });
  };
  return { service, routes };
}
