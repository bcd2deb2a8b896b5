import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ShopMetrics } from '../../lib/metrics';
import { type OrderChangeListener, changeOrderStatus, recordOrderEvent } from './lifecycle';

/**
 * What other modules (payments) may read of an order and do to it: the orders module owns the table and its lifecycle,
 * and these commands are the only way in. `orderChanged` writes what each change brings (its invoice, the customer's email), in its transaction;
 * `metrics` counts the payments.
 */
export function createOrderCommands(db: Kysely<Database>, orderChanged: OrderChangeListener, metrics: Pick<ShopMetrics, 'paymentSucceeded'>) {
  return {
    async find(orderId: string) {
      const order = await db
        .selectFrom('orders')
        .select(['id', 'user_id', 'email', 'status', 'price_cents', 'transaction_id', 'created_at', 'payment_due_at'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      return (
        order && {
          id: String(order.id),
          userId: order.user_id,
          email: order.email,
          status: order.status,
          priceCents: order.price_cents,
          transactionId: order.transaction_id,
          placedAt: order.created_at,
          onTerms: order.payment_due_at !== null,
        }
      );
    },

    /** Marks an unpaid order paid with its confirmed payment. Answers whether it did (false: it was no longer unpaid). */
    async markPaid(orderId: string, payment: { transactionId: string; testPayment: boolean }): Promise<boolean> {
      const paid = await changeOrderStatus(
        db,
        {
          orderId,
          from: 'unpaid',
          to: 'paid',
          by: 'shop',
          actorId: null,
          // 1/0: SQLite stores booleans as integers, and PostgreSQL takes them for its boolean column.
          set: { transaction_id: payment.transactionId, test_payment: payment.testPayment ? 1 : 0 },
        },
        orderChanged,
      );
      if (paid === undefined) return false;
      metrics.paymentSucceeded();
      return true;
    },

    /**
     * A payment that arrived after the order was cancelled went back to the customer: recorded in the order's history
     * (a change by the shop that refunded) and mailed, in the caller's transaction (payments' note of the refund). A
     * no-op for an order that is not cancelled.
     */
    async recordLateRefund(orderId: string, transaction: Kysely<Database>): Promise<void> {
      const order = await transaction.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
      if (order?.status !== 'cancelled') return;
      await recordOrderEvent(transaction, { orderId, status: 'cancelled', by: 'shop', actorId: null, at: new Date().toISOString(), refunded: true });
      await orderChanged(transaction, { orderId, from: 'cancelled', to: 'cancelled', by: 'shop' });
    },
  };
}

export type OrderCommands = ReturnType<typeof createOrderCommands>;
