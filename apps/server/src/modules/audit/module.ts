import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Guards } from '../../plugins/guards';
import { createAuditRepository } from './repository';
import { auditRoutes } from './routes';
import { createAuditService } from './service';

/** The audit log's pages and export for admins. Modules write to it with recordAudit, inside their own transactions. */
export function createAuditModule({ db, guards }: { db: Kysely<Database>; guards: Guards }) {
  const service = createAuditService(createAuditRepository(db));
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(auditRoutes, { audit: service, guards });
  };
  return { service, routes };
}
