import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import type { Guards } from '../../plugins/guards';
import { createImageRepository } from './repository';
import { imageFileRoutes, uploadRoutes } from './routes';
import { createUploadService } from './service';
import { startUnusedImageSweep } from './unused-image-sweep';

/** The uploaded images that the site content (configuration, not the database) shows, such as the portfolio photo. */
const imagesInSiteContent = (site: Config['site']) =>
  [...JSON.stringify(site).matchAll(/\/uploads\/([a-f0-9]{32})(?:-card)?\.webp/g)].map((match) => match[1] as string);

/**
 * Image uploads: `routes` (POST /uploads) go under /api, `fileRoutes` (GET /uploads/{file}) at the root; the sweep
 * of unused images starts with `app`.
 */
export function createUploadsModule({ app, database, config, guards }: { app: FastifyInstance; database: DatabaseHandle; config: Config; guards: Guards }) {
  const service = createUploadService(createImageRepository(database.db, database.dialect), config.uploads, imagesInSiteContent(config.site));
  startUnusedImageSweep(app, service);
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(uploadRoutes, { uploads: service, guards });
  };
  const fileRoutes: FastifyPluginAsync = async (root) => {
    await root.register(imageFileRoutes, { uploads: service });
  };
  return { service, routes, fileRoutes };
}
