import { type OrderStatus, messages } from '@partsmith/contract';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database, OrderActor, OrderTable } from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import type { ChangeHook } from '../audit';
import type { OrderChange } from '../mail';

/**
 * Who may move an order from one status to the next: the one place that says so. unpaid -> paid -> shipped ->
 * delivered; an unpaid order is cancelled by its customer, an admin or the end of its hold, a paid one by an admin
 * with a refund; a shipped order is never cancelled. An order on terms may also ship unpaid (unpaid -> shipped): its
 * transfer is due by its day whatever it is (decision 0030), and is recorded apart from the status (paid_at).
 */
const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>> = {
  // An admin marks paid, or ships unpaid, only an order on terms (the orders service checks it is one).
  unpaid: { paid: ['shop', 'admin'], shipped: ['admin'], cancelled: ['customer', 'admin', 'shop'] },
  paid: { shipped: ['admin'], cancelled: ['admin'] },
  shipped: { delivered: ['admin'] },
  delivered: {},
  cancelled: {},
};

export const mayChangeStatus = (from: OrderStatus, to: OrderStatus, by: OrderActor) => TRANSITIONS[from][to]?.includes(by) ?? false;

/** Throws what the person asking should read when `by` may not move an order from `from` to `to`. */
export function assertMayChangeStatus(from: OrderStatus, to: OrderStatus, by: OrderActor): void {
  if (mayChangeStatus(from, to, by)) return;
  switch (to) {
    case 'cancelled':
      if (from === 'cancelled') throw new ConflictError(messages.orders.alreadyCancelled);
      if (from === 'paid') throw new ConflictError(messages.orders.paidCannotBeCancelled);
      throw new ConflictError(messages.orders.shippedCannotBeCancelled);
    case 'shipped':
      throw new ConflictError(messages.orders.cannotShip);
    case 'delivered':
      throw new ConflictError(messages.orders.cannotDeliver);
    default:
      throw new ConflictError(messages.payments.orderNotPayable);
  }
}

/**
 * What each change of an order brings, written in the change's own transaction (placing included): its invoice or credit
 * note, and the customer's email (app.ts composes them).
 */
export type OrderChangeListener = (trx: Kysely<Database>, change: OrderChange) => Promise<void>;

/** The column that records when an order reached a status. */
const STAMPS: Partial<Record<OrderStatus, 'paid_at' | 'shipped_at' | 'delivered_at'>> = { paid: 'paid_at', shipped: 'shipped_at', delivered: 'delivered_at' };

export interface StatusChange {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  by: OrderActor;
  /** The account that made the change; null when the shop did. */
  actorId: string | null;
  /** Other columns the change writes (the carrier, the transaction id). */
  set?: Updateable<OrderTable>;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** An order as the audit log keeps it: whose it is, its status and how it was shipped. */
export interface AuditedOrder {
  id: number | string;
  email: string;
  status: OrderStatus;
  paid_at: Date | string | null;
  payment_due_at: Date | string | null;
  carrier: string | null;
  tracking_number: string | null;
}

const auditedOrder = (db: Executor, orderId: string): Promise<AuditedOrder | undefined> =>
  db
    .selectFrom('orders')
    .select(['id', 'email', 'status', 'paid_at', 'payment_due_at', 'carrier', 'tracking_number'])
    .where('id', '=', orderId)
    .executeTakeFirst();

/**
 * Moves the order from `from` to `to` if it is still in `from`, records the change in its history and writes the
 * customer's email about it to the outbox (`orderChanged`), in one transaction (the caller's, if it is in one). Answers what
 * changed, or undefined if the order had moved on. `onChange` (an admin's change, for the audit log) is told of the
 * order before and after, in that transaction; without it, nothing more is read.
 */
export async function changeOrderStatus(db: Executor, change: StatusChange, orderChanged: OrderChangeListener, onChange?: ChangeHook<AuditedOrder>) {
  if (!mayChangeStatus(change.from, change.to, change.by)) throw new Error(`No order goes from ${change.from} to ${change.to} by ${change.by}`);
  const apply = async (trx: Executor) => {
    // Read before the conditional update: were the order to change in between, it would have left `from`, and the
    // update would change nothing (carrier and tracking number change only with the status).
    const before = onChange && (await auditedOrder(trx, change.orderId));
    const at = new Date().toISOString();
    const stamp = STAMPS[change.to];
    let update = trx
      .updateTable('orders')
      .set({ ...change.set, status: change.to, updated_at: at, ...(stamp ? { [stamp]: at } : {}) })
      .where('id', '=', change.orderId)
      .where('status', '=', change.from);
    // Unpaid, only an order on terms ships (the orders service says so first).
    if (change.to === 'shipped' && change.from === 'unpaid') update = update.where('payment_due_at', 'is not', null);
    // A paid order whose refund has begun (an admin is cancelling it) is not shipped: the money is going back. Nor is one
    // with a line still waiting for pieces (a backorder): it ships whole.
    if (change.to === 'shipped') {
      update = update
        .where('refund_requested_at', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('order_lines').select('order_lines.id').whereRef('order_lines.order_id', '=', 'orders.id').where('order_lines.backordered', '>', 0),
            ),
          ),
        );
    }
    const changed = await update.returning(['id']).executeTakeFirst();
    if (changed) await recordChange(trx, change, at, orderChanged, onChange, before);
    return changed;
  };
  return db.isTransaction ? apply(db) : db.transaction().execute(apply);
}

