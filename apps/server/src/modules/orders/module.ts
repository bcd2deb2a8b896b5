import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import type { ShopMetrics } from '../../lib/metrics';
import type { Guards } from '../../plugins/guards';
import type { CatalogService } from '../catalog';
import { startUnpaidOrderExpiry } from './expiry';
import type { OrderPayments } from './payments';
import { createOrderRepository } from './repository';
import { orderRoutes } from './routes';
import { ORDER_TABLES, createOrderService } from './service';
import type { OrderChangeListener } from './lifecycle';
import type { TaxRulesReader } from './placing';

interface OrdersModuleDependencies {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  guards: Guards;
  /** Told when an order takes parts from stock or gives them back. */
  catalog: CatalogService;
  /** Stops or refunds an order's payment when it is cancelled. */
  payments: OrderPayments;
  /** Writes what an order change brings (its invoice or credit note, the customer's email), in the change's transaction. */
  orderChanged: OrderChangeListener;
  /** The shop's tax rules, read in the placing transaction. */
  taxRules: TaxRulesReader;
  /** Counts the orders placed, and the hits of the order pages kept in memory. */
  metrics: ShopMetrics;
}

/** Orders: the service, its routes, and the sweep (started with `app`) that cancels unpaid orders past their hold. */
export function createOrdersModule({ app, database, config, guards, catalog, payments, orderChanged, taxRules, metrics }: OrdersModuleDependencies) {
  const service = createOrderService(createOrderRepository(database.db, config.database.dialect, orderChanged, taxRules), {
    orderTablesChanged: database.changeCounter(ORDER_TABLES),
    orderPagesKept: config.orderPagesKept,
    holds: { unpaidHoldMs: config.unpaidOrderHoldMs, unconfirmedHoldMs: config.unconfirmedOrderHoldMs },
    limits: config.orderLimits,
    onStockChanged: () => catalog.invalidate(),
    onPlaced: metrics.orderPlaced,
    keptLookup: (hit) => metrics.cacheLookup('orders', hit),
    payments,
  });
  startUnpaidOrderExpiry(app, service);
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(orderRoutes, { orders: service, guards });
  };
  return { service, routes };
}
