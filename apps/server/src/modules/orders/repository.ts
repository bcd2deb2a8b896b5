import { ORDER_STATUSES, type OrderListQuery, type OrderStatus, PAID_STATUSES, unitPriceCentsFor } from '@partsmith/contract';
import { type ExpressionBuilder, type Kysely, type SqlBool, type Transaction, sql } from 'kysely';
import { ORDER_COUNT_SHARDS } from '../../db/migrations/0007-order-counts';
import type { Dialect } from '../../db/database';
import { preparedQuery, preparedStatement } from '../../db/prepared-query';
import type { Database, OrderActor } from '../../db/schema';
import { createGroupCommit } from '../../lib/group-commit';
import { containsIgnoringCase, isUniqueViolation, toCount } from '../../lib/sql';
import type { OrderMailer } from '../mail';
import { type StatusChange, changeOrderStatus, recordOrderEvent } from './lifecycle';

export interface NewOrder {
  userId: string;
  email: string;
  productId: string;
  quantity: number;
  phone: string;
  address: string;
  idempotencyKey: string | null;
  /**
   * The answered quote the order accepts: its agreed price per piece replaces the part's, and the quote is marked
   * accepted with the order in the same transaction (one order per quote).
   */
  quote?: { id: string; unitPriceCents: number };
}

/** What one account is and holds when it places an order, for the limits on what an account may hold (decision 0015). */
export interface AccountHoldings {
  emailVerified: boolean;
  /** The value of unpaid orders an admin set for the account; null: its tier's. */
  ownLimitCents: number | null;
  unpaidOrders: number;
  unpaidCents: number;
  hasPaidOrder: boolean;
  /** When the account placed the oldest of its `recentOrdersToRead` most recent orders; null if it placed fewer. */
  oldestRecentOrderAt: Date | null;
}

/** Reads what the account holds, and answers why the new order may not be placed, or null when it may. */
export interface OrderLimits {
  recentOrdersToRead: number;
  refusal(holdings: AccountHoldings, newOrderCents: number): Error | null;
}

export type PlaceResult =
  | { outcome: 'placed'; orderId: string }
  | { outcome: 'repeated'; orderId: string }
  | { outcome: 'key-reused' }
  | { outcome: 'too-large' }
  | { outcome: 'refused'; product: { name: string; quantity: number; minimum: number; deleted: boolean } | undefined };

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
  'paid_at',
  'shipped_at',
  'delivered_at',
  'carrier',
  'tracking_number',
  'test_payment',
  'placed_unconfirmed',
] as const;

/** Whose orders a list shows: one account's, those placed with an email, or everyone's. */
export type OrderScope = { userId: string } | { email: string } | 'all';

export type OrderFilter = Pick<OrderListQuery, 'status' | 'q' | 'sort'> & { scope: OrderScope };

/** The rows of order_counts that hold the whole shop's counts. */
const SHOP_SCOPES = Array.from({ length: ORDER_COUNT_SHARDS }, (_, shard) => `*${shard}`);

/** An order number as a person types it: "1234" or "#1234". */
const ORDER_NUMBER = /^#?([1-9]\d{0,14})$/;

function matching({ scope, status, q }: OrderFilter) {
  return (eb: ExpressionBuilder<Database, 'orders'>) => {
    const conditions = [];
    if (scope !== 'all') conditions.push('userId' in scope ? eb('user_id', '=', scope.userId) : eb('email', '=', scope.email));
    // Said the short way, which the indexes serve best: nothing for every status (the list reads the newest orders
    // straight off the key), `not in` for all but a few (`live` is status <> 'cancelled'), else `in`.
    const excluded = ORDER_STATUSES.filter((candidate) => !status.includes(candidate));
    if (excluded.length > 0) conditions.push(excluded.length < status.length ? eb('status', 'not in', excluded) : eb('status', 'in', [...status]));
    if (q) {
      const number = ORDER_NUMBER.exec(q)?.[1];
      const text = [containsIgnoringCase('email', q), containsIgnoringCase('product_name', q)];
      conditions.push(eb.or(number ? [eb('id', '=', number), ...text] : text));
    }
    return eb.and(conditions);
  };
}

/** When an unpaid order's hold ends: placed before `placedBefore`, or before `placedUnconfirmedBefore` if placed unconfirmed. */
export interface HoldCutoffs {
  placedBefore: Date;
  placedUnconfirmedBefore: Date;
}

