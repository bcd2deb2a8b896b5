import Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';
import { BadRequestError } from '../../lib/errors';
import type { PaymentEvent, PaymentIntentRecord, PaymentProvider } from './provider';
import { PaymentProviderError } from './provider';

type StripeConfig = Extract<PaymentsConfig, { provider: 'stripe' }>;

export function createStripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
}

const toRecord = (intent: Stripe.PaymentIntent): PaymentIntentRecord => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status,
  amountCents: intent.amount,
  currency: intent.currency,
  orderId: intent.metadata?.orderId ?? null,
  livemode: intent.livemode,
});

/** Stripe's PaymentIntents: created on the server for the order's amount, confirmed in the browser by Stripe Elements. */
export function createStripePaymentProvider(stripe: Stripe, config: StripeConfig): PaymentProvider {
  return {
    name: 'stripe',
    publishableKey: config.publishableKey,

    async createIntent({ orderId, amountCents, customerEmail, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'usd',
          metadata: { orderId },
          receipt_email: customerEmail,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        // One intent per order, even if two requests race.
        { idempotencyKey },
      );
      return toRecord(intent);
    },

    async retrieveIntent(id) {
      try {
        return toRecord(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw new PaymentProviderError(error instanceof Error ? error.message : String(error));
      }
    },

    async cancelIntent(intentId) {
      try {
        await stripe.paymentIntents.cancel(intentId);
        return 'canceled';
      } catch (error) {
        const intent = await stripe.paymentIntents.retrieve(intentId);
        if (intent.status === 'succeeded') return 'succeeded';
        if (intent.status === 'canceled') return 'canceled';
        throw error;
      }
    },

    async refund(intentId) {
      await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey: `partsmith-refund-${intentId}` });
    },
  };
}

/**
 * Reads a Stripe webhook: the raw body must carry a valid signature made with the webhook secret, and a recent
 * timestamp. Answers 400 otherwise.
 */
export function createStripeWebhookVerifier(stripe: Stripe, webhookSecret: string) {
  return (payload: Buffer, signature: string): PaymentEvent => {
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(payload, signature, webhookSecret);
    } catch {
      throw new BadRequestError('The Stripe signature does not match.');
    }
    return { id: event.id, type: event.type, succeededIntentId: event.type === 'payment_intent.succeeded' ? event.data.object.id : null };
  };
}

export type StripeWebhookVerifier = ReturnType<typeof createStripeWebhookVerifier>;
