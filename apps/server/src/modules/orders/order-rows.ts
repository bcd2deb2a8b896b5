import type { Kysely, Selectable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database, OrderLineTable } from '../../db/schema';

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
  'net_cents',
  'tax_cents',
  'delivery_cents',
  'delivery_tax_cents',
  'prices_include_tax',
  'tax_exempt_certificate',
  'payment_due_at',
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

/** The columns an order's line is read with. */
const lineColumns = [
  'order_id',
  'product_id',
  'product_name',
  'part_number',
  'quantity',
  'unit_price_cents',
  'price_cents',
  'net_cents',
  'tax_cents',
  'tax_rate_bp',
  'backordered',
  'promised_by',
] as const;

/** One order, its lines, and one order with its lines and history: the order page's reads. */
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

  const linesOfOrder = preparedQuery(db, (id: string) => db.selectFrom('order_lines').select(lineColumns).where('order_id', '=', id).orderBy('position'));

  /** The lines of each order, by order id, in the order the customer listed them. */
  async function linesOf(orderIds: readonly string[]): Promise<Map<string, OrderLineRow[]>> {
    const lines = new Map<string, OrderLineRow[]>(orderIds.map((id) => [id, []]));
    if (orderIds.length === 0) return lines;
    const rows =
      orderIds.length === 1
        ? await linesOfOrder(orderIds[0]!)
        : await db
            .selectFrom('order_lines')
            .select(lineColumns)
            .where('order_id', 'in', [...orderIds])
            .orderBy('order_id')
            .orderBy('position')
            .execute();
    for (const row of rows) lines.get(String(row.order_id))?.push(row);
    return lines;
  }

  return {
    linesOf,

    /** The id of the account's order placed with this Idempotency-Key, if any. */
    async placedWith(userId: string, idempotencyKey: string): Promise<string | null> {
      const order = await db.selectFrom('orders').select('id').where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
      return order ? String(order.id) : null;
    },

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
      const lines = (await linesOf([id])).get(id) ?? [];
      // The first row is the order (its event columns are left unread).
      return { order, lines, history };
    },
  };
}

export type OrderRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createOrderReads>['findById']>>>;
export type OrderWithHistory = NonNullable<Awaited<ReturnType<ReturnType<typeof createOrderReads>['findWithHistory']>>>;
export type OrderLineRow = Pick<Selectable<OrderLineTable>, (typeof lineColumns)[number]>;
