import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Guards } from '../../plugins/guards';
import { createShopSettingsRepository } from './repository';
import { shopSettingsRoutes } from './routes';
import { createShopSettingsService } from './service';

/**
 * The shop's settings (issue 35): tax rates, delivery charge and the seller on invoices; read by orders and invoices.
 * Built before the auth module (invoices, which mail carries, read the seller); its routes take the guards when registered.
 */
export function createShopSettingsModule({ db }: { db: Kysely<Database> }) {
  const service = createShopSettingsService(createShopSettingsRepository(db));
  const routes: FastifyPluginAsync<{ guards: Guards }> = async (api, { guards }) => {
    await api.register(shopSettingsRoutes, { settings: service, guards });
  };
  return { service, routes };
}
