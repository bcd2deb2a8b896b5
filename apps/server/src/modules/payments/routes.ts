import {
  createPaymentIntentSchema,
  idParamsSchema,
  modifiedCountSchema,
  orderPaymentSchema,
  paymentIntentSchema,
  testCardPaymentSchema,
  testCardResultSchema,
} from '@partsmith/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { BadRequestError } from '../../lib/errors';
import { type Guards, signedInUser } from '../../plugins/guards';
import type { PaymentService } from './service';
import type { StripeWebhookVerifier } from './stripe-provider';

export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService; guards: Guards }> = async (app, { payments, guards }) => {
  app.post(
    '/create-payment-intent',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Start paying one of your unpaid orders',
        description:
          'The amount comes from the order in the database; a price, when sent, must match it. One intent per order: a second call answers the same client secret.',
        body: createPaymentIntentSchema,
        response: { 200: paymentIntentSchema, ...errorResponses },
      },
    },
    async (request) => payments.createIntent(signedInUser(request), request.body.orderId, request.body.price),
  );

  app.patch(
    '/orders/:id',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Record the payment of your order, once the provider confirms it',
        description:
          'The server asks the provider for the intent; the order becomes paid only if it succeeded, belongs to this order and carries its amount. Otherwise 409 and nothing changes.',
        params: idParamsSchema,
        body: orderPaymentSchema,
        response: { 200: modifiedCountSchema, ...errorResponses },
      },
    },
    async (request) => ({ modifiedCount: await payments.confirmPayment(signedInUser(request), request.params.id, request.body.transactionId) }),
  );
};

/** The built-in test provider's card endpoint: it stands where Stripe's card form would talk to Stripe. */
export const testCardRoutes: FastifyPluginAsyncZod<{ payments: PaymentService; guards: Guards }> = async (app, { payments, guards }) => {
  app.post(
    '/test-payments/confirm',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Pay with a test card (test provider only)',
        description: '4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 fails for insufficient funds. Card errors answer 402.',
        body: testCardPaymentSchema,
        response: { 200: testCardResultSchema, 402: errorResponses[400], ...errorResponses },
      },
    },
    async (request) => payments.payWithTestCard(signedInUser(request), request.body),
  );
};

/**
 * Stripe's webhook: the raw body's signature is verified, each event is applied once, and
 * payment_intent.succeeded marks the order paid even if the customer's browser never came back.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, { payments, verify }: { payments: PaymentService; verify: StripeWebhookVerifier }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
  app.post('/webhooks/stripe', { schema: { tags: ['payments'], summary: "Stripe's webhook (signed)" } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new BadRequestError('Missing Stripe signature.');
    return payments.receiveEvent(verify(request.body, signature));
  });
}
