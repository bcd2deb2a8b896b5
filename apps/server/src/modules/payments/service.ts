import { PAID_STATUSES, type PaymentIntent, messages, type testCardResultSchema } from '@partsmith/contract';
import type { z } from 'zod';
import { AppError, ConflictError, NotFoundError, ProviderUnavailableError } from '../../lib/errors';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import type { SessionUser } from '../../plugins/guards';
import type { PayableOrder, PaymentOrders } from './orders';
import type { PaymentEvent, PaymentIntentRecord, PaymentProvider } from './provider';
import type { PaymentRecord, PaymentRepository } from './repository';
import type { TestPaymentProvider } from './test-provider';

type TestCard = Parameters<TestPaymentProvider['confirmCard']>[0];

interface PaymentServiceDependencies {
  /** Payments' own records of intents, refunds and webhook events. */
  records: PaymentRepository;
  /** The orders being paid for: read, and moved on through the orders module's commands. */
  orders: PaymentOrders;
  provider: PaymentProvider;
  /** The built-in test provider's card form, when that is the provider (null with Stripe, whose card form runs at Stripe). */
  testCards: TestPaymentProvider | null;
}

/** Paying for orders through the provider, and giving the money back. */
export function createPaymentService({ records, orders, provider, testCards }: PaymentServiceDependencies) {
  /** Another account's order is answered as a missing one (`notFound`): a 403 would tell that it exists. */
  async function ownUnpaidOrder(caller: SessionUser, orderId: string, notFound: string = messages.orders.notFound): Promise<PayableOrder> {
    const order = await orders.find(orderId);
    if (!order || order.userId !== caller.id) throw new NotFoundError(notFound);
    if (order.status !== 'unpaid') throw new ConflictError(messages.payments.orderNotPayable);
    // Its invoice asks for a bank transfer, and an admin records it.
    if (order.onTerms) throw new ConflictError(messages.orders.paidByTransfer);
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
  const isPaid = (order: PayableOrder) => (PAID_STATUSES as readonly string[]).includes(order.status);

  /** The provider says this intent, the one recorded for the order, was paid in full, for this order, in dollars. */
  const confirms = (intent: PaymentIntentRecord | null, order: PayableOrder, record: PaymentRecord | undefined): intent is PaymentIntentRecord =>
    intent !== null &&
    intent.status === 'succeeded' &&
    intent.orderId === order.id &&
    intent.amountCents === order.priceCents &&
    intent.currency === 'usd' &&
    intent.id === record?.intent_id;

  const markPaid = async (order: PayableOrder, intent: PaymentIntentRecord) =>
    (await orders.markPaid(order.id, { transactionId: intent.id, testPayment: !intent.livemode })) ? 1 : 0;

  /**
   * The intent succeeded (a verified webhook, or a cancel that came too late): the order is marked paid, whether
   * or not the browser came back. If the order was cancelled meanwhile, the money goes back to the customer, and the
   * order's history and the customer's mail say so.
   */
  async function applySucceededIntent(intentId: string): Promise<number> {
    const record = await records.findByIntent(intentId);
    if (!record) return 0;
    const order = await orders.find(String(record.order_id));
    if (!order || isPaid(order)) return 0;
    const intent = await fromProvider(() => provider.retrieveIntent(intentId));
    if (!confirms(intent, order, record)) return 0;
    if (order.status === 'cancelled') {
      if (!record.refunded_at) {
        await fromProvider(() => provider.refund(intentId));
        await records.markRefunded(intentId, (transaction) => orders.recordLateRefund(order.id, transaction));
      }
      return 0;
    }
    return markPaid(order, intent);
  }

  return {
    provider,

    /** One intent per order, for the order's amount from the database; a second visit gets the same client secret. */
    async createIntent(caller: SessionUser, orderId: string, price: number | undefined): Promise<PaymentIntent> {
      const order = await ownUnpaidOrder(caller, orderId);
      if (price !== undefined && dollarsToCents(price) !== order.priceCents) throw new ConflictError(messages.payments.priceMismatch);
      const recorded = await records.findByOrder(order.id);
      let intent = recorded ? await fromProvider(() => provider.retrieveIntent(recorded.intent_id)) : null;
      if (!intent) {
        // Unique across databases sharing one Stripe account (staging, a reset database): the id and the order's moment.
        const idempotencyKey = `partsmith-order-${order.id}-${new Date(order.placedAt).getTime()}`;
        const created = await fromProvider(() =>
          provider.createIntent({ orderId: order.id, amountCents: order.priceCents, customerEmail: order.email, idempotencyKey }),
        );
        const attached = await records.attachIntent(order.id, created.id);
        intent = attached === created.id ? created : await fromProvider(() => provider.retrieveIntent(attached as string));
      }
      if (!intent) throw new ProviderUnavailableError(messages.payments.providerFailed);
      return { clientSecret: intent.clientSecret, provider: provider.name, publishableKey: provider.publishableKey, amount: centsToDollars(order.priceCents) };
    },

    /**
     * PATCH /api/orders/{id}: the browser says it paid with `transactionId`. The order is marked paid only if the
     * provider confirms that intent succeeded, belongs to this order and carries its amount.
     */
    async confirmPayment(caller: SessionUser, orderId: string, transactionId: string): Promise<number> {
      const order = await orders.find(orderId);
      if (!order || order.userId !== caller.id) throw new NotFoundError(messages.orders.notFound);
      if (isPaid(order) && order.transactionId === transactionId) return 0;
      if (order.status !== 'unpaid') throw new ConflictError(messages.payments.orderNotPayable);
      // Only the intent made for this order can pay it: anything else is refused without a call to the provider.
      const record = await records.findByOrder(order.id);
      if (transactionId !== record?.intent_id) throw new ConflictError(messages.payments.notConfirmed);
      const intent = await fromProvider(() => provider.retrieveIntent(transactionId));
      if (!confirms(intent, order, record)) throw new ConflictError(messages.payments.notConfirmed);
      return markPaid(order, intent);
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
      if (await records.isEventRecorded(event.id)) return { received: true, duplicate: true };
      if (event.succeededIntentId) await applySucceededIntent(event.succeededIntentId);
      // Recorded after its effect: if applying failed, the provider delivers the event again and it is applied then.
      await records.recordEvent(event);
      return { received: true, duplicate: false };
    },

    /**
     * Stops the order's payment at the provider, if one was started, so that it can no longer be charged: 'none' if
     * none was, 'succeeded' if the customer paid it first (and the order is now marked paid).
     */
    async stopPayment(orderId: string): Promise<'none' | 'canceled' | 'succeeded'> {
      const record = await records.findByOrder(orderId);
      if (!record) return 'none';
      const outcome = await fromProvider(() => provider.cancelIntent(record.intent_id));
      if (outcome === 'succeeded') await applySucceededIntent(record.intent_id);
      return outcome;
    },

    /** Gives a paid order's money back through the provider: 'none' if no payment was recorded for it. */
    async refund(orderId: string): Promise<'none' | 'refunded'> {
      const record = await records.findByOrder(orderId);
      if (!record) return 'none';
      await fromProvider(() => provider.refund(record.intent_id));
      await records.markRefunded(record.intent_id);
      return 'refunded';
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
