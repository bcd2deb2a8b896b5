import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { siteRoutes } from './routes';
import { resolveSiteContent, shopNotice } from './service';

/**
 * The shop's contact details, about text, portfolio and blog: the defaults with the configured overrides, read once;
 * and the notice every page shows when the shop takes no real money or shows demo data.
 */
export function createSiteModule({ config }: { config: Config }) {
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(siteRoutes, { content: resolveSiteContent(config.site, config.auth.publicUrl) });
  };
  return { routes, notice: shopNotice(config) };
}
