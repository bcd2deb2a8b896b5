import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderMailer } from '../mail';
import { changeOrderStatus } from '../orders';
import type { PaymentIntentRecord } from './provider';

/** What paying needs to know of an order. */
const orderColumns = ['id', 'email', 'user_id', 'status', 'price_cents', 'transaction_id', 'created_at', 'payment_intent_id', 'refunded_at'] as const;

/** The payment state of orders, and the provider's webhook events already applied; `mail` writes the payment's email. */
export function createPaymentRepository(db: Kysely<Database>, mail: OrderMailer) {
  return {
    async findOrder(id: string) {
      return db.selectFrom('orders').select(orderColumns).where('id', '=', id).executeTakeFirst();
    },

    async findOrderByIntent(intentId: string) {
      return db.selectFrom('orders').select(orderColumns).where('payment_intent_id', '=', intentId).executeTakeFirst();
    },

    /** Links the order to its payment intent, once; answers the intent id the order ends up with. */
    async attachPaymentIntent(id: string, intentId: string): Promise<string | null> {
      await db.updateTable('orders').set({ payment_intent_id: intentId }).where('id', '=', id).where('payment_intent_id', 'is', null).execute();
      const row = await db.selectFrom('orders').select('payment_intent_id').where('id', '=', id).executeTakeFirst();
      return row?.payment_intent_id ?? null;
    },

    /** Marks an unpaid order paid with its confirmed intent. Answers 1, or 0 if it was no longer unpaid. */
    async markPaid(id: string, intent: Pick<PaymentIntentRecord, 'id' | 'livemode'>): Promise<number> {
      const paid = await changeOrderStatus(
        db,
        {
          orderId: id,
          from: 'unpaid',
          to: 'paid',
          by: 'shop',
          actorId: null,
          // 1/0: SQLite stores booleans as integers, and PostgreSQL takes them for its boolean column.
          set: { transaction_id: intent.id, test_payment: intent.livemode ? 0 : 1 },
          paymentIntentId: intent.id,
        },
        mail,
      );
      return paid ? 1 : 0;
    },

    async markRefunded(id: string) {
      await db.updateTable('orders').set({ refunded_at: new Date().toISOString() }).where('id', '=', id).where('refunded_at', 'is', null).execute();
    },

    async isEventRecorded(eventId: string): Promise<boolean> {
      return (await db.selectFrom('webhook_events').select('id').where('id', '=', eventId).executeTakeFirst()) !== undefined;
    },

    /** Notes that a webhook event was applied (a second note of the same event changes nothing). */
    async recordEvent(event: { id: string; type: string }) {
      await db
        .insertInto('webhook_events')
        .values({ id: event.id, type: event.type })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
export type PaymentOrder = NonNullable<Awaited<ReturnType<PaymentRepository['findOrder']>>>;
