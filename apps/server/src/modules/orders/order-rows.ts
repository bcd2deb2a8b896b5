import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';

/** The columns an order is read with, on its page, in lists and in the expiry sweep. */
export const orderColumns = [
  'id',
  'email',
  'user_id',
  'product_id',
  'product_name',
  'part_number',
  'quantity',
  'unit_price_cents',
  'price_cents',
  'status',
  'transaction_id',
  'phone',
  'address',
  'created_at',
  'paid_at',
  'shipped_at',
  'delivered_at',
  'carrier',
  'tracking_number',
  'test_payment',
  'placed_unconfirmed',
] as const;

/** One order, and one order with its history: the order page's reads. */
export function createOrderReads(db: Kysely<Database>) {
  const orderById = preparedQuery(db, (id: string) => db.selectFrom('orders').select(orderColumns).where('id', '=', id));
  /** The order on each row of its changes of status, oldest first (one statement: the order page reads both). */
  const orderWithHistory = preparedQuery(db, (id: string) =>
    db
      .selectFrom('orders')
      .leftJoin('order_events', 'order_events.order_id', 'orders.id')
      .leftJoin('users', 'users.id', 'order_events.actor_id')
      .select(orderColumns.map((column) => `orders.${column}` as const))
      .select([
        'order_events.status as event_status',
        'order_events.actor as event_actor',
        'order_events.at as event_at',
        'order_events.refunded as event_refunded',
        'users.email as event_actor_email',
      ])
      .where('orders.id', '=', id)
      .orderBy('order_events.id'),
  );

  return {
    async findById(id: string) {
      const [order] = await orderById(id);
      return order;
    },

    /** The order and its changes of status, oldest first, each with the email of the account that made it (if that still exists). */
    async findWithHistory(id: string) {
      const rows = await orderWithHistory(id);
      const [order] = rows;
      if (!order) return undefined;
      const history = rows.flatMap((row) =>
        row.event_status === null || row.event_actor === null || row.event_at === null
          ? []
          : [{ status: row.event_status, actor: row.event_actor, at: row.event_at, actorEmail: row.event_actor_email, refunded: Boolean(row.event_refunded) }],
      );
      // The first row is the order (its event columns are left unread).
      return { order, history };
    },
  };
}

export type OrderRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createOrderReads>['findById']>>>;
export type OrderWithHistory = NonNullable<Awaited<ReturnType<ReturnType<typeof createOrderReads>['findWithHistory']>>>;
