import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Waiting lines read at a time. */
const BATCH = 100;

/**
 * Gives the part's stock to the order lines waiting for it (backordered pieces of unpaid and paid orders), the oldest
 * line first, in `trx`: the transaction that has just added to the part's stock (a restock, a cancel), and so holds
 * its row against every order until it ends. Answers how many pieces it gave.
 */
export async function allocateToWaitingLines(trx: Kysely<Database>, productId: string): Promise<number> {
  let given = 0;
  for (;;) {
    const part = await trx.selectFrom('products').select('quantity').where('id', '=', productId).executeTakeFirst();
    if (!part || part.quantity <= 0) return given;
    const waiting = await trx
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select(['order_lines.id', 'order_lines.backordered'])
      .where('order_lines.product_id', '=', productId)
      .where('order_lines.backordered', '>', 0)
      .where('orders.status', 'in', ['unpaid', 'paid'])
      .orderBy('order_lines.id')
      .limit(BATCH)
      .execute();
    if (waiting.length === 0) return given;
    let stock = part.quantity;
    let givenNow = 0;
    for (const line of waiting) {
      const pieces = Math.min(stock, line.backordered);
      if (pieces === 0) break;
      await trx
        .updateTable('order_lines')
        .set((eb) => ({ backordered: eb('backordered', '-', pieces), ...(pieces === line.backordered ? { promised_by: null } : {}) }))
        .where('id', '=', line.id)
        .execute();
      stock -= pieces;
      givenNow += pieces;
    }
    await trx
      .updateTable('products')
      .set((eb) => ({ quantity: eb('quantity', '-', givenNow) }))
      .where('id', '=', productId)
      .execute();
    given += givenNow;
    if (stock === 0 || waiting.length < BATCH) return given;
  }
}
