import crypto from 'node:crypto';
import { messages } from '@partsmith/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ConflictError, NotFoundError, PaymentFailedError } from '../../lib/errors';
import type { PaymentIntentRecord, PaymentProvider } from './provider';

/**
 * The built-in provider: no network, intents kept in the shop's database (so every app instance sees them), and
 * a card form that takes Stripe's public test numbers only. It lets the whole payment flow run on a laptop and
 * in the browser tests; a real shop configures Stripe.
 */
const TEST_CARDS: Record<string, 'succeeds' | 'declined' | 'insufficient_funds'> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

export function createTestPaymentProvider(db: Kysely<Database>, now: () => Date = () => new Date()) {
  const toRecord = (row: {
    id: string;
    client_secret: string;
    status: string;
    amount_cents: number;
    currency: string;
    order_id: number | string;
  }): PaymentIntentRecord => ({
    id: row.id,
    clientSecret: row.client_secret,
    status: row.status,
    amountCents: row.amount_cents,
    currency: row.currency,
    orderId: String(row.order_id),
    livemode: false,
  });
  const columns = ['id', 'client_secret', 'status', 'amount_cents', 'currency', 'order_id'] as const;

  const provider: PaymentProvider & {
    confirmCard(input: { clientSecret: string; cardNumber: string; expMonth: number; expYear: number; cvc: string }): Promise<PaymentIntentRecord>;
    findByClientSecret(clientSecret: string): Promise<PaymentIntentRecord | null>;
  } = {
    name: 'test',
    publishableKey: null,

    async createIntent({ orderId, amountCents }) {
      const id = `pi_test_${crypto.randomBytes(12).toString('hex')}`;
      const row = {
        id,
        client_secret: `${id}_secret_${crypto.randomBytes(12).toString('hex')}`,
        order_id: orderId,
        amount_cents: amountCents,
        currency: 'usd',
        status: 'requires_payment_method' as const,
      };
      await db.insertInto('test_payment_intents').values(row).execute();
      return toRecord(row);
    },

    async retrieveIntent(id) {
      const row = await db.selectFrom('test_payment_intents').select(columns).where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findByClientSecret(clientSecret) {
      const row = await db.selectFrom('test_payment_intents').select(columns).where('client_secret', '=', clientSecret).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async refund(intentId) {
      await db.updateTable('test_payment_intents').set({ status: 'refunded' }).where('id', '=', intentId).where('status', '=', 'succeeded').execute();
    },

    async cancelIntent(intentId) {
      const result = await db
        .updateTable('test_payment_intents')
        .set({ status: 'canceled' })
        .where('id', '=', intentId)
        .where('status', '=', 'requires_payment_method')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return 'canceled';
      return (await provider.retrieveIntent(intentId))?.status === 'succeeded' ? 'succeeded' : 'canceled';
    },

    /** Charges a test card against an intent, the way Stripe's card form would. */
    async confirmCard({ clientSecret, cardNumber, expMonth, expYear, cvc }) {
      const intent = await provider.findByClientSecret(clientSecret);
      if (!intent) throw new NotFoundError(messages.payments.unknownIntent);
      if (intent.status === 'succeeded') return intent;
      if (intent.status !== 'requires_payment_method') throw new ConflictError(messages.payments.orderNotPayable);
      const today = now();
      const expired = expYear < today.getUTCFullYear() || (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1);
      if (expired) throw new PaymentFailedError(messages.payments.cardExpired);
      if (!/^\d{3,4}$/.test(cvc)) throw new PaymentFailedError("Your card's security code is incomplete.");
      const outcome = TEST_CARDS[cardNumber];
      if (outcome === undefined) throw new PaymentFailedError(messages.payments.unknownTestCard);
      if (outcome === 'declined') throw new PaymentFailedError(messages.payments.cardDeclined);
      if (outcome === 'insufficient_funds') throw new PaymentFailedError(messages.payments.insufficientFunds);
      await db
        .updateTable('test_payment_intents')
        .set({ status: 'succeeded' })
        .where('id', '=', intent.id)
        .where('status', '=', 'requires_payment_method')
        .execute();
      return { ...intent, status: 'succeeded' };
    },
  };
  return provider;
}

export type TestPaymentProvider = ReturnType<typeof createTestPaymentProvider>;
