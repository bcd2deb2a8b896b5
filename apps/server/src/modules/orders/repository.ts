import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../lib/sql';

export interface NewOrder {
  userId: string;
  email: string;
  productId: string;
  quantity: number;
  phone: string;
  address: string;
  idempotencyKey: string | null;
}

export type PlaceResult =
  | { outcome: 'placed'; orderId: string }
  | { outcome: 'repeated'; orderId: string }
  | { outcome: 'refused'; product: { name: string; quantity: number; minimum: number; priceCents: number; deleted: boolean } | undefined };

/** The most a card payment can carry ($999,999.99, Stripe's limit): a larger order could never be paid. */
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;

const orderColumns = [
  'id',
  'email',
  'user_id',
  'product_id',
  'product_name',
  'quantity',
  'unit_price_cents',
  'price_cents',
  'status',
  'transaction_id',
  'phone',
  'address',
  'created_at',
  'payment_intent_id',
  'refunded_at',
] as const;

export function createOrderRepository(db: Kysely<Database>) {
  const findRepeat = (trx: Kysely<Database> | Transaction<Database>, userId: string, key: string) =>
    trx.selectFrom('orders').select('id').where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();

  /** Cancels the order if it is still in `status`, and gives its quantity back to the part's stock, in one transaction. */
  const cancelAndRestock = (id: string, status: 'unpaid' | 'paid', { refunded }: { refunded: boolean }): Promise<number> =>
    db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const cancelled = await trx
        .updateTable('orders')
        .set({ status: 'cancelled', updated_at: now, ...(refunded ? { refunded_at: now } : {}) })
        .where('id', '=', id)
        .where('status', '=', status)
        .returning(['product_id', 'quantity'])
        .executeTakeFirst();
      if (!cancelled) return 0;
      await trx
        .updateTable('products')
        .set((eb) => ({ quantity: eb('quantity', '+', cancelled.quantity) }))
        .where('id', '=', cancelled.product_id)
        .execute();
      return 1;
    });

  return {
    /**
     * Takes the quantity off the part's stock and records the order, in one transaction. The stock update is one
     * conditional statement, so concurrent orders can never take more than there is. A request repeated with the same
     * Idempotency-Key answers 'repeated' with the first one's order.
     */
    async place(order: NewOrder): Promise<PlaceResult> {
      try {
        return await db.transaction().execute(async (trx) => {
          if (order.idempotencyKey) {
            const repeat = await findRepeat(trx, order.userId, order.idempotencyKey);
            if (repeat) return { outcome: 'repeated', orderId: String(repeat.id) };
          }
          const product = await trx
            .updateTable('products')
            .set((eb) => ({ quantity: eb('quantity', '-', order.quantity) }))
            .where('id', '=', order.productId)
            .where('deleted_at', 'is', null)
            .where('minimum', '<=', order.quantity)
            .where('quantity', '>=', order.quantity)
            // In 64 bits: price x quantity can pass 2^31, where PostgreSQL's integer arithmetic would fail the statement.
            .where((eb) => eb(eb(eb.cast('price_cents', 'bigint'), '*', order.quantity), '<=', MAX_ORDER_TOTAL_CENTS))
            .returning(['name', 'price_cents'])
            .executeTakeFirst();
          if (!product) {
            const current = await trx
              .selectFrom('products')
              .select(['name', 'quantity', 'minimum', 'price_cents', 'deleted_at'])
              .where('id', '=', order.productId)
              .executeTakeFirst();
            return {
              outcome: 'refused',
              product: current && {
                name: current.name,
                quantity: current.quantity,
                minimum: current.minimum,
                priceCents: current.price_cents,
                deleted: current.deleted_at !== null,
              },
            };
          }
          const inserted = await trx
            .insertInto('orders')
            .values({
              user_id: order.userId,
              email: order.email,
              product_id: order.productId,
              product_name: product.name,
              quantity: order.quantity,
              unit_price_cents: product.price_cents,
              price_cents: product.price_cents * order.quantity,
              phone: order.phone,
              address: order.address,
              transaction_id: null,
              payment_intent_id: null,
              idempotency_key: order.idempotencyKey,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return { outcome: 'placed', orderId: String(inserted.id) };
        });
      } catch (error) {
        // Two requests with the same Idempotency-Key raced, and the other one won: answer its order.
        const repeat = order.idempotencyKey && isUniqueViolation(error) ? await findRepeat(db, order.userId, order.idempotencyKey) : undefined;
        if (!repeat) throw error;
        return { outcome: 'repeated', orderId: String(repeat.id) };
      }
    },

    async findById(id: string) {
      return db.selectFrom('orders').select(orderColumns).where('id', '=', id).executeTakeFirst();
    },

    /** Live orders (not cancelled), newest first: one account's, the orders placed with an email, or everyone's. */
    async listLive(filter: { userId: string } | { email: string } | 'all') {
      let query = db.selectFrom('orders').select(orderColumns).where('status', '!=', 'cancelled');
      if (filter !== 'all') query = 'userId' in filter ? query.where('user_id', '=', filter.userId) : query.where('email', '=', filter.email);
      return query.orderBy('id', 'desc').execute();
    },

    /** After a refund: cancels a paid order and gives its quantity back to stock, in one transaction. Answers 1, or 0 if it was not paid. */
    cancelRefunded: (id: string) => cancelAndRestock(id, 'paid', { refunded: true }),

    /** Cancels an unpaid order and gives its quantity back to stock, in one transaction. Answers 1, or 0 if it was not unpaid. */
    cancelUnpaid: (id: string) => cancelAndRestock(id, 'unpaid', { refunded: false }),

    /** Unpaid orders placed before the cutoff, oldest first: their hold on the parts has run out. */
    async listUnpaidPlacedBefore(cutoff: Date, limit: number) {
      return db
        .selectFrom('orders')
        .select(orderColumns)
        .where('status', '=', 'unpaid')
        .where('created_at', '<', cutoff.toISOString())
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
export type OrderRow = NonNullable<Awaited<ReturnType<OrderRepository['findById']>>>;