function placedBeforeHoldCutoff({ placedBefore, placedUnconfirmedBefore }: HoldCutoffs) {
  return (eb: ExpressionBuilder<Database, 'orders'>) =>
    eb.or([
      eb('created_at', '<', placedBefore.toISOString()),
      eb.and([sql<SqlBool>`placed_unconfirmed = true`, eb('created_at', '<', placedUnconfirmedBefore.toISOString())]),
    ]);
}

/** Thrown inside the placing transaction so that the stock it took goes back, then answered as the 'too-large' outcome. */
class TotalTooLarge extends Error {}

/** Thrown inside the placing transaction so that it rolls back: the quote was accepted meanwhile, with another order. */
class QuoteTaken extends Error {}

type RefusedPart = Extract<PlaceResult, { outcome: 'refused' }>['product'];

/** What a refused order is answered with about its part (missing, deleted, below its minimum or above its stock). */
const refusedPart = (part: { name: string; quantity: number; minimum: number; deleted_at: unknown } | undefined): RefusedPart =>
  part && { name: part.name, quantity: part.quantity, minimum: part.minimum, deleted: part.deleted_at !== null };

/** Thrown inside the placing transaction so that the order it recorded rolls back: the stock was taken meanwhile. */
class StockTaken extends Error {
  constructor(readonly product: RefusedPart) {
    super('the stock was taken meanwhile');
  }
}

/** The order an accepted quote placed, if it has one. */
async function quoteOrder(executor: Kysely<Database>, quoteId: string) {
  const quote = await executor.selectFrom('quotes').select('order_id').where('id', '=', quoteId).executeTakeFirst();
  return quote?.order_id ? String(quote.order_id) : undefined;
}

/** Thrown inside the placing transaction so that it rolls back, then thrown on as the limit's own error. */
class LimitReached extends Error {
  constructor(readonly refusal: Error) {
    super(refusal.message);
  }
}

