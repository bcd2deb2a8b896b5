import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { createChangeFeed } from '../../db/change-feed';
import type { DatabaseHandle } from '../../db/database';
import type { ShopMetrics } from '../../lib/metrics';
import type { Guards } from '../../plugins/guards';
import { createCategoriesRepository } from './categories-repository';
import { categoriesRoutes } from './categories-routes';
import { createCatalogueCsvRoutes } from './csv-module';
import { createCatalogRepository, type RestockListener } from './repository';
import { catalogRoutes } from './routes';
import { createCatalogService, type DatasheetLister } from './service';

/**
 * The catalogue: its service (pages cached in memory, dropped when any instance changes the catalogue) and routes.
 * The change feed between instances starts and stops with `app`.
 */
export function createCatalogModule({
  app,
  config,
  database,
  guards,
  datasheets,
  metrics,
  onRestocked,
}: {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  guards: Guards;
  /** A part's datasheets, for its page (the datasheets module). */
  datasheets: DatasheetLister;
  /** Counts the hits of the catalogue's cached pages. */
  metrics: ShopMetrics;
  /** Gives a restock's pieces to order lines waiting for the part (the orders module's backorders). */
  onRestocked: RestockListener;
}) {
  const changes = createChangeFeed(config.database, database.db, app.log);
  // Ready waits for the first attempt to listen, so pages cached once the app is ready hear of other instances' changes.
  app.addHook('onReady', () => changes.started);
  app.addHook('onClose', () => changes.close());
  const service = createCatalogService(
    createCatalogRepository(database.db, database.dialect, onRestocked),
    createCategoriesRepository(database.db, database.dialect),
    {
      cacheTtlMs: config.catalogCacheTtlMs,
      changes,
      datasheets,
      onLookup: (hit) => metrics.cacheLookup('catalogue', hit),
    },
  );
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(catalogRoutes, { catalog: service, guards });
    await api.register(categoriesRoutes, { categories: service.categories, guards });
    await api.register(createCatalogueCsvRoutes({ database, catalog: service, guards, onRestocked }));
  };
  return { service, routes };
}
