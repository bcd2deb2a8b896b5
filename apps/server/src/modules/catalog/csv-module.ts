import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import type { Guards } from '../../plugins/guards';
import { createCatalogueExport } from './csv-export';
import { createCatalogueImport } from './csv-import';
import { createCatalogueCsvRepository } from './csv-repository';
import { catalogueCsvRoutes } from './csv-routes';
import type { RestockListener } from './repository';
import type { CatalogService } from './service';

/** The catalogue as CSV: the export and the import, on the catalogue's category tree and cache. */
export function createCatalogueCsvRoutes({
  database,
  catalog,
  guards,
  onRestocked,
}: {
  database: DatabaseHandle;
  catalog: CatalogService;
  guards: Guards;
  /** Gives an import's restocked pieces to order lines waiting for them (the orders module's backorders). */
  onRestocked: RestockListener;
}): FastifyPluginAsync {
  const repository = createCatalogueCsvRepository(database.db, database.dialect, onRestocked);
  const catalogueImport = createCatalogueImport({ repository, tree: catalog.tree, changed: catalog.invalidate });
  const catalogueExport = createCatalogueExport({ repository, tree: catalog.tree });
  return async (api) => {
    await api.register(catalogueCsvRoutes, { catalogueImport, catalogueExport, guards });
  };
}
