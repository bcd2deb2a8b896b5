import { type PaymentIntent, messages } from '@partsmith/contract';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ProviderUnavailableError } from '../../lib/errors';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import type { SessionUser } from '../auth/guards';
import type { OrderRepository, OrderRow } from '../orders/repository';
import { type PaymentIntentRecord, type PaymentProvider, PaymentProviderError } from './provider';

export function createPaymentService(orders: OrderRepository, provider: PaymentProvider) {
  async function ownUnpaidOrder(caller: SessionUser, orderId: string): Promise<OrderRow> {
    const order = await orders.findById(orderId);
    if (!order) throw new NotFoundError(messages.orders.notFound);
    if (order.user_id !== caller.id) throw new ForbiddenError(messages.orders.notYours);
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
  const confirms = (intent: PaymentIntentRecord | null, order: OrderRow) =>
    intent !== null &&
    intent.status === 'succeeded' &&
    intent.orderId === String(order.id) &&
    intent.amountCents === order.price_cents &&
    intent.currency === 'usd' &&
    intent.id === order.payment_intent_id;

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
      const order = await orders.findById(orderId);
      if (!order) throw new NotFoundError(messages.orders.notFound);
      if (order.user_id !== caller.id) throw new ForbiddenError(messages.orders.notYours);
      if (order.status === 'paid' && order.transaction_id === transactionId) return 0;
      if (order.status !== 'unpaid') throw new ConflictError(messages.payments.orderNotPayable);
      // Only the intent made for this order can pay it: anything else is refused without a call to the provider.
      if (transactionId !== order.payment_intent_id) throw new ConflictError(messages.payments.notConfirmed);
      const intent = await fromProvider(() => provider.retrieveIntent(transactionId));
      if (!confirms(intent, order)) throw new ConflictError(messages.payments.notConfirmed);
      return orders.markPaid(String(order.id), transactionId);
    },

    /**
     * The intent succeeded (a verified webhook, or a cancel that came too late): the order is marked paid, whether
     * or not the browser came back. If the order was cancelled meanwhile, the money goes back to the customer.
     */
    async applySucceededIntent(intentId: string): Promise<number> {
      const order = await orders.findByPaymentIntent(intentId);
      if (!order || order.status === 'paid') return 0;
      const intent = await fromProvider(() => provider.retrieveIntent(intentId));
      if (!confirms(intent, order)) return 0;
      if (order.status === 'cancelled') {
        if (!order.refunded_at) {
          await fromProvider(() => provider.refund(intentId));
          await orders.markRefunded(String(order.id));
        }
        return 0;
      }
      return orders.markPaid(String(order.id), intentId);
    },

    cancelIntent: (intentId: string) => fromProvider(() => provider.cancelIntent(intentId)),

    refund: (intentId: string) => fromProvider(() => provider.refund(intentId)),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
export { PaymentProviderError };
