import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Guards } from '../../plugins/guards';
import type { QuoteMailer } from '../mail';
import type { OrderService } from '../orders';
import { createQuoteRepository } from './repository';
import { quoteRoutes } from './routes';
import { createQuoteService } from './service';

interface QuotesModuleDependencies {
  db: Kysely<Database>;
  dialect: Dialect;
  guards: Guards;
  /** Places the order of an accepted quote. */
  orders: OrderService;
  /** Writes the customer's email about a quote change, in the change's transaction. */
  mail: QuoteMailer;
}

/** Quote requests beyond stock: customers request and accept, admins answer. */
export function createQuotesModule({ db, dialect, guards, orders, mail }: QuotesModuleDependencies) {
  const service = createQuoteService(createQuoteRepository(db, dialect, mail), { orders });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(quoteRoutes, { quotes: service, guards });
  };
  return { service, routes };
}