/**
 * Records the transfer that paid an order on terms shipped before it (shipped or delivered, and unpaid): its status
 * stays, paid_at and the other columns of `set` are written, its history says it was paid, and `orderChanged` is told of
 * a change to paid (the customer's and the shop's mail), in one transaction. Answers what changed, or undefined if the
 * order is not such an order (unpaid, paid or cancelled meanwhile). `onChange`: as changeOrderStatus's.
 */
export async function recordPaymentAfterShipping(
  db: Kysely<Database>,
  payment: Omit<StatusChange, 'to' | 'from'>,
  orderChanged: OrderChangeListener,
  onChange?: ChangeHook<AuditedOrder>,
) {
  return db.transaction().execute(async (trx) => {
    const before = onChange && (await auditedOrder(trx, payment.orderId));
    const at = new Date().toISOString();
    const changed = await trx
      .updateTable('orders')
      .set({ ...payment.set, paid_at: at, updated_at: at })
      .where('id', '=', payment.orderId)
      .where('status', 'in', ['shipped', 'delivered'])
      .where('payment_due_at', 'is not', null)
      .where('paid_at', 'is', null)
      .returning(['id', 'status'])
      .executeTakeFirst();
    if (changed) await recordChange(trx, { ...payment, from: changed.status, to: 'paid' }, at, orderChanged, onChange, before);
    return changed;
  });
}

/**
 * What every change of an order brings once its update is made, in its transaction: the entry in its history, what
 * `orderChanged` writes (its invoice or credit note, the customer's email), and `onChange`'s (the audit log's) entry,
 * told of the order as read `before` the update and as it is now.
 */
async function recordChange(
  trx: Executor,
  change: Omit<StatusChange, 'set'>,
  at: string,
  orderChanged: OrderChangeListener,
  onChange?: ChangeHook<AuditedOrder>,
  before?: AuditedOrder,
) {
  await recordOrderEvent(trx, { orderId: change.orderId, status: change.to, by: change.by, actorId: change.actorId, at });
  await orderChanged(trx, { orderId: change.orderId, from: change.from, to: change.to, by: change.by });
  if (onChange && before) await onChange(trx, { before, after: (await auditedOrder(trx, change.orderId))! });
}

/** Records a change in the order's history; `refunded`: the change gave the customer's money back. */
export async function recordOrderEvent(
  db: Executor,
  event: { orderId: string; status: OrderStatus; by: OrderActor; actorId: string | null; at: string; refunded?: boolean },
) {
  await db
    .insertInto('order_events')
    .values({ order_id: event.orderId, status: event.status, actor: event.by, actor_id: event.actorId, at: event.at, refunded: event.refunded ? 1 : 0 })
    .execute();
}
