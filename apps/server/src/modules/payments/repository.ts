import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Payments' own records: the intent made for each order and its refund, and the provider's webhook events already applied. */
export function createPaymentRepository(db: Kysely<Database>) {
  const findByOrder = (orderId: string) =>
    db.selectFrom('payment_intents').select(['order_id', 'intent_id', 'refunded_at']).where('order_id', '=', orderId).executeTakeFirst();

  return {
    findByOrder,

    async findByIntent(intentId: string) {
      return db.selectFrom('payment_intents').select(['order_id', 'intent_id', 'refunded_at']).where('intent_id', '=', intentId).executeTakeFirst();
    },

    /** Records the order's payment intent, once; answers the intent id the order ends up with. */
    async attachIntent(orderId: string, intentId: string): Promise<string | null> {
      await db
        .insertInto('payment_intents')
        .values({ order_id: orderId, intent_id: intentId })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
      return (await findByOrder(orderId))?.intent_id ?? null;
    },

    /**
     * Notes that the intent's money went back. The first time only (answers true), `alsoRecord` runs in the same
     * transaction, so the note and what the order module writes about it land together or not at all.
     */
    async markRefunded(intentId: string, alsoRecord?: (transaction: Kysely<Database>) => Promise<void>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('payment_intents')
          .set({ refunded_at: new Date().toISOString() })
          .where('intent_id', '=', intentId)
          .where('refunded_at', 'is', null)
          .executeTakeFirst();
        const first = Number(result.numUpdatedRows) === 1;
        if (first && alsoRecord) await alsoRecord(trx);
        return first;
      });
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
export type PaymentRecord = NonNullable<Awaited<ReturnType<PaymentRepository['findByOrder']>>>;
