import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogRepository } from './modules/catalog/repository';
import { type CatalogService, createCatalogService } from './modules/catalog/service';
import { reviewRoutes } from './modules/reviews/routes';
import { createReviewRepository } from './modules/reviews/repository';
import { type ReviewService, createReviewService } from './modules/reviews/service';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

export interface Services {
  catalog: CatalogService;
  reviews: ReviewService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain services, for modules that must tell one another about a change (and for tests). */
    services: Services;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
}

/** Builds the whole HTTP application; the caller owns the database and decides whether to listen. */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app);

  const catalog = createCatalogService(createCatalogRepository(database.db), { cacheTtlMs: config.catalogCacheTtlMs });
  const reviews = createReviewService(createReviewRepository(database.db));
  app.decorate('services', { catalog, reviews });

  await app.register(
    async (api) => {
      await api.register(catalogRoutes, { catalog });
      await api.register(reviewRoutes, { reviews });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDistDir);
  return app;
}
