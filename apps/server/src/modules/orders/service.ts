import {
  EXPIRING_SOON_HOURS,
  type Order,
  type OrderDetail,
  type OrderLimit,
  type OrderLimitTier,
  type OrderLine,
  type OrderListQuery,
  type OrderStatus,
  type orderStatusChangeSchema,
  PAID_STATUSES,
  messages,
  type orderCreateSchema,
  type orderExportQuerySchema,
} from '@partsmith/contract';
import type { z } from 'zod';
import { CartChangedError, ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, UnprocessableError } from '../../lib/errors';
import { keptAnswers } from '../../lib/kept-answers';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import type { OrderLimitsConfig } from '../../config';
import type { SessionUser } from '../../plugins/guards';
import { type ChangeHook, auditedAs } from '../audit';
import type { AuditedLimit } from './account-limits';
import { ordersCsvHeader, ordersCsvRows } from './csv';
import { type AuditedOrder, assertMayChangeStatus, mayChangeStatus } from './lifecycle';
import type { OrderPayments } from './payments';
import type { OrderScope } from './order-lists';
import type { OrderLineRow, OrderRow, OrderWithHistory } from './order-rows';
import type { AccountHoldings, NewOrder, OrderLimits } from './placing';
import type { OrderRepository } from './repository';

type OrderCreate = z.output<typeof orderCreateSchema>;
type StatusChangeInput = z.output<typeof orderStatusChangeSchema>;

/** How many expired orders one sweep cancels; the next sweep takes the rest. */
const EXPIRY_BATCH = 100;

const isoOrNull = (timestamp: Date | string | null) => (timestamp === null ? null : new Date(timestamp).toISOString());

/** How long an unpaid order holds its parts: shorter if it was placed while the account's address was unconfirmed (decision 0008). */
export interface Holds {
  unpaidHoldMs: number;
  unconfirmedHoldMs: number;
}

const holdOf = (row: Pick<OrderRow, 'placed_unconfirmed'>, holds: Holds) => (row.placed_unconfirmed ? holds.unconfirmedHoldMs : holds.unpaidHoldMs);

const toOrderLine = (line: OrderLineRow): OrderLine => ({
  productId: String(line.product_id),
  productName: line.product_name,
  partNumber: line.part_number,
  quantity: line.quantity,
  unitPrice: centsToDollars(line.unit_price_cents),
  price: centsToDollars(line.price_cents),
  net: centsToDollars(line.net_cents),
  tax: centsToDollars(line.tax_cents),
  taxRate: line.tax_rate_bp / 100,
  backordered: line.backordered,
  promisedBy: line.promised_by,
});

export function toOrder(row: OrderRow, lines: readonly OrderLineRow[], holds: Holds): Order {
  const placedAt = new Date(row.created_at);
  return {
    _id: String(row.id),
    email: row.email,
    productId: String(row.product_id),
    productName: row.product_name,
    partNumber: row.part_number,
    quantity: row.quantity,
    unitPrice: lines.length === 1 ? centsToDollars(row.unit_price_cents) : null,
    price: centsToDollars(row.price_cents),
    lines: lines.map(toOrderLine),
    net: centsToDollars(row.net_cents),
    tax: centsToDollars(row.tax_cents),
    delivery: centsToDollars(row.delivery_cents),
    deliveryTax: centsToDollars(row.delivery_tax_cents),
    pricesIncludeTax: Boolean(row.prices_include_tax),
    taxExempt: row.tax_exempt_certificate !== null,
    paymentDueAt: isoOrNull(row.payment_due_at),
    paid: isPaid(row),
    status: row.status,
    transactionId: row.transaction_id,
    phone: row.phone,
    address: row.address,
    createdAt: placedAt.toISOString(),
    // An order on terms holds its parts until it is paid or cancelled: it has a due day instead.
    payBy: row.status === 'unpaid' && row.payment_due_at === null ? new Date(placedAt.getTime() + holdOf(row, holds)).toISOString() : null,
    paidAt: isoOrNull(row.paid_at),
    shippedAt: isoOrNull(row.shipped_at),
    deliveredAt: isoOrNull(row.delivered_at),
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    testPayment: Boolean(row.test_payment),
  };
}

