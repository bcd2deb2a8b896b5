import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import type { Guards } from '../../plugins/guards';
import { checkPdf } from './pdf-check';
import { createDatasheetRepository } from './repository';
import { datasheetRoutes } from './routes';
import { DATASHEET_CHECK_LIMITS, createDatasheetService } from './service';

/** PDF datasheets of parts: attach and remove (admin), download (public); the service lists a part's for its page. */
export function createDatasheetsModule({ database, guards }: { database: DatabaseHandle; guards: Guards }) {
  const service = createDatasheetService(createDatasheetRepository(database.db, database.dialect), { check: checkPdf, limits: DATASHEET_CHECK_LIMITS });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(datasheetRoutes, { datasheets: service, guards });
  };
  return { service, routes };
}
