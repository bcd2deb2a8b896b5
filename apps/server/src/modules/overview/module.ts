import { type AdminOverview, adminOverviewSchema } from '@partsmith/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { centsToDollars } from '../../lib/money';
import type { Guards } from '../../plugins/guards';
import type { CatalogService } from '../catalog';
import type { OrderService } from '../orders';
import type { QuoteService } from '../quotes';

interface OverviewModuleDependencies {
  guards: Guards;
  orders: OrderService;
  catalog: CatalogService;
  quotes: QuoteService;
  /** Parts with fewer pieces in stock count as low. */
  lowStockPieces: number;
}

/** The admin's dashboard landing: orders to ship, unpaid orders about to expire, recent revenue, parts running low, quotes to answer. */
export function createOverviewModule({ guards, orders, catalog, quotes, lowStockPieces }: OverviewModuleDependencies) {
  async function overview(): Promise<AdminOverview> {
    const [figures, stock, quotesAwaitingAnswer] = await Promise.all([orders.figures(), catalog.lowStock(lowStockPieces), quotes.awaitingAnswer()]);
    const { revenueLast30DaysCents, overdueCents, ...orderFigures } = figures;
    return {
      ...orderFigures,
      revenueLast30Days: centsToDollars(revenueLast30DaysCents),
      overdueAmount: centsToDollars(overdueCents),
      lowStockThreshold: lowStockPieces,
      ...stock,
      quotesAwaitingAnswer,
    };
  }

  const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/admin/overview',
      {
        preHandler: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'What needs doing now (admin)',
          description:
            'Paid orders waiting to be shipped, unpaid orders whose hold ends within a day, paid revenue of the last 30 days, parts low on stock, quote requests waiting for an answer, and orders on terms whose transfer is overdue.',
          response: { 200: adminOverviewSchema, ...errorResponses },
        },
      },
      overview,
    );
  };
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(overviewRoutes);
  };
  return { routes };
}