/**
 * Whether the shop has the order's money: a card order while paid, shipped or delivered (a cancelled one was refunded,
 * or never paid); an order on terms, which may ship before its transfer, once the transfer is recorded.
 */
const isPaid = (order: Pick<AuditedOrder, 'status' | 'paid_at' | 'payment_due_at'>) =>
  order.payment_due_at === null ? (PAID_STATUSES as readonly string[]).includes(order.status) : order.paid_at !== null;

const HOUR_MS = 60 * 60 * 1000;

/** Records an admin's change to an order in the audit log: its status and shipping, the order known by its number and customer. */
const auditOrder = auditedAs<AuditedOrder>({
  id: (order) => String(order.id),
  label: (order) => `Order ${order.id} (${order.email})`,
  fields: (order) => ({ status: order.status, paid: isPaid(order), carrier: order.carrier, trackingNumber: order.tracking_number }),
});

/** Records an admin's setting of an account's own limit on unpaid orders (in dollars; null: its tier's), the account known by its email. */
const auditOwnLimit = auditedAs<AuditedLimit>({
  id: (account) => account.id,
  label: (account) => account.email,
  fields: (account) => ({ ownLimit: account.order_unpaid_limit_cents === null ? null : centsToDollars(Number(account.order_unpaid_limit_cents)) }),
});

/**
 * The value the account's unpaid orders may hold, and which limit that is: the one an admin set for it, else its tier's
 * (unconfirmed address; confirmed, before its first payment; once it has paid an order).
 */
export function valueLimitOf(limits: OrderLimitsConfig, account: Pick<AccountHoldings, 'emailVerified' | 'ownLimitCents' | 'hasPaidOrder'>) {
  const tier: OrderLimitTier = !account.emailVerified ? 'unconfirmed' : account.hasPaidOrder ? 'paidBefore' : 'confirmed';
  const tierCents = limits.unpaidCents[tier];
  return { tier, own: account.ownLimitCents !== null, cents: account.ownLimitCents ?? tierCents, tierCents };
}

/** The first limit a new order of `newOrderCents` would break, as the error to answer, or null. */
export function orderLimits(limits: OrderLimitsConfig, now: () => number = Date.now): OrderLimits {
  return {
    recentOrdersToRead: limits.perHour,
    refusal(holdings, newOrderCents) {
      const { unpaidOrders, unpaidCents, oldestRecentOrderAt: oldestInWindow } = holdings;
      if (oldestInWindow && now() - oldestInWindow.getTime() < HOUR_MS) {
        const waitSeconds = (oldestInWindow.getTime() + HOUR_MS - now()) / 1000;
        return new TooManyRequestsError(messages.orders.placedTooOften(waitSeconds), waitSeconds);
      }
      if (unpaidOrders >= limits.unpaidOrders) return new ConflictError(messages.orders.tooManyUnpaid(limits.unpaidOrders));
      const valueLimit = valueLimitOf(limits, holdings);
      if (unpaidCents + newOrderCents <= valueLimit.cents) return null;
      return new ConflictError(
        messages.orders.unpaidValueTooHigh({
          tier: valueLimit.own ? 'own' : valueLimit.tier,
          limitDollars: centsToDollars(valueLimit.cents),
          orderDollars: centsToDollars(newOrderCents),
          heldDollars: centsToDollars(unpaidCents),
          confirmedLimitDollars: centsToDollars(limits.unpaidCents.confirmed),
        }),
      );
    },
  };
}

/** What an order page and a list of orders are read from: orders, their history, and the accounts that made it. */
export const ORDER_TABLES = ['orders', 'order_lines', 'order_events', 'users'] as const;

interface OrderServiceDependencies {
  /**
   * The embedded database's change counter for ORDER_TABLES: order pages and list pages are kept in memory while it
   * stands still (decision 0020). Null on PostgreSQL: every read asks the database.
   */
  orderTablesChanged: (() => number) | null;
  /** Order pages kept at most (about 1 kB each); list pages (up to 100 orders, about 50 kB each): a tenth as many. */
  orderPagesKept: number;
  /** How long an unpaid order holds its parts before it is cancelled. */
  holds: Holds;
  limits: OrderLimitsConfig;
  onStockChanged: () => void;
  /** Told of each order placed (not of an Idempotency-Key's repeat): the metrics count them. */
  onPlaced: () => void;
  /** Told whether each lookup of a kept page found it (the metrics' cache hits). */
  keptLookup: (hit: boolean) => void;
  /** Stops an unpaid order's payment before it is cancelled; refunds a paid one's, and only then is it cancelled. */
  payments: OrderPayments;
}

