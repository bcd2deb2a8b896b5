import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Guards } from '../auth';
import { createImageRepository } from './repository';
import { imageFileRoutes, uploadRoutes } from './routes';
import { createUploadService } from './service';

/** Image uploads: `routes` (POST /uploads) go under /api, `fileRoutes` (GET /uploads/{file}) at the root. */
export function createUploadsModule({ db, guards }: { db: Kysely<Database>; guards: Guards }) {
  const service = createUploadService(createImageRepository(db));
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(uploadRoutes, { uploads: service, guards });
  };
  const fileRoutes: FastifyPluginAsync = async (root) => {
    await root.register(imageFileRoutes, { uploads: service });
  };
  return { service, routes, fileRoutes };
}
