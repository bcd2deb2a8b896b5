import type { Kysely } from 'kysely';
import type { Database, OrderActor } from '../../db/schema';
import type { ChangeHook } from '../audit';
import { allocateToWaitingLines } from './backorders';
import { type OrderChangeListener, type AuditedOrder, type StatusChange, changeOrderStatus, recordPaymentAfterShipping } from './lifecycle';

/** The changes of an order's status, and the mark of a refund under way; `orderChanged` writes what each brings (a credit note, the customer's email). */
export function createOrderStatusChanges(db: Kysely<Database>, orderChanged: OrderChangeListener) {
  /**
   * Cancels the order if it is still in `from`, and gives every line's quantity back to its part's stock, in one
   * transaction. The parts are updated in the order of their ids, as placing takes them, so that a cancel and an order of
   * the same parts wait for each other instead of deadlocking. `onChange`: as changeOrderStatus's.
   */
  const cancelAndRestock = (change: Omit<StatusChange, 'to'>, onChange?: ChangeHook<AuditedOrder>): Promise<number> =>
    db.transaction().execute(async (trx) => {
      const cancelled = await changeOrderStatus(trx, { ...change, to: 'cancelled' }, orderChanged, onChange);
      if (!cancelled) return 0;
      const lines = await trx
        .selectFrom('order_lines')
        .select(['id', 'product_id', 'quantity', 'backordered'])
        .where('order_id', '=', change.orderId)
        .orderBy('product_id')
        .execute();
      for (const line of lines) {
        // The pieces the line took from stock go back; those it waited for were never taken, and wait no more.
        const taken = line.quantity - line.backordered;
        if (taken > 0) {
          await trx
            .updateTable('products')
            .set((eb) => ({ quantity: eb('quantity', '+', taken) }))
            .where('id', '=', line.product_id)
            .execute();
        }
        if (line.backordered > 0) await trx.updateTable('order_lines').set({ backordered: 0 }).where('id', '=', line.id).execute();
      }
      // Pieces given back go first to lines still waiting for them, as a restock's do.
      for (const line of lines) if (line.quantity - line.backordered > 0) await allocateToWaitingLines(trx, String(line.product_id));
      return 1;
    });

  return {
    /** Moves an order on (paid -> shipped -> delivered). Answers 1, or 0 if it was no longer in `from`. */
    async changeStatus(change: StatusChange, onChange?: ChangeHook<AuditedOrder>): Promise<number> {
      return (await changeOrderStatus(db, change, orderChanged, onChange)) ? 1 : 0;
    },

    /** Marks paid an order on terms shipped before its transfer. Answers 1, or 0 if it had moved on or was paid. */
    async recordPaymentAfterShipping(payment: Parameters<typeof recordPaymentAfterShipping>[1], onChange?: ChangeHook<AuditedOrder>): Promise<number> {
      return (await recordPaymentAfterShipping(db, payment, orderChanged, onChange)) ? 1 : 0;
    },

    /**
     * Before a paid order's refund: marks it (refund_requested_at), so that it can no longer be shipped while the
     * provider pays the money back. Answers 1, or 0 if the order is not paid (shipped or cancelled meanwhile).
     */
    async requestRefund(id: string): Promise<number> {
      const result = await db
        .updateTable('orders')
        .set({ refund_requested_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'paid')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The provider did not refund: the paid order may be shipped again. */
    async abandonRefund(id: string): Promise<void> {
      await db.updateTable('orders').set({ refund_requested_at: null }).where('id', '=', id).where('status', '=', 'paid').execute();
    },

    /** After a refund: cancels a paid order and gives its quantity back to stock. Answers 1, or 0 if it was not paid. */
    cancelRefunded: (id: string, by: { actor: OrderActor; actorId: string | null }, onChange?: ChangeHook<AuditedOrder>) =>
      cancelAndRestock({ orderId: id, from: 'paid', by: by.actor, actorId: by.actorId }, onChange),

    /** Cancels an unpaid order and gives its quantity back to stock. Answers 1, or 0 if it was not unpaid. */
    cancelUnpaid: (id: string, by: { actor: OrderActor; actorId: string | null }, onChange?: ChangeHook<AuditedOrder>) =>
      cancelAndRestock({ orderId: id, from: 'unpaid', by: by.actor, actorId: by.actorId }, onChange),
  };
}
