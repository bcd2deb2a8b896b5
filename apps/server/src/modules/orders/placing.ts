import { PAID_STATUSES, type TaxCategory, type TaxRules, messages, orderTotals, unitPriceCentsFor } from '@partsmith/contract';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { awaitingTransfer } from '../../db/awaiting-transfer';
import type { Dialect } from '../../db/database';
import { preparedStatement, preparedStatementOf } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { unpaidByCard } from '../../db/unpaid-by-card';
import { createGroupCommit } from '../../lib/group-commit';
import { isUniqueViolation, toCount } from '../../lib/sql';
import { type OrderChangeListener, recordOrderEvent } from './lifecycle';

/** A part and its quantity, as the customer lists it. */
export interface NewOrderLine {
  productId: string;
  quantity: number;
  /**
   * The price per piece the customer saw (a cart line's): when the part's price at this quantity differs now, the order
   * is refused as 'price-changed' rather than placed at a price the customer did not see.
   */
  seenUnitPriceCents?: number;
}

export interface NewOrder {
  userId: string;
  email: string;
  /** At least one; each part at most once. */
  lines: readonly NewOrderLine[];
  phone: string;
  address: string;
  idempotencyKey: string | null;
  /**
   * The answered quote the order accepts (an order of one line): its agreed price per piece replaces the part's, and the
   * quote is marked accepted with the order in the same transaction (one order per quote).
   */
  quote?: { id: string; unitPriceCents: number; availableBy: string | null };
  /**
   * Paid by bank transfer on terms (the account's, an admin granted): the order is due within the account's days, and
   * what the account owes on terms may not pass its credit limit. The limits on unpaid orders do not apply to it.
   */
  onTerms?: boolean;
  /** More writes of another module that belong to the order (a checkout empties the cart): run in its transaction. */
  alsoInTransaction?: (transaction: Transaction<Database>) => Promise<void>;
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
  | { outcome: 'no-terms' }
  | { outcome: 'over-credit-limit'; limitCents: number; owedCents: number }
  | { outcome: 'price-changed'; productName: string }
  | { outcome: 'refused'; line: NewOrderLine; product: { name: string; quantity: number; minimum: number; deleted: boolean } | undefined };

/** A line as it is booked: the part's name and number when the order is placed, kept as they were, and its tax. */
interface PricedLine extends NewOrderLine {
  position: number;
  productName: string;
  partNumber: string;
  unitPriceCents: number;
  taxCategory: TaxCategory;
  taxRateBasisPoints: number;
  netCents: number;
  taxCents: number;
  /** What the buyer pays for the line: its gross. */
  priceCents: number;
  /** The line may take less than its quantity from stock, the rest promised by this day; null: all of it from stock. */
  promisedBy: string | null;
}

/** The row a new order is inserted as: the specification's summary of its lines (schema.ts, OrderTable). */
interface NewOrderRow {
  userId: string;
  email: string;
  productId: string;
  productName: string;
  partNumber: string;
  quantity: number;
  unitPriceCents: number;
  /** The order's gross, delivery included: what is paid. */
  priceCents: number;
  netCents: number;
  taxCents: number;
  deliveryCents: number;
  deliveryTaxCents: number;
  deliveryTaxRateBasisPoints: number;
  // 0/1, as placedUnconfirmed.
  pricesIncludeTax: 0 | 1;
  taxExemptCertificate: string | null;
  paymentDueAt: string | null;
  lineCount: number;
  phone: string;
  address: string;
  idempotencyKey: string | null;
  // 0/1: better-sqlite3 binds no booleans, and PostgreSQL reads '1' as true.
  placedUnconfirmed: 0 | 1;
}

/** The most a card payment can carry ($999,999.99, Stripe's limit): a larger order could never be paid. */
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;

/** Thrown inside the placing transaction so that the stock it took goes back, then answered as the 'too-large' outcome. */
class TotalTooLarge extends Error {}

/** Thrown inside the placing transaction so that the stock it took goes back, then answered as its outcome. */
class TermsRefused extends Error {
  constructor(readonly outcome: Extract<PlaceResult, { outcome: 'no-terms' | 'over-credit-limit' }>) {
    super(outcome.outcome);
  }
}

/** Thrown inside the placing transaction so that it rolls back: the quote was accepted meanwhile, with another order. */
class QuoteTaken extends Error {}

type RefusedPart = Extract<PlaceResult, { outcome: 'refused' }>['product'];

/** What a refused order is answered with about its part (missing, deleted, below its minimum or above its stock). */
const refusedPart = (part: { name: string; quantity: number; minimum: number; deleted_at: unknown } | undefined): RefusedPart =>
  part && { name: part.name, quantity: part.quantity, minimum: part.minimum, deleted: part.deleted_at !== null };

/** Thrown inside the placing transaction so that the order it recorded rolls back: the stock was taken meanwhile. */
class StockTaken extends Error {
  constructor(
    readonly line: NewOrderLine,
    readonly product: RefusedPart,
  ) {
    super('the stock was taken meanwhile');
  }
}

/**
 * The day the pieces of a line beyond stock are promised by, when it may have them: an answered quote's day, or the
 * part's lead time from today. Undefined: the line takes only what is in stock.
 */
function backorderPromise(quote: NewOrder['quote'], leadTimeDays: number | null): string | undefined {
  if (quote?.availableBy) return quote.availableBy;
  if (leadTimeDays === null) return undefined;
  return new Date(Date.now() + leadTimeDays * 24 * 3_600_000).toISOString().slice(0, 10);
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

/** The shop's tax rules as an order placed now is priced with (the shop's settings own them). */
export type TaxRulesReader = (trx: Kysely<Database>) => Promise<TaxRules>;

/** Placing an order; `orderChanged` writes what it brings (the customer's email), in its transaction; `taxRules` prices its tax. */
export function createOrderPlacing(db: Kysely<Database>, dialect: Dialect, orderChanged: OrderChangeListener, taxRules: TaxRulesReader) {
  const inSharedCommit = createGroupCommit(db, dialect);

  /** In one statement: on PostgreSQL each statement of an order is a round trip, and their socket writes were a quarter of the app's time. */
  const holdingsOf = preparedStatement((userId: string, recentOrderOffset: number) => {
    const ofAccount = (eb: ExpressionBuilder<Database, never>) => eb.selectFrom('orders').where('user_id', '=', userId);
    const unpaidOfAccount = (eb: ExpressionBuilder<Database, never>) => ofAccount(eb).where(unpaidByCard);
    return db.selectNoFrom((eb) => [
      unpaidOfAccount(eb)
        .select((count) => count.fn.countAll<string | number>().as('n'))
        .as('unpaidOrders'),
      unpaidOfAccount(eb)
        .select((sum) => sum.fn.sum<string | number | null>('price_cents').as('cents'))
        .as('unpaidCents'),
      ofAccount(eb)
        .select((sum) => sum.fn.sum<string | number | null>('price_cents').as('cents'))
        .where(awaitingTransfer)
        .as('owedOnTermsCents'),
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

  /** What the account holds, and what it owes on terms (its unpaid orders paid by transfer, not counted as unpaid). */
  async function holdings(
    trx: Transaction<Database>,
    account: Pick<AccountHoldings, 'emailVerified' | 'ownLimitCents'>,
    userId: string,
    recentOrdersToRead: number,
  ): Promise<AccountHoldings & { owedOnTermsCents: number }> {
    const [row] = (await holdingsOf(trx, userId, recentOrdersToRead - 1)).rows;
    if (!row) throw new Error('a select without FROM answered no row');
    return {
      ...account,
      owedOnTermsCents: toCount(row.owedOnTermsCents ?? 0),
      unpaidOrders: toCount(row.unpaidOrders ?? 0),
      unpaidCents: toCount(row.unpaidCents ?? 0),
      hasPaidOrder: Boolean(row.hasPaidOrder),
      oldestRecentOrderAt: row.oldestRecentOrderAt === null ? null : new Date(row.oldestRecentOrderAt),
    };
  }

  /**
   * The account's order placed with the Idempotency-Key: answered as 'repeated' if the request asks for the same order,
   * as 'key-reused' if it asks for another (parts, quantities, phone or address), or undefined if there is none.
   */
  async function findRepeat(trx: Kysely<Database>, order: NewOrder & { idempotencyKey: string }): Promise<PlaceResult | undefined> {
    const first = await trx
      .selectFrom('orders')
      .select(['id', 'phone', 'address'])
      .where('user_id', '=', order.userId)
      .where('idempotency_key', '=', order.idempotencyKey)
      .executeTakeFirst();
    if (!first) return undefined;
    const lines = await trx.selectFrom('order_lines').select(['product_id', 'quantity']).where('order_id', '=', first.id).orderBy('position').execute();
    const same =
      first.phone === order.phone &&
      first.address === order.address &&
      lines.length === order.lines.length &&
      lines.every((line, index) => String(line.product_id) === order.lines[index]!.productId && line.quantity === order.lines[index]!.quantity);
    return same ? { outcome: 'repeated', orderId: String(first.id) } : { outcome: 'key-reused' };
  }

  // The statements of placing an order, built once (decision 0020): building them cost Kysely more than SQLite takes to
  // run them, on the path of every order.
  /**
   * In one statement, the account's row, then a part of the order. The account's is locked for update: two orders of one
   * account are checked against its limits one after the other. The part's gets a key-share lock, which orders share: an
   * edit of its price or minimum and a change of its price breaks lock it for update first, so they wait for this order,
   * or it for them. No order holds a part while it waits for an account. An order reads its parts in the order of their
   * ids, and takes their stock in that order too, so orders of the same parts listed in other orders wait for each other
   * instead of deadlocking.
   */
  const partForOrder = preparedStatement((userId: string, productId: string) =>
    db
      .selectFrom('users')
      .innerJoin('products', (join) => join.on('products.id', '=', productId))
      .select([
        'products.name',
        'products.part_number',
        'products.price_cents',
        'products.quantity',
        'products.minimum',
        'products.deleted_at',
        'products.tax_category',
        'products.lead_time_days',
        'users.email_verified',
        'users.order_unpaid_limit_cents',
        'users.tax_exempt_certificate',
        'users.payment_terms_days',
        'users.credit_limit_cents',
      ])
      .where('users.id', '=', userId)
      .$if(dialect === 'postgres', (query) => query.forUpdate('users').forKeyShare('products')),
  );
  const priceTiersOf = preparedStatement((productId: string) =>
    db.selectFrom('price_tiers').select(['min_quantity as minQuantity', 'price_cents as priceCents']).where('product_id', '=', productId),
  );
  const insertOrder = preparedStatementOf((order: NewOrderRow) =>
    db
      .insertInto('orders')
      .values({
        user_id: order.userId,
        email: order.email,
        product_id: order.productId,
        product_name: order.productName,
        part_number: order.partNumber,
        quantity: order.quantity,
        unit_price_cents: order.unitPriceCents,
        price_cents: order.priceCents,
        net_cents: order.netCents,
        tax_cents: order.taxCents,
        delivery_cents: order.deliveryCents,
        delivery_tax_cents: order.deliveryTaxCents,
        delivery_tax_rate_bp: order.deliveryTaxRateBasisPoints,
        prices_include_tax: order.pricesIncludeTax,
        tax_exempt_certificate: order.taxExemptCertificate,
        payment_due_at: order.paymentDueAt,
        line_count: order.lineCount,
        phone: order.phone,
        address: order.address,
        transaction_id: null,
        idempotency_key: order.idempotencyKey,
        placed_unconfirmed: order.placedUnconfirmed,
      })
      .returning(['id', 'created_at']),
  );
  const insertLine = preparedStatementOf((line: PricedLine & { orderId: string }) =>
    db.insertInto('order_lines').values({
      order_id: line.orderId,
      position: line.position,
      product_id: line.productId,
      product_name: line.productName,
      part_number: line.partNumber,
      quantity: line.quantity,
      unit_price_cents: line.unitPriceCents,
      price_cents: line.priceCents,
      tax_category: line.taxCategory,
      tax_rate_bp: line.taxRateBasisPoints,
      net_cents: line.netCents,
      tax_cents: line.taxCents,
    }),
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

  /**
   * A line that may wait for a restock takes what its part has in stock (read locked on PostgreSQL as an update of its
   * stock locks it, so no other order or restock changes it meanwhile); the rest waits, promised by its day. A part
   * deleted since it was read refuses the order.
   */
  async function takeWhatIsInStock(trx: Transaction<Database>, orderId: string, line: PricedLine) {
    const part = await trx
      .selectFrom('products')
      .select(['name', 'quantity', 'minimum', 'deleted_at'])
      .where('id', '=', line.productId)
      // Not FOR UPDATE: that would wait for the key-share locks other orders hold on the part, as they for this one's.
      .$if(dialect === 'postgres', (query) => query.forNoKeyUpdate())
      .executeTakeFirst();
    if (!part || part.deleted_at !== null) throw new StockTaken(line, refusedPart(part));
    const taken = Math.min(part.quantity, line.quantity);
    if (taken > 0) {
      await trx
        .updateTable('products')
        .set((eb) => ({ quantity: eb('quantity', '-', taken) }))
        .where('id', '=', line.productId)
        .execute();
    }
    if (taken < line.quantity) {
      await trx
        .updateTable('order_lines')
        .set({ backordered: line.quantity - taken, promised_by: line.promisedBy })
        .where('order_id', '=', orderId)
        .where('position', '=', line.position)
        .execute();
    }
  }

  /** The lines in the order their parts are locked and their stock taken: by part id. */
  const inLockOrder = <Line extends NewOrderLine>(lines: readonly Line[]) => [...lines].sort((a, b) => Number(a.productId) - Number(b.productId));

  return {
    /**
     * Records the order and its lines and takes every line's quantity off its part's stock, in one transaction: every
     * line is booked, or none is. Each stock update is one conditional statement, so concurrent orders can never take
     * more than there is; they come last, just before the commit, because from there to the commit the parts' rows are
     * locked against every other order of them. A request repeated with the same Idempotency-Key answers 'repeated' with
     * the first one's order. An order over the account's limits throws their error, and nothing changes.
     */
    async place(order: NewOrder, limits: OrderLimits): Promise<PlaceResult> {
      try {
        // Read before the transaction, so that it holds no lock the longer for it: an order uses the rules of its moment.
        const rules = await taxRules(db);
        return await inSharedCommit(async (trx) => {
          const inOrder = inLockOrder(order.lines);
          const parts: (Awaited<ReturnType<typeof partForOrder>>['rows'][number] | undefined)[] = [];
          for (const line of inOrder) parts.push((await partForOrder(trx, order.userId, line.productId)).rows[0]);
          if (order.idempotencyKey) {
            const repeat = await findRepeat(trx, { ...order, idempotencyKey: order.idempotencyKey });
            if (repeat) return repeat;
          }
          if (order.quote) {
            const accepted = await quoteOrder(trx, order.quote.id);
            if (accepted) return { outcome: 'repeated', orderId: accepted };
          }
          const priced = new Map<NewOrderLine, Omit<PricedLine, 'taxRateBasisPoints' | 'netCents' | 'taxCents' | 'priceCents'>>();
          for (const [index, line] of inOrder.entries()) {
            const part = parts[index];
            const promisedBy = part && backorderPromise(order.quote, part.lead_time_days);
            if (!part || part.deleted_at !== null || part.minimum > line.quantity || (part.quantity < line.quantity && !promisedBy)) {
              return { outcome: 'refused', line, product: refusedPart(part) };
            }
            // A quote's agreed price, or the price per piece from the part's price breaks, read in a statement of their
            // own to see a change committed while the statement above waited for the part.
            const unitPriceCents =
              order.quote?.unitPriceCents ?? unitPriceCentsFor(part.price_cents, (await priceTiersOf(trx, line.productId)).rows, line.quantity);
            if (line.seenUnitPriceCents !== undefined && line.seenUnitPriceCents !== unitPriceCents)
              return { outcome: 'price-changed', productName: part.name };
            const position = order.lines.indexOf(line) + 1;
            priced.set(line, {
              ...line,
              position,
              productName: part.name,
              partNumber: part.part_number,
              unitPriceCents,
              taxCategory: part.tax_category,
              promisedBy: promisedBy ?? null,
            });
          }
          // Every part's row came with the account's.
          const account = parts[0]!;
          const exempt = account.tax_exempt_certificate;
          const unpriced = order.lines.map((line) => priced.get(line)!);
          const taxed = orderTotals(
            unpriced.map((line) => ({ amountCents: line.unitPriceCents * line.quantity, taxCategory: line.taxCategory })),
            rules,
            exempt !== null,
          );
          const lines: PricedLine[] = unpriced.map((line, index) => {
            const amounts = taxed.lines[index]!;
            return {
              ...line,
              taxRateBasisPoints: amounts.taxRateBasisPoints,
              netCents: amounts.netCents,
              taxCents: amounts.taxCents,
              priceCents: amounts.grossCents,
            };
          });
          const totalCents = taxed.totals.grossCents;
          if (totalCents > MAX_ORDER_TOTAL_CENTS) throw new TotalTooLarge();
          const holder = {
            emailVerified: Boolean(account.email_verified),
            ownLimitCents: account.order_unpaid_limit_cents === null ? null : Number(account.order_unpaid_limit_cents),
          };
          const held = await holdings(trx, holder, order.userId, limits.recentOrdersToRead);
          let paymentDueAt: string | null = null;
          if (order.onTerms) {
            if (account.payment_terms_days === null) throw new TermsRefused({ outcome: 'no-terms' });
            const limitCents = account.credit_limit_cents ?? 0;
            if (held.owedOnTermsCents + totalCents > limitCents)
              throw new TermsRefused({ outcome: 'over-credit-limit', limitCents, owedCents: held.owedOnTermsCents });
            paymentDueAt = new Date(Date.now() + account.payment_terms_days * 24 * 3_600_000).toISOString();
          } else {
            const refusal = limits.refusal(held, totalCents);
            if (refusal) throw new LimitReached(refusal);
          }
          const [first] = lines as [PricedLine, ...PricedLine[]];
          const [inserted] = (
            await insertOrder(trx, {
              userId: order.userId,
              email: order.email,
              productId: first.productId,
              productName: messages.orders.summaryName(first.productName, lines.length - 1),
              partNumber: first.partNumber,
              quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
              unitPriceCents: first.unitPriceCents,
              priceCents: totalCents,
              netCents: taxed.totals.netCents,
              taxCents: taxed.totals.taxCents,
              deliveryCents: taxed.delivery?.grossCents ?? 0,
              deliveryTaxCents: taxed.delivery?.taxCents ?? 0,
              deliveryTaxRateBasisPoints: taxed.delivery?.taxRateBasisPoints ?? 0,
              pricesIncludeTax: rules.pricesIncludeTax ? 1 : 0,
              taxExemptCertificate: exempt,
              paymentDueAt,
              lineCount: lines.length,
              phone: order.phone,
              address: order.address,
              idempotencyKey: order.idempotencyKey,
              placedUnconfirmed: holder.emailVerified ? 0 : 1,
            })
          ).rows;
          if (!inserted) throw new Error('the new order was not returned');
          const orderId = String(inserted.id);
          for (const line of lines) await insertLine(trx, { ...line, orderId });
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
          await orderChanged(trx, { orderId, from: null, to: 'unpaid', by: 'customer', onTerms: paymentDueAt !== null });
          await order.alsoInTransaction?.(trx);
          for (const line of inLockOrder(lines)) {
            if (line.promisedBy) {
              await takeWhatIsInStock(trx, orderId, line);
              continue;
            }
            const taken = await takeStock(trx, line.productId, line.quantity);
            if (Number(taken.numAffectedRows) === 0) {
              // Other orders took the stock since it was read (or the part was deleted): the order and its mail go back.
              const current = await trx
                .selectFrom('products')
                .select(['name', 'quantity', 'minimum', 'deleted_at'])
                .where('id', '=', line.productId)
                .executeTakeFirst();
              throw new StockTaken(line, refusedPart(current));
            }
          }
          return { outcome: 'placed', orderId };
        });
      } catch (error) {
        if (error instanceof LimitReached) throw error.refusal;
        if (error instanceof TotalTooLarge) return { outcome: 'too-large' };
        if (error instanceof TermsRefused) return error.outcome;
        if (error instanceof StockTaken) return { outcome: 'refused', line: error.line, product: error.product };
        // Accepted twice at once, and the other acceptance won: answer its order.
        const accepted = order.quote && (error instanceof QuoteTaken || isUniqueViolation(error)) ? await quoteOrder(db, order.quote.id) : undefined;
        if (accepted) return { outcome: 'repeated', orderId: accepted };
        // Two requests with the same Idempotency-Key raced, and the other one won: answer its order.
        const repeat = order.idempotencyKey && isUniqueViolation(error) ? await findRepeat(db, { ...order, idempotencyKey: order.idempotencyKey }) : undefined;
        if (!repeat) throw error;
        return repeat;
      }
    },
  };
}
