import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { startBackupSchedule } from './db/backup';
import type { DatabaseHandle } from './db/database';
import { loggerOptions } from './lib/logger';
import { createMetrics, noMetrics } from './lib/metrics';
import { registerGuardedRoutes } from './plugins/guards';
import { createAuditModule } from './modules/audit';
import { type Auth, createAuthModule } from './modules/auth';
import { type CatalogService, createCatalogModule, createPartsForCart } from './modules/catalog';
import { createCheckoutModule } from './modules/checkout';
import { createDatasheetsModule } from './modules/datasheets';
import { createHealthModule } from './modules/health';
import { type MailService, createMailModule } from './modules/mail';
import { type OrderChangeListener, type OrderService, allocateToWaitingLines, createOrderCommands, createOrdersModule } from './modules/orders';
import { type ShopSettingsService, createShopSettingsModule } from './modules/shop-settings';
import { type InvoiceService, createInvoicesModule } from './modules/invoices';
import { createOverviewModule } from './modules/overview';
import { type PaymentService, createPaymentsModule } from './modules/payments';
import { type QuoteService, createQuotesModule } from './modules/quotes';
import { type ReviewService, createReviewsModule } from './modules/reviews';
import { createSiteModule } from './modules/site';
import { createUploadsModule } from './modules/uploads';
import { type UserService, createUsersModule } from './modules/users';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { capConnectionsPerClient } from './plugins/connection-cap';
import { registerJsonBodyParser } from './plugins/json-body';
import { readOutboxBacklog, registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerNulGuard } from './plugins/nul-guard';
import { registerOriginCheck } from './plugins/origin-check';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

export interface Services {
  auth: Auth;
  catalog: CatalogService;
  mail: MailService;
  orders: OrderService;
  payments: PaymentService;
  quotes: QuoteService;
  reviews: ReviewService;
  users: UserService;
  shopSettings: ShopSettingsService;
  invoices: InvoiceService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain services, for modules that must tell one another about a change (and for tests). */
    services: Services;
  }
}

/** One access line per request, written when it is answered, instead of Fastify's two (incoming, then completed). */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
}

/** Builds the whole HTTP application; the caller owns the database and decides whether to listen. */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const { trustProxy, connections } = config;
  const app = Fastify({
    logger: loggerOptions(config),
    // A hop count trusts that many proxies in front of the app, no more: the client's own X-Forwarded-For is not believed.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
    // A request whose headers or body never complete is answered 408; a connection on which nothing moves is closed.
    requestTimeout: connections.requestTimeoutMs,
    connectionTimeout: connections.idleTimeoutMs,
    // Node checks for late requests every connectionsCheckingInterval (30 s by default): a quarter of the timeout, at most 5 s.
    http: {
      requestTimeout: connections.requestTimeoutMs,
      headersTimeout: connections.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(connections.requestTimeoutMs / 4, 5_000),
    },
    // Closing, new requests are answered 503 by closeOnSignals (lib/shutdown.ts) in the shop's { code, message } shape.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 320 },
    frameworkErrors: answerFrameworkError,
    logController: new OneLinePerRequest(),
  });
  capConnectionsPerClient(app.server, { perClient: connections.perClient, trustProxy, log: app.log });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app, { stripe: config.payments.provider === 'stripe' });
  registerOriginCheck(app, [config.auth.publicUrl, ...config.auth.trustedOrigins]);
  registerJsonBodyParser(app);
  registerNulGuard(app);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app);
  app.decorateRequest('user', null);

  const { db } = database;
  // Without METRICS_TOKEN nothing is collected: the modules report to noMetrics, and /api/metrics does not exist.
  let metrics = noMetrics;
  if (config.metricsToken !== null) {
    const collected = createMetrics({ readOutboxBacklog: () => readOutboxBacklog(db) });
    registerMetrics(app, { metrics: collected, token: config.metricsToken });
    database.timeQueries(collected.queryTimed);
    app.addHook('onClose', async () => database.timeQueries(null));
    metrics = collected.reported;
  }
  const shopSettings = createShopSettingsModule({ db });
  const invoices = createInvoicesModule({ app, database, seller: shopSettings.service.seller });
  const mail = createMailModule({ app, config, database, invoiceOf: invoices.service.invoiceAttachment });
  const auth = createAuthModule({ config, database, log: app.log, mail: mail.service });
  const { guards } = auth;
  registerGuardedRoutes(app, guards);
  const datasheets = createDatasheetsModule({ database, guards });
  const catalog = createCatalogModule({ app, config, database, guards, datasheets: datasheets.service, metrics, onRestocked: allocateToWaitingLines });
  const users = createUsersModule({ db, auth: auth.service, guards, tokens: config.auth.tokens });
  const uploads = createUploadsModule({ app, database, config, guards });
  /** What each change of an order brings, in its transaction: the invoice or credit note it calls for, then the customer's email. */
  const orderChanged: OrderChangeListener = async (trx, change) => {
    await invoices.service.orderChanged(trx, change);
    await mail.service.orderChanged(trx, change);
  };
  // Payments moves orders through the orders' commands; orders stops and refunds payments through the payments service.
  const payments = createPaymentsModule({ db, config, guards, orders: createOrderCommands(db, orderChanged, metrics) });
  const orders = createOrdersModule({
    app,
    database,
    config,
    guards,
    catalog: catalog.service,
    payments: payments.service,
    orderChanged,
    taxRules: shopSettings.service.taxRules,
    metrics,
  });
  const quotes = createQuotesModule({ db, dialect: database.dialect, guards, orders: orders.service, mail: mail.service.quoteChanged });
  const reviews = createReviewsModule({ db, guards, orders: orders.service });
  const checkout = createCheckoutModule({
    database,
    guards,
    parts: createPartsForCart(db),
    orders: orders.service,
    tax: { rules: () => shopSettings.service.taxRules(), isExempt: users.service.isTaxExempt },
  });
  const overview = createOverviewModule({
    guards,
    orders: orders.service,
    catalog: catalog.service,
    quotes: quotes.service,
    lowStockPieces: config.lowStockPieces,
  });
  const health = createHealthModule({ db });
  const audit = createAuditModule({ db, guards });
  startBackupSchedule(app, config);
  const site = createSiteModule({ config });
  app.decorate('services', {
    auth: auth.service,
    catalog: catalog.service,
    mail: mail.service,
    orders: orders.service,
    payments: payments.service,
    quotes: quotes.service,
    reviews: reviews.service,
    users: users.service,
    shopSettings: shopSettings.service,
    invoices: invoices.service,
  });

  await app.register(
    async (api) => {
      await api.register(auth.routes);
      await api.register(catalog.routes);
      await api.register(reviews.routes);
      await api.register(uploads.routes);
      await api.register(datasheets.routes);
      await api.register(users.routes);
      await api.register(orders.routes);
      await api.register(payments.routes);
      await api.register(quotes.routes);
      await api.register(checkout.routes);
      await api.register(overview.routes);
      await api.register(audit.routes);
      await api.register(shopSettings.routes, { guards });
      await api.register(invoices.routes, { guards });
      await api.register(health.routes);
      await api.register(site.routes);
      await api.register(mail.routes, { guards });
    },
    { prefix: '/api' },
  );

  await app.register(uploads.fileRoutes);
  await registerWebApp(app, config.webDistDir, { notice: site.notice, parts: { get: (id) => catalog.service.get(id), publicUrl: config.auth.publicUrl } });
  return app;
}