export function createOrderService(repository: OrderRepository, dependencies: OrderServiceDependencies) {
  const { orderTablesChanged, orderPagesKept, holds, onStockChanged, onPlaced, keptLookup, payments } = dependencies;
  const limits = orderLimits(dependencies.limits);
  /** The orders of `rows`, each with its lines. */
  async function presentAll(rows: readonly OrderRow[]): Promise<Order[]> {
    const lines = await repository.linesOf(rows.map((row) => String(row.id)));
    return rows.map((row) => toOrder(row, lines.get(String(row.id)) ?? [], holds));
  }

  async function findOrFail(id: string) {
    const order = await repository.findById(id);
    if (!order) throw new NotFoundError(messages.orders.notFound);
    return order;
  }

  // Orders belong to the account that placed them (its id): an email can be deleted and registered again.
  const isOwner = (caller: SessionUser, order: Pick<OrderRow, 'user_id'>) => order.user_id === caller.id;

  /** Whether the caller may see the order: its own, or, where `adminMay`, anyone's to an admin. */
  const mayRead = (caller: SessionUser, order: Pick<OrderRow, 'user_id'>, { adminMay }: { adminMay: boolean }) =>
    isOwner(caller, order) || (adminMay && caller.role === 'admin');

  /** The caller's order. Another account's order is answered as a missing one: a 403 would tell that it exists. */
  async function findVisibleOrFail(caller: SessionUser, id: string, access: { adminMay: boolean }) {
    const order = await repository.findById(id);
    if (!order || !mayRead(caller, order, access)) throw new NotFoundError(messages.orders.notFound);
    return order;
  }

  /** Order pages as an admin or as the customer sees them (only an admin sees who made each change), by order id. */
  const keptDetails = keptAnswers<{ userId: string | null; detail: OrderDetail }>(orderTablesChanged, orderPagesKept, keptLookup);

  /** The caller's order with its history, or anyone's where `adminMay` and the caller is an admin (answered like findVisibleOrFail). */
  async function detail(caller: SessionUser, id: string, access = { adminMay: true }): Promise<OrderDetail> {
    const asAdmin = caller.role === 'admin';
    const kept = await keptDetails.get(`${asAdmin ? 'admin' : 'customer'}:${id}`, async () => {
      const found = await repository.findWithHistory(id);
      return found && { userId: found.order.user_id, detail: presentDetail(found, asAdmin) };
    });
    if (!kept || !mayRead(caller, { user_id: kept.userId }, access)) throw new NotFoundError(messages.orders.notFound);
    return kept.detail;
  }

  function presentDetail({ order, lines, history }: OrderWithHistory, asAdmin: boolean): OrderDetail {
    return {
      ...toOrder(order, lines, holds),
      history: history.map((event) => ({
        status: event.status,
        at: new Date(event.at).toISOString(),
        by: event.actor,
        actorEmail: asAdmin ? event.actorEmail : null,
        ...(event.refunded && { refunded: true as const }),
      })),
    };
  }

  /** List pages by their scope and query. */
  const keptPages = keptAnswers<{ orders: Order[]; total: number }>(orderTablesChanged, Math.ceil(orderPagesKept / 10), keptLookup);

  function listPage(scope: OrderScope, query: OrderListQuery) {
    const load = async () => {
      const { rows, total } = await repository.list({ ...query, scope }, query);
      return { orders: await presentAll(rows), total };
    };
    // Orders become overdue as the clock passes their due day, with no write to tell the kept pages: never kept.
    return query.overdue ? load() : keptPages.get(JSON.stringify([scope, query]), load);
  }

  /** What the account may hold in unpaid orders and holds now: the caller's own, or any account's to an admin. */
  async function limitOf(caller: SessionUser, email: string): Promise<OrderLimit> {
    if (caller.email !== email && caller.role !== 'admin') throw new ForbiddenError(messages.auth.ownAccountOnly);
    const facts = await repository.limitFactsOf(email);
    if (!facts) throw new NotFoundError(messages.auth.userNotFound);
    const valueLimit = valueLimitOf(dependencies.limits, facts);
    return {
      email,
      tier: valueLimit.tier,
      unpaidValueLimit: centsToDollars(valueLimit.cents),
      tierLimit: centsToDollars(valueLimit.tierCents),
      ownLimit: facts.ownLimitCents === null ? null : centsToDollars(facts.ownLimitCents),
      unpaidValue: centsToDollars(facts.unpaidCents),
      holdHours: holdOf({ placed_unconfirmed: !facts.emailVerified }, holds) / HOUR_MS,
    };
  }

  async function placeOrder(
    caller: SessionUser,
    order: Pick<NewOrder, 'lines' | 'phone' | 'address' | 'quote' | 'onTerms' | 'alsoInTransaction'>,
    idempotencyKey: string | null,
  ): Promise<{ orderId: string; repeated: boolean }> {
    if (new Set(order.lines.map((line) => line.productId)).size !== order.lines.length) throw new UnprocessableError(messages.orders.samePartTwice);
    const result = await repository.place({ userId: caller.id, email: caller.email, idempotencyKey, ...order }, limits);
    switch (result.outcome) {
      case 'placed':
        onStockChanged();
        onPlaced();
        return { orderId: result.orderId, repeated: false };
      case 'repeated':
        return { orderId: result.orderId, repeated: true };
      case 'key-reused':
        throw new UnprocessableError(messages.orders.idempotencyKeyReused);
      case 'too-large':
        throw new UnprocessableError(messages.orders.totalTooLarge);
      case 'no-terms':
        throw new ForbiddenError(messages.orders.noPaymentTerms);
      case 'over-credit-limit':
        throw new ConflictError(messages.orders.overCreditLimit(centsToDollars(result.limitCents), centsToDollars(result.owedCents)));
      case 'price-changed':
        throw new CartChangedError(messages.orders.priceChanged(result.productName));
      case 'refused': {
        const { product, line } = result;
        if (!product || product.deleted) throw new NotFoundError(messages.orders.productUnavailable);
        if (line.quantity < product.minimum) throw new UnprocessableError(messages.orders.belowMinimum(product.minimum, product.name));
        throw new ConflictError(messages.orders.aboveStock(product.quantity, product.name));
      }
    }
  }

  /** Who cancels: the order's customer, an admin, or the shop (the end of the hold). */
  type Canceller = { actor: 'customer' | 'admin'; actorId: string } | { actor: 'shop'; actorId: null };

  /** Cancels an unpaid order; `onChange` (an admin's cancel) records it in the audit log in the cancel's transaction. */
  async function cancel(order: OrderRow, by: Canceller, onChange?: ChangeHook<AuditedOrder>): Promise<number> {
    assertMayChangeStatus(order.status, 'cancelled', by.actor);
    // An order whose payment was started could be paid at any moment: stop the payment first.
    if ((await payments.stopPayment(String(order.id))) === 'succeeded') throw new ConflictError(messages.orders.justPaid);
    const cancelled = await repository.cancelUnpaid(String(order.id), by, onChange);
    // Paid, or (on terms) shipped in the meantime: the conditional update left it alone; say which.
    if (cancelled === 0) {
      assertMayChangeStatus((await findOrFail(String(order.id))).status, 'cancelled', by.actor);
      throw new ConflictError(messages.orders.paidCannotBeCancelled);
    }
    onStockChanged();
    return cancelled;
  }

  return {
    /**
     * Places an order of one part for the signed-in customer (POST /api/orders). Email, name and price come from the
     * session and the database; or, for an answered quote the customer accepts, the price per piece is the quote's (the
     * quote's order, if it already has one, is answered as repeated). Stock, minimum and the account's limits apply
     * either way.
     */
    place: (
      caller: SessionUser,
      input: Pick<OrderCreate, 'productId' | 'quantity' | 'phone' | 'address'>,
      idempotencyKey: string | null,
      quote?: NewOrder['quote'],
    ) =>
      placeOrder(
        caller,
        { lines: [{ productId: input.productId, quantity: input.quantity }], phone: input.phone, address: input.address, quote },
        idempotencyKey,
      ),

    /**
     * Places one order of several lines (a checkout): every line is booked at its price break, or none is. A line whose
     * price differs from the one the customer saw refuses the order (CART_CHANGED). `alsoInTransaction` runs in the
     * order's transaction (the checkout empties the cart there).
     */
    placeLines: (
      caller: SessionUser,
      order: Pick<NewOrder, 'lines' | 'phone' | 'address' | 'onTerms'>,
      idempotencyKey: string | null,
      alsoInTransaction?: NewOrder['alsoInTransaction'],
    ) => placeOrder(caller, { ...order, alsoInTransaction }, idempotencyKey),

    /** The caller's order placed with this Idempotency-Key, if any: a checkout repeated after it emptied the cart. */
    placedWith: (caller: SessionUser, idempotencyKey: string) => repository.placedWith(caller.id, idempotencyKey),

    /** The lines of the caller's own order (Order again): another account's order, an admin's too, is not found. */
    async linesOf(caller: SessionUser, id: string): Promise<OrderLine[]> {
      return (await detail(caller, id, { adminMay: false })).lines;
    },

    /** A page of your own orders; an admin may ask for the orders placed with any email. */
    async listFor(caller: SessionUser, query: OrderListQuery) {
      const { email } = query;
      if (email === undefined || email === caller.email) return listPage({ userId: caller.id }, query);
      if (caller.role !== 'admin') throw new ForbiddenError(messages.orders.notYours);
      return listPage({ email }, query);
    },

    /** A page of every customer's orders (Manage Orders). */
    listAll: (query: OrderListQuery) => listPage('all', query),

    /** The orders the filter matches as CSV lines, header first, read from the database in batches. */
    async *exportCsv(query: z.output<typeof orderExportQuerySchema>): AsyncGenerator<string> {
      yield ordersCsvHeader();
      for await (const rows of repository.listAll({ ...query, scope: 'all' })) yield (await presentAll(rows)).map(ordersCsvRows).join('');
    },

    async get(caller: SessionUser, id: string): Promise<OrderDetail> {
      return detail(caller, id);
    },

    /**
     * An admin ships a paid order, or an unpaid one on terms (with its carrier and tracking number, if given), or marks a
     * shipped one delivered.
     */
    async changeStatus(admin: SessionUser, id: string, change: StatusChangeInput): Promise<OrderDetail> {
      const order = await findOrFail(id);
      assertMayChangeStatus(order.status, change.status, 'admin');
      if (order.status === 'unpaid' && order.payment_due_at === null) throw new ConflictError(messages.orders.cannotShip);
      const shipping = change.status === 'shipped' ? { carrier: change.carrier ?? null, tracking_number: change.trackingNumber ?? null } : {};
      const changeFrom = (from: OrderStatus) =>
        repository.changeStatus(
          { orderId: id, from, to: change.status, by: 'admin', actorId: admin.id, set: shipping },
          auditOrder(admin, 'order.status-changed'),
        );
      let changed = await changeFrom(order.status);
      if (changed === 0) {
        // An order on terms whose transfer was recorded meanwhile (unpaid -> paid) still ships.
        const now = await findOrFail(id);
        if (now.status !== order.status && mayChangeStatus(now.status, change.status, 'admin')) changed = await changeFrom(now.status);
      }
      if (changed === 0) {
        // Someone else moved it first: say why this change no longer applies.
        assertMayChangeStatus((await findOrFail(id)).status, change.status, 'admin');
        if ((await repository.findWithHistory(id))?.lines.some((line) => line.backordered > 0)) throw new ConflictError(messages.orders.stillOnBackorder);
        // Still paid: another admin is refunding it, and it is about to be cancelled.
        throw new ConflictError(messages.orders.cannotShip);
      }
      return detail(admin, id);
    },

    /**
     * An admin records the bank transfer that paid an order on terms: the amount must be the order's total; the bank's
     * reference becomes its transaction id. An unpaid order becomes paid; one shipped before its transfer keeps its
     * status and is marked paid. Recorded in the audit log.
     */
    async recordTransfer(admin: SessionUser, id: string, transfer: { amount: number; reference: string }): Promise<OrderDetail> {
      const order = await findOrFail(id);
      if (order.payment_due_at === null) throw new ConflictError(messages.orders.notOnTerms);
      if (order.paid_at !== null || order.status === 'paid' || order.status === 'cancelled') throw new ConflictError(messages.payments.orderNotPayable);
      if (dollarsToCents(transfer.amount) !== order.price_cents)
        throw new UnprocessableError(messages.orders.transferAmountDiffers(centsToDollars(order.price_cents)));
      const payment = { orderId: id, by: 'admin', actorId: admin.id, set: { transaction_id: transfer.reference, test_payment: 0 } } as const;
      const audit = auditOrder(admin, 'order.payment-recorded');
      let changed = order.status === 'unpaid' ? await repository.changeStatus({ ...payment, from: 'unpaid', to: 'paid' }, audit) : 0;
      // Shipped before its transfer, or just now while this was recorded.
      if (changed === 0) changed = await repository.recordPaymentAfterShipping(payment, audit);
      // Cancelled or paid meanwhile.
      if (changed === 0) throw new ConflictError(messages.payments.orderNotPayable);
      return detail(admin, id);
    },

    /** The figures of the admin overview that come from orders. */
    figures: (now: Date = new Date()) => repository.figures({ now, holds, expiringWithinMs: EXPIRING_SOON_HOURS * 60 * 60 * 1000 }),

    limitOf,

    /** An admin sets the value the account's unpaid orders may hold, in dollars (null: its tier's applies again). */
    async setOwnLimit(admin: SessionUser, email: string, ownLimit: number | null): Promise<OrderLimit> {
      const cents = ownLimit === null ? null : ownLimit * 100;
      if ((await repository.setOwnLimit(email, cents, auditOwnLimit(admin, 'user.order-limit-set'))) === 0) throw new NotFoundError(messages.auth.userNotFound);
      return limitOf(admin, email);
    },

    async cancelOwn(caller: SessionUser, id: string): Promise<number> {
      return cancel(await findVisibleOrFail(caller, id, { adminMay: false }), { actor: 'customer', actorId: caller.id });
    },

    /** Manage Orders: an unpaid order is cancelled; a paid one is refunded through the provider, then cancelled. */
    async cancelAny(admin: SessionUser, id: string): Promise<number> {
      const order = await findOrFail(id);
      const by = { actor: 'admin', actorId: admin.id } as const;
      const audit = auditOrder(admin, 'order.cancelled');
      if (order.status !== 'paid') return cancel(order, by, audit);
      // Marked before the refund, so that nobody ships it while the provider pays the money back; shipped meanwhile,
      // it is not refunded.
      if ((await repository.requestRefund(String(order.id))) === 0) assertMayChangeStatus((await findOrFail(id)).status, 'cancelled', 'admin');
      let refund: Awaited<ReturnType<OrderPayments['refund']>>;
      try {
        refund = await payments.refund(String(order.id));
      } catch (error) {
        await repository.abandonRefund(String(order.id));
        throw error;
      }
      if (refund === 'none') {
        // Paid without a payment on record (nothing to give back through the provider): not cancelled here.
        await repository.abandonRefund(String(order.id));
        throw new ConflictError(messages.orders.paidCannotBeCancelled);
      }
      const cancelled = await repository.cancelRefunded(String(order.id), by, audit);
      if (cancelled === 1) onStockChanged();
      return cancelled;
    },

    /**
     * Cancels the unpaid orders whose hold has run out, as a customer's cancel would (the payment is stopped first,
     * the parts go back to stock). Safe to run on several instances at once: each cancel is a conditional update.
     * Answers how many were cancelled.
     */
    async expireUnpaid(now: Date = new Date()): Promise<number> {
      const expired = await repository.listUnpaidPastHold(
        { placedBefore: new Date(now.getTime() - holds.unpaidHoldMs), placedUnconfirmedBefore: new Date(now.getTime() - holds.unconfirmedHoldMs) },
        EXPIRY_BATCH,
      );
      let cancelled = 0;
      for (const order of expired) {
        try {
          cancelled += await cancel(order, { actor: 'shop', actorId: null });
        } catch (error) {
          // Paid at the last moment, or cancelled by someone else meanwhile: nothing to expire.
          if (!(error instanceof ConflictError)) throw error;
        }
      }
      return cancelled;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
