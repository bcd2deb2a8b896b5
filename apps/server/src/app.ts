import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createChangeFeed } from './db/change-feed';
import type { DatabaseHandle } from './db/database';
import { type Auth, createAuth } from './modules/auth/auth';
import { resolveAuthSecret } from './modules/auth/auth-secret';
import { createGuards, registerNoStoreForGuardedRoutes } from './modules/auth/guards';
import { authOptionsRoutes, betterAuthRoutes } from './modules/auth/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { createCatalogRepository } from './modules/catalog/repository';
import { type CatalogService, createCatalogService } from './modules/catalog/service';
import { createOrderRepository } from './modules/orders/repository';
import { orderRoutes } from './modules/orders/routes';
import { type OrderService, createOrderService } from './modules/orders/service';
import { createPaymentsModule } from './modules/payments/module';
import type { PaymentService } from './modules/payments/service';
import { createHealthRepository } from './modules/health/repository';
import { healthRoutes } from './modules/health/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { siteRoutes } from './modules/site/routes';
import { resolveSiteContent } from './modules/site/service';
import { createReviewRepository } from './modules/reviews/repository';
import { type ReviewService, createReviewService } from './modules/reviews/service';
import { createUserRepository } from './modules/users/repository';
import { createImageRepository } from './modules/uploads/repository';
import { imageFileRoutes, uploadRoutes } from './modules/uploads/routes';
import { userRoutes } from './modules/users/routes';
import { type UserService, createUserService } from './modules/users/service';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerNulGuard } from './plugins/nul-guard';
import { registerOriginCheck } from './plugins/origin-check';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

export interface Services {
  auth: Auth;
  catalog: CatalogService;
  orders: OrderService;
  payments: PaymentService;
  reviews: ReviewService;
  users: UserService;
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
    // A hop count trusts that many proxies in front of the app, no more: the client's own X-Forwarded-For is not believed.
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 320 },
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app, { stripe: config.payments.provider === 'stripe' });
  registerOriginCheck(app, [config.auth.publicUrl, ...config.auth.trustedOrigins]);
  registerNulGuard(app);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app);
  app.decorateRequest('user', null);

  const auth = createAuth({ db: database.db, dialect: database.dialect, config: config.auth, secret: resolveAuthSecret(config), log: app.log });
  const guards = createGuards(auth);
  registerNoStoreForGuardedRoutes(app, guards);
  const catalogChanges = createChangeFeed(config.database, database.db, app.log);
  // Ready waits for the first attempt to listen, so pages cached once the app is ready hear of other instances' changes.
  app.addHook('onReady', () => catalogChanges.started);
  app.addHook('onClose', () => catalogChanges.close());
  const catalog = createCatalogService(createCatalogRepository(database.db, database.dialect), {
    cacheTtlMs: config.catalogCacheTtlMs,
    changes: catalogChanges,
  });
  const reviews = createReviewService(createReviewRepository(database.db));
  const users = createUserService(createUserRepository(database.db), auth);
  const images = createImageRepository(database.db);
  const orderRepository = createOrderRepository(database.db);
  const paymentsModule = createPaymentsModule({ db: database.db, config: config.payments, guards });
  const payments = paymentsModule.service;
  const orders = createOrderService(orderRepository, {
    unpaidHoldMs: config.unpaidOrderHoldMs,
    onStockChanged: () => catalog.invalidate(),
    refundPayment: payments.refund,
    cancelPayment: payments.cancelIntent,
    applySucceededPayment: payments.applySucceededIntent,
  });
  app.decorate('services', { auth, catalog, orders, payments, reviews, users });
  startUnpaidOrderExpiry(app, orders);

  await app.register(
    async (api) => {
      await api.register(betterAuthRoutes, { auth });
      await api.register(authOptionsRoutes, { googleEnabled: config.auth.google !== null });
      await api.register(catalogRoutes, { catalog, guards });
      await api.register(reviewRoutes, { reviews, guards });
      await api.register(uploadRoutes, { images, guards });
      await api.register(userRoutes, { users, guards });
      await api.register(orderRoutes, { orders, guards });
      await api.register(paymentsModule.routes);
      await api.register(healthRoutes, { health: createHealthRepository(database.db) });
      await api.register(siteRoutes, { content: resolveSiteContent(config.site, config.auth.publicUrl) });
    },
    { prefix: '/api' },
  );

  await app.register(imageFileRoutes, { images });
  await registerWebApp(app, config.webDistDir);
  return app;
}

const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/** Every minute (and once at start), unpaid orders past their hold are cancelled and their parts restocked. */
function startUnpaidOrderExpiry(app: FastifyInstance, orders: OrderService) {
  const sweep = () => {
    orders.expireUnpaid().then(
      (count) => count > 0 && app.log.info({ count }, 'Cancelled unpaid orders past their hold'),
      (error: unknown) => app.log.error({ err: error }, 'Cancelling expired unpaid orders failed; the next sweep tries again'),
    );
  };
  const timer = setInterval(sweep, EXPIRY_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => clearInterval(timer));
}