/** `mail` writes the customer's email about each placed order and change of status, in the change's transaction. */
export function createOrderRepository(db: Kysely<Database>, dialect: Dialect, mail: OrderMailer) {
  const inSharedCommit = createGroupCommit(db, dialect);

  /** In one statement: on PostgreSQL each statement of an order is a round trip, and their socket writes were a quarter of the app's time. */
  const holdingsOf = preparedStatement((userId: string, recentOrderOffset: number) => {
    const ofAccount = (eb: ExpressionBuilder<Database, never>) => eb.selectFrom('orders').where('user_id', '=', userId);
    return db.selectNoFrom((eb) => [
      ofAccount(eb)
        .select((count) => count.fn.countAll<string | number>().as('n'))
        .where('status', '=', 'unpaid')
        .as('unpaidOrders'),
      ofAccount(eb)
        .select((sum) => sum.fn.sum<string | number | null>('price_cents').as('cents'))
        .where('status', '=', 'unpaid')
        .as('unpaidCents'),
      eb
        .exists(
          ofAccount(eb)
            .select('id')
            .where('status', 'in', [...PAID_STATUSES]),
        )
        .as('hasPaidOrder'),
      ofAccount(eb).select('created_at').orderBy('id', 'desc').limit(1).offset(recentOrderOffset).as('oldestRecentOrderAt'),
    ]);
  });

  async function holdings(
    trx: Transaction<Database>,
    account: Pick<AccountHoldings, 'emailVerified' | 'ownLimitCents'>,
    userId: string,
    recentOrdersToRead: number,
  ): Promise<AccountHoldings> {
    const [row] = (await holdingsOf(trx, userId, recentOrdersToRead - 1)).rows;
    if (!row) throw new Error('a select without FROM answered no row');
    return {
      ...account,
      unpaidOrders: toCount(row.unpaidOrders ?? 0),
      unpaidCents: toCount(row.unpaidCents ?? 0),
      hasPaidOrder: Boolean(row.hasPaidOrder),
      oldestRecentOrderAt: row.oldestRecentOrderAt === null ? null : new Date(row.oldestRecentOrderAt),
    };
  }

  /**
   * The account's order placed with the Idempotency-Key: answered as 'repeated' if the request asks for the same order,
   * as 'key-reused' if it asks for another (part, quantity, phone or address), or undefined if there is none.
   */
  async function findRepeat(trx: Kysely<Database>, order: NewOrder & { idempotencyKey: string }): Promise<PlaceResult | undefined> {
    const first = await trx
      .selectFrom('orders')
      .select(['id', 'product_id', 'quantity', 'phone', 'address'])
      .where('user_id', '=', order.userId)
      .where('idempotency_key', '=', order.idempotencyKey)
      .executeTakeFirst();
    if (!first) return undefined;
    const same =
      String(first.product_id) === order.productId && first.quantity === order.quantity && first.phone === order.phone && first.address === order.address;
    return same ? { outcome: 'repeated', orderId: String(first.id) } : { outcome: 'key-reused' };
  }

  /** Cancels the order if it is still in `from`, and gives its quantity back to the part's stock, in one transaction. */
  const cancelAndRestock = (change: Omit<StatusChange, 'to'>): Promise<number> =>
    db.transaction().execute(async (trx) => {
      const cancelled = await changeOrderStatus(trx, { ...change, to: 'cancelled' }, mail);
      if (!cancelled) return 0;
      await trx
        .updateTable('products')
        .set((eb) => ({ quantity: eb('quantity', '+', cancelled.quantity) }))
        .where('id', '=', cancelled.product_id)
        .execute();
      return 1;
    });

  /**
   * How many orders the filter matches: for an account's or the shop's orders by status, read from the counts the
   * triggers keep (migration 0007), a few rows whatever the number of orders; a search or an email counts the rows.
   */
  async function countMatching(filter: OrderFilter): Promise<number> {
    const { scope, status, q } = filter;
    if (q || (scope !== 'all' && 'email' in scope)) {
      const counted = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .where(matching(filter))
        .executeTakeFirstOrThrow();
      return toCount(counted.total);
    }
    const counted = await keptCounts(scope === 'all' ? SHOP_SCOPES : [scope.userId], status).executeTakeFirstOrThrow();
    return toCount(counted.total ?? 0);
  }

  /** The sum of the counts the triggers keep for the scopes and statuses (every status: no condition to check). */
  const keptCounts = (scopes: string[], status: readonly OrderStatus[]) => {
    const counts = db
      .selectFrom('order_counts')
      .select((eb) => eb.fn.sum<string | number | null>('orders').as('total'))
      .where('scope', 'in', scopes);
    return ORDER_STATUSES.every((candidate) => status.includes(candidate)) ? counts : counts.where('status', 'in', [...status]);
  };

  const pageQuery = (filter: OrderFilter, page: { limit: number; offset: number }) =>
    db
      .selectFrom('orders')
      .select(orderColumns)
      .where(matching(filter))
      .orderBy('id', filter.sort === 'oldest' ? 'asc' : 'desc')
      .limit(page.limit)
      .offset(page.offset);

  /**
   * A customer's own list without a search, opened on every visit to My Orders: its page and count are built once per
   * set of statuses and order (decision 0020), 2 x 2^5 pairs at most.
   */
  const ownListQueries = (statuses: OrderStatus[], sort: OrderFilter['sort']) => ({
    page: preparedQuery(db, (userId: string, limit: number, offset: number) =>
      pageQuery({ scope: { userId }, status: statuses, sort, q: undefined }, { limit, offset }),
    ),
    count: preparedQuery(db, (userId: string) => keptCounts([userId], statuses)),
  });
  const ownListQueriesBuilt = new Map<string, ReturnType<typeof ownListQueries>>();
  function ownListQueriesFor(status: readonly OrderStatus[], sort: OrderFilter['sort']) {
    const statuses = ORDER_STATUSES.filter((candidate) => status.includes(candidate));
    const key = `${statuses.join(',')} ${sort}`;
    let queries = ownListQueriesBuilt.get(key);
    if (!queries) {
      queries = ownListQueries(statuses, sort);
      ownListQueriesBuilt.set(key, queries);
    }
    return queries;
  }

  type Page = { limit: number; offset: number };

  /** A customer's own orders without a search: the queries built once for its statuses and order. */
  function ownListOf(userId: string, filter: OrderFilter) {
    const queries = ownListQueriesFor(filter.status, filter.sort);
    return {
      page: (page: Page) => queries.page(userId, page.limit, page.offset),
      count: async () => toCount((await queries.count(userId))[0]?.total ?? 0),
    };
  }

  /** Any other list (the shop's, an email's, a search): built for the request. */
  const anyListOf = (filter: OrderFilter) => ({ page: (page: Page) => pageQuery(filter, page).execute(), count: () => countMatching(filter) });

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

  // The statements of placing an order, built once (decision 0020): building them cost Kysely more than SQLite takes to
  // run them, on the path of every order.
  /**
   * In one statement, the account's row, then the part's. The account's is locked for update: two orders of one account
   * are checked against its limits one after the other. The part's gets a key-share lock, which orders share: an edit of
   * its price or minimum and a change of its price breaks lock it for update first, so they wait for this order, or it
   * for them. No order holds a part while it waits for an account.
   */
  const partForOrder = preparedStatement((userId: string, productId: string) =>
    db
      .selectFrom('users')
      .innerJoin('products', (join) => join.on('products.id', '=', productId))
      .select([
        'products.name',
        'products.price_cents',
        'products.quantity',
        'products.minimum',
        'products.deleted_at',
        'users.email_verified',
        'users.order_unpaid_limit_cents',
      ])
      .where('users.id', '=', userId)
      .$if(dialect === 'postgres', (query) => query.forUpdate('users').forKeyShare('products')),
  );
  const priceTiersOf = preparedStatement((productId: string) =>
    db.selectFrom('price_tiers').select(['min_quantity as minQuantity', 'price_cents as priceCents']).where('product_id', '=', productId),
  );
  const insertOrderRow = preparedStatement(
    (
      userId: string,
      email: string,
      productId: string,
      productName: string,
      quantity: number,
      unitPriceCents: number,
      priceCents: number,
      phone: string,
      address: string,
      idempotencyKey: string | null,
      // 0/1: better-sqlite3 binds no booleans, and PostgreSQL reads '1' as true.
      placedUnconfirmed: 0 | 1,
    ) =>
      db
        .insertInto('orders')
        .values({
          user_id: userId,
          email,
          product_id: productId,
          product_name: productName,
          quantity,
          unit_price_cents: unitPriceCents,
          price_cents: priceCents,
          phone,
          address,
          transaction_id: null,
          idempotency_key: idempotencyKey,
          placed_unconfirmed: placedUnconfirmed,
        })
        .returning(['id', 'created_at']),
  );
  const insertOrder = (
    trx: Transaction<Database>,
    order: NewOrder,
    {
      productName,
      unitPriceCents,
      totalCents,
      placedUnconfirmed,
    }: { productName: string; unitPriceCents: number; totalCents: number; placedUnconfirmed: boolean },
  ) =>
    insertOrderRow(
      trx,
      order.userId,
      order.email,
      order.productId,
      productName,
      order.quantity,
      unitPriceCents,
      totalCents,
      order.phone,
      order.address,
      order.idempotencyKey,
      placedUnconfirmed ? 1 : 0,
    );
  /** Takes the quantity off the part's stock if the part is still sold, its minimum still met and its stock still enough. */
  const takeStock = preparedStatement((productId: string, quantity: number) =>
    db
      .updateTable('products')
      .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
      .where('id', '=', productId)
      .where('deleted_at', 'is', null)
      .where('minimum', '<=', quantity)
      .where('quantity', '>=', quantity),
  );

  return {
    /**
     * Records the order and takes its quantity off the part's stock, in one transaction. The stock update is one
     * conditional statement, so concurrent orders can never take more than there is; it comes last, just before the
     * commit, because from there to the commit the part's row is locked against every other order of it. A request
     * repeated with the same Idempotency-Key answers 'repeated' with the first one's order. An order over the account's
     * limits throws their error, and nothing changes.
     */
    async place(order: NewOrder, limits: OrderLimits): Promise<PlaceResult> {
      try {
        return await inSharedCommit(async (trx) => {
          const [part] = (await partForOrder(trx, order.userId, order.productId)).rows;
          if (order.idempotencyKey) {
            const repeat = await findRepeat(trx, { ...order, idempotencyKey: order.idempotencyKey });
            if (repeat) return repeat;
          }
          if (order.quote) {
            const accepted = await quoteOrder(trx, order.quote.id);
            if (accepted) return { outcome: 'repeated', orderId: accepted };
          }
          if (!part || part.deleted_at !== null || part.minimum > order.quantity || part.quantity < order.quantity) {
            return { outcome: 'refused', product: refusedPart(part) };
          }
          // A quote's agreed price, or the price per piece from the part's price breaks, read in a statement of their own
          // to see a change committed while the statement above waited for the part.
          const unitPriceCents =
            order.quote?.unitPriceCents ?? unitPriceCentsFor(part.price_cents, (await priceTiersOf(trx, order.productId)).rows, order.quantity);
          const totalCents = unitPriceCents * order.quantity;
          if (totalCents > MAX_ORDER_TOTAL_CENTS) throw new TotalTooLarge();
          const account = {
            emailVerified: Boolean(part.email_verified),
            ownLimitCents: part.order_unpaid_limit_cents === null ? null : Number(part.order_unpaid_limit_cents),
          };
          const refusal = limits.refusal(await holdings(trx, account, order.userId, limits.recentOrdersToRead), totalCents);
          if (refusal) throw new LimitReached(refusal);
          const placed = { productName: part.name, unitPriceCents, totalCents, placedUnconfirmed: !account.emailVerified };
          const [inserted] = (await insertOrder(trx, order, placed)).rows;
          if (!inserted) throw new Error('the new order was not returned');
          const orderId = String(inserted.id);
          if (order.quote) {
            const accepted = await trx
              .updateTable('quotes')
              .set({ status: 'accepted', order_id: orderId, updated_at: new Date().toISOString() })
              .where('id', '=', order.quote.id)
              .where('status', '=', 'answered')
              .executeTakeFirst();
            if (Number(accepted.numUpdatedRows) === 0) throw new QuoteTaken();
          }
          await recordOrderEvent(trx, { orderId, status: 'unpaid', by: 'customer', actorId: order.userId, at: new Date(inserted.created_at).toISOString() });
          await mail(trx, { orderId, from: null, to: 'unpaid', by: 'customer' });
          const taken = await takeStock(trx, order.productId, order.quantity);
          if (Number(taken.numAffectedRows) === 0) {
            // Other orders took the stock since it was read (or the part was deleted): the order and its mail go back.
            const current = await trx
              .selectFrom('products')
              .select(['name', 'quantity', 'minimum', 'deleted_at'])
              .where('id', '=', order.productId)
              .executeTakeFirst();
            throw new StockTaken(refusedPart(current));
          }
          return { outcome: 'placed', orderId };
        });
      } catch (error) {
        if (error instanceof LimitReached) throw error.refusal;
        if (error instanceof TotalTooLarge) return { outcome: 'too-large' };
        if (error instanceof StockTaken) return { outcome: 'refused', product: error.product };
        // Accepted twice at once, and the other acceptance won: answer its order.
        const accepted = order.quote && (error instanceof QuoteTaken || isUniqueViolation(error)) ? await quoteOrder(db, order.quote.id) : undefined;
        if (accepted) return { outcome: 'repeated', orderId: accepted };
        // Two requests with the same Idempotency-Key raced, and the other one won: answer its order.
        const repeat = order.idempotencyKey && isUniqueViolation(error) ? await findRepeat(db, { ...order, idempotencyKey: order.idempotencyKey }) : undefined;
        if (!repeat) throw error;
        return repeat;
      }
    },

    async findById(id: string) {
      const [order] = await orderById(id);
      return order;
    },

    /**
     * A page of the orders the filter matches, and how many it matches. A page that is not full, and not past the end,
     * tells the total itself: most customers' lists fit on one page, and they are spared the count.
     */
    async list(filter: OrderFilter, page: Page) {
      const { scope } = filter;
      const queries = scope !== 'all' && 'userId' in scope && !filter.q ? ownListOf(scope.userId, filter) : anyListOf(filter);
      const rows = await queries.page(page);
      if (rows.length < page.limit && (rows.length > 0 || page.offset === 0)) return { rows, total: page.offset + rows.length };
      return { rows, total: await queries.count() };
    },

    /**
     * Every order the filter matches, in batches read by key (each batch starts after the last one's key, so a
     * large export neither holds every row in memory nor slows down with depth as OFFSET would).
     */
    async *listAll(filter: OrderFilter, batchSize = 1000) {
      const descending = filter.sort !== 'oldest';
      let after: string | number | undefined;
      for (;;) {
        let batch = db.selectFrom('orders').select(orderColumns).where(matching(filter));
        if (after !== undefined) batch = batch.where('id', descending ? '<' : '>', after);
        const rows = await batch
          .orderBy('id', descending ? 'desc' : 'asc')
          .limit(batchSize)
          .execute();
        if (rows.length > 0) yield rows;
        if (rows.length < batchSize) return;
        after = rows[rows.length - 1]!.id;
      }
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

    /** Moves an order on (paid -> shipped -> delivered). Answers 1, or 0 if it was no longer in `from`. */
    async changeStatus(change: StatusChange): Promise<number> {
      return (await changeOrderStatus(db, change, mail)) ? 1 : 0;
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
    cancelRefunded: (id: string, by: { actor: OrderActor; actorId: string | null }) =>
      cancelAndRestock({ orderId: id, from: 'paid', by: by.actor, actorId: by.actorId }),

    /** Cancels an unpaid order and gives its quantity back to stock. Answers 1, or 0 if it was not unpaid. */
    cancelUnpaid: (id: string, by: { actor: OrderActor; actorId: string | null }) =>
      cancelAndRestock({ orderId: id, from: 'unpaid', by: by.actor, actorId: by.actorId }),

    /** The figures of the admin overview, at `now`. */
    async figures({ now, holds, expiringWithinMs }: { now: Date; holds: { unpaidHoldMs: number; unconfirmedHoldMs: number }; expiringWithinMs: number }) {
      const count = (status: OrderStatus) =>
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('status', '=', status);
      const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000).toISOString();
      const [awaitingShipment, expiringSoon, revenue] = await Promise.all([
        count('paid').executeTakeFirstOrThrow(),
        // Placed before these, an unpaid order's hold ends within the window.
        count('unpaid')
          .where(
            placedBeforeHoldCutoff({
              placedBefore: new Date(now.getTime() - holds.unpaidHoldMs + expiringWithinMs),
              placedUnconfirmedBefore: new Date(now.getTime() - holds.unconfirmedHoldMs + expiringWithinMs),
            }),
          )
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('orders')
          .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.sum<string | number | null>('price_cents').as('cents')])
          .where('paid_at', '>=', since)
          .where('status', 'in', ['paid', 'shipped', 'delivered'])
          .executeTakeFirstOrThrow(),
      ]);
      return {
        awaitingShipment: toCount(awaitingShipment.n),
        expiringSoon: toCount(expiringSoon.n),
        paidOrdersLast30Days: toCount(revenue.n),
        revenueLast30DaysCents: toCount(revenue.cents ?? 0),
      };
    },

    /** Unpaid orders whose hold on the parts has run out, oldest first. */
    async listUnpaidPastHold(cutoffs: HoldCutoffs, limit: number) {
      return db
        .selectFrom('orders')
        .select(orderColumns)
        .where('status', '=', 'unpaid')
        .where(placedBeforeHoldCutoff(cutoffs))
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },

    /** What the account's limits depend on (decision 0015), or undefined if there is no account with the email. */
    async limitFactsOf(email: string) {
      const account = await db.selectFrom('users').select(['id', 'email_verified', 'order_unpaid_limit_cents']).where('email', '=', email).executeTakeFirst();
      if (!account) return undefined;
      const ofAccount = db.selectFrom('orders').where('user_id', '=', account.id);
      const [unpaid, paid] = await Promise.all([
        ofAccount
          .select((eb) => eb.fn.sum<string | number | null>('price_cents').as('cents'))
          .where('status', '=', 'unpaid')
          .executeTakeFirstOrThrow(),
        ofAccount
          .select('id')
          .where('status', 'in', [...PAID_STATUSES])
          .limit(1)
          .executeTakeFirst(),
      ]);
      return {
        emailVerified: Boolean(account.email_verified),
        ownLimitCents: account.order_unpaid_limit_cents === null ? null : Number(account.order_unpaid_limit_cents),
        hasPaidOrder: paid !== undefined,
        unpaidCents: toCount(unpaid.cents ?? 0),
      };
    },

    /** Sets the value of unpaid orders the account may hold (null: its tier's). Answers 1, or 0 if there is no such account. */
    async setOwnLimit(email: string, cents: number | null): Promise<number> {
      const result = await db.updateTable('users').set({ order_unpaid_limit_cents: cents }).where('email', '=', email).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
export type OrderRow = NonNullable<Awaited<ReturnType<OrderRepository['findById']>>>;
export type OrderWithHistory = NonNullable<Awaited<ReturnType<OrderRepository['findWithHistory']>>>;
