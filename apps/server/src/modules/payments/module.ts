import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Guards } from '../../plugins/guards';
import type { PaymentOrders } from './orders';
import { createPaymentRepository } from './repository';
import { paymentRoutes, stripeWebhookRoutes, testCardRoutes } from './routes';
import { createPaymentService } from './service';
import { createStripeClient, createStripePaymentProvider, createStripeWebhookVerifier } from './stripe-provider';
import { createTestPaymentProvider } from './test-provider';

/** Stripe when its keys are configured (with its signed webhooks); otherwise the built-in test provider and its card form. */
function choosePaymentProvider({ payments: config }: Config, db: Kysely<Database>) {
  if (config.provider === 'stripe') {
    const stripe = createStripeClient(config);
    return { provider: createStripePaymentProvider(stripe, config), testCards: null, verifyWebhook: createStripeWebhookVerifier(stripe, config.webhookSecret) };
  }
  const provider = createTestPaymentProvider(db);
  return { provider, testCards: provider, verifyWebhook: null };
}

interface PaymentsModuleDependencies {
  db: Kysely<Database>;
  config: Config;
  guards: Guards;
  /** The orders module's commands: payments reads and moves orders only through them. */
  orders: PaymentOrders;
}

/** Payments: the service, and its routes for /api (the test card form or Stripe's webhook, as the provider needs). */
export function createPaymentsModule({ db, config, guards, orders }: PaymentsModuleDependencies) {
  const { provider, testCards, verifyWebhook } = choosePaymentProvider(config, db);
  const service = createPaymentService({ records: createPaymentRepository(db), orders, provider, testCards });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(paymentRoutes, { payments: service, guards });
    if (testCards) await api.register(testCardRoutes, { payments: service, guards });
    if (verifyWebhook) await api.register(stripeWebhookRoutes, { payments: service, verify: verifyWebhook });
  };
  return { service, routes };
}
