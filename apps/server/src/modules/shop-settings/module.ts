import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Guards } from '../../plugins/guards';
import { createShopSettingsRepository } from './repository';
import { shopSettingsRoutes } from './routes';
import { createShopSettingsService } from './service';

/** The shop's settings (issue 35): tax rates, delivery charge and the seller on invoices; read by orders and invoices. */
export function createShopSettingsModule({ db, guards }: { db: Kysely<Database>; guards: Guards }) {
  const service = createShopSettingsService(createShopSettingsRepository(db));
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(shopSettingsRoutes, { settings: service, guards });
  };
  return { service, routes };
}
