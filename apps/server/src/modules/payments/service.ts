import { PAID_STATUSES, type PaymentIntent, messages, type testCardResultSchema } from '@partsmith/contract';
import type { z } from 'zod';
import { AppError, ConflictError, NotFoundError, ProviderUnavailableError } from '../../lib/errors';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import type { SessionUser } from '../../plugins/guards';
import type { PaymentEvent, PaymentIntentRecord, PaymentProvider } from './provider';
import type { PaymentOrder, PaymentRepository } from './repository';
import type { TestPaymentProvider } from './test-provider';

type TestCard = Parameters<TestPaymentProvider['confirmCard']>[0];

/**
 * Paying for orders through the provider. `testCards` is the built-in test provider's card form, when that is the
 * provider (null with Stripe, whose card form runs at Stripe).
 */
export function createPaymentService(orders: PaymentRepository, provider: PaymentProvider, testCards: TestPaymentProvider | null) {
  /** Another account's order is answered as a missing one (`notFound`): a 403 would tell that it exists. */
  async function ownUnpaidOrder(caller: SessionUser, orderId: string, notFound: string = messages.orders.notFound): Promise<PaymentOrder> {
    const order = await orders.findOrder(orderId);
    if (!order || order.user_id !== caller.id) throw new NotFoundError(notFound);
    if (order.status !== 'unpaid') throw new ConflictError(messages.payments.orderNotPayable);
    return order;
  }

  async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new ProviderUnavailableError(messages.payments.providerFailed);
    }
  }

  /** The provider says this intent was paid in full, for this order, in dollars. */
  // Shipped and delivered orders were paid too.
  const isPaid = (order: PaymentOrder) => (PAID_STATUSES as readonly string[]).includes(order.status);

  const confirms = (intent: PaymentIntentRecord | null, order: PaymentOrder): intent is PaymentIntentRecord =>
    intent !== null &&
    intent.status === 'succeeded' &&
    intent.orderId === String(order.id) &&
    intent.amountCents === order.price_cents &&
    intent.currency === 'usd' &&
    intent.id === order.payment_intent_id;

  /**
   * The intent succeeded (a verified webhook, or a cancel that came too late): the order is marked paid, whether
   * or not the browser came back. If the order was cancelled meanwhile, the money goes back to the customer.
   */
  async function applySucceededIntent(intentId: string): Promise<number> {
    const order = await orders.findOrderByIntent(intentId);
    if (!order || isPaid(order)) return 0;
    const intent = await fromProvider(() => provider.retrieveIntent(intentId));
    if (!confirms(intent, order)) return 0;
    if (order.status === 'cancelled') {
      if (!order.refunded_at) {
        await fromProvider(() => provider.refund(intentId));
        await orders.markRefunded(String(order.id));
      }
      return 0;
    }
    return orders.markPaid(String(order.id), intent);
  }

  return {
    provider,

    /** One intent per order, for the order's amount from the database; a second visit gets the same client secret. */
    async createIntent(caller: SessionUser, orderId: string, price: number | undefined): Promise<PaymentIntent> {
      const order = await ownUnpaidOrder(caller, orderId);
      if (price !== undefined && dollarsToCents(price) !== order.price_cents) throw new ConflictError(messages.payments.priceMismatch);
      const existing = order.payment_intent_id ? await fromProvider(() => provider.retrieveIntent(order.payment_intent_id as string)) : null;
      let intent = existing;
      if (!intent) {
        // Unique across databases sharing one Stripe account (staging, a reset database): the id and the order's moment.
        const idempotencyKey = `partsmith-order-${order.id}-${new Date(order.created_at).getTime()}`;
        const created = await fromProvider(() =>
          provider.createIntent({ orderId: String(order.id), amountCents: order.price_cents, customerEmail: order.email, idempotencyKey }),
        );
        const attached = await orders.attachPaymentIntent(String(order.id), created.id);
        intent = attached === created.id ? created : await fromProvider(() => provider.retrieveIntent(attached as string));
      }
      if (!intent) throw new ProviderUnavailableError(messages.payments.providerFailed);
      return { clientSecret: intent.clientSecret, provider: provider.name, publishableKey: provider.publishableKey, amount: centsToDollars(order.price_cents) };
    },

    /**
     * PATCH /api/orders/{id}: the browser says it paid with `transactionId`. The order is marked paid only if the
     * provider confirms that intent succeeded, belongs to this order and carries its amount.
     */
    async confirmPayment(caller: SessionUser, orderId: string, transactionId: string): Promise<number> {
      const order = await orders.findOrder(orderId);
      if (!order || order.user_id !== caller.id) throw new NotFoundError(messages.orders.notFound);
      if (isPaid(order) && order.transaction_id === transactionId) return 0;
      if (order.status !== 'unpaid') throw new ConflictError(messages.payments.orderNotPayable);
      // Only the intent made for this order can pay it: anything else is refused without a call to the provider.
      if (transactionId !== order.payment_intent_id) throw new ConflictError(messages.payments.notConfirmed);
      const intent = await fromProvider(() => provider.retrieveIntent(transactionId));
      if (!confirms(intent, order)) throw new ConflictError(messages.payments.notConfirmed);
      return orders.markPaid(String(order.id), intent);
    },

    applySucceededIntent,

    /** The test provider's card form: charges a test card for one of the caller's unpaid orders. */
    async payWithTestCard(caller: SessionUser, card: TestCard): Promise<z.output<typeof testCardResultSchema>> {
      const intent = testCards ? await testCards.findByClientSecret(card.clientSecret) : null;
      if (!testCards || !intent?.orderId) throw new NotFoundError(messages.payments.unknownIntent);
      await ownUnpaidOrder(caller, intent.orderId, messages.payments.unknownIntent);
      const paid = await testCards.confirmCard(card);
      return { status: 'succeeded', transactionId: paid.id };
    },

    /** A verified webhook event, applied once: a replay (same event id) is recognised and changes nothing. */
    async receiveEvent(event: PaymentEvent): Promise<{ received: true; duplicate: boolean }> {
      if (await orders.isEventRecorded(event.id)) return { received: true, duplicate: true };
      if (event.succeededIntentId) await applySucceededIntent(event.succeededIntentId);
      // Recorded after its effect: if applying failed, the provider delivers the event again and it is applied then.
      await orders.recordEvent(event);
      return { received: true, duplicate: false };
    },

    cancelIntent: (intentId: string) => fromProvider(() => provider.cancelIntent(intentId)),

    refund: (intentId: string) => fromProvider(() => provider.refund(intentId)),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
