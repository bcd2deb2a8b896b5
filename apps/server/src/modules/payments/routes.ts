import {
  createPaymentIntentSchema,
  idParamsSchema,
  messages,
  modifiedCountSchema,
  orderPaymentSchema,
  paymentIntentSchema,
  testCardPaymentSchema,
  testCardResultSchema,
} from '@partsmith/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { errorResponses } from '../../lib/error-responses';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { type Guards, signedInUser } from '../auth/guards';
import type { OrderRepository } from '../orders/repository';
import type { PaymentService } from './service';
import type { TestPaymentProvider } from './test-provider';

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
export const testCardRoutes: FastifyPluginAsyncZod<{ provider: TestPaymentProvider; orders: OrderRepository; guards: Guards }> = async (
  app,
  { provider, orders, guards },
) => {
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
    async (request) => {
      const intent = await provider.findByClientSecret(request.body.clientSecret);
      if (!intent?.orderId) throw new NotFoundError(messages.payments.unknownIntent);
      const order = await orders.findById(intent.orderId);
      if (order?.user_id !== signedInUser(request).id) throw new ForbiddenError(messages.orders.notYours);
      if (order.status !== 'unpaid') throw new ConflictError(messages.payments.orderNotPayable);
      const paid = await provider.confirmCard(request.body);
      return { status: 'succeeded' as const, transactionId: paid.id };
    },
  );
};

/**
 * Stripe's webhook: the raw body's signature is verified, each event is applied once, and
 * payment_intent.succeeded marks the order paid even if the customer's browser never came back.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { stripe, webhookSecret, payments, db }: { stripe: Stripe; webhookSecret: string; payments: PaymentService; db: Kysely<Database> },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
  app.post('/webhooks/stripe', { schema: { tags: ['payments'], summary: "Stripe's webhook (signed)" } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new BadRequestError('Missing Stripe signature.');
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch {
      throw new BadRequestError('The Stripe signature does not match.');
    }
    const seen = await db.selectFrom('webhook_events').select('id').where('id', '=', event.id).executeTakeFirst();
    if (seen) return { received: true, duplicate: true };
    if (event.type === 'payment_intent.succeeded') await payments.applySucceededIntent(event.data.object.id);
    // Recorded after its effect: if applying failed, Stripe delivers the event again and it is applied then.
    await db
      .insertInto('webhook_events')
      .values({ id: event.id, type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return { received: true, duplicate: false };
  });
}
