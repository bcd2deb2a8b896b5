import { ORDER_STATUSES, type OrderListQuery, type OrderStatus } from '@partsmith/contract';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { awaitingShipment, paidOrders, unpaidOnTerms } from '../../db/awaiting-shipment';
import { awaitingTransfer } from '../../db/awaiting-transfer';
import { ORDER_COUNT_SHARDS } from '../../db/order-counts';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { containsIgnoringCase, startsWith, toCount } from '../../lib/sql';
import { orderColumns } from './order-rows';

/** Whose orders a list shows: one account's, those placed with an email, or everyone's. */
export type OrderScope = { userId: string } | { email: string } | 'all';

export type OrderFilter = Pick<OrderListQuery, 'status' | 'q' | 'sort' | 'overdue' | 'toShip'> & { scope: OrderScope };

/** The rows of order_counts that hold the whole shop's counts. */
const SHOP_SCOPES = Array.from({ length: ORDER_COUNT_SHARDS }, (_, shard) => `*${shard}`);

/** An order number as a person types it: "1234" or "#1234". */
const ORDER_NUMBER = /^#?([1-9]\d{0,14})$/;

function matching({ scope, status, q, overdue, toShip }: OrderFilter) {
  return (eb: ExpressionBuilder<Database, 'orders'>) => {
    const conditions = [];
    if (scope !== 'all') conditions.push('userId' in scope ? eb('user_id', '=', scope.userId) : eb('email', '=', scope.email));
    // Said the short way, which the indexes serve best: nothing for every status (the list reads the newest orders
    // straight off the key), `not in` for all but a few (`live` is status <> 'cancelled'), else `in`.
    const excluded = ORDER_STATUSES.filter((candidate) => !status.includes(candidate));
    if (excluded.length > 0) conditions.push(excluded.length < status.length ? eb('status', 'not in', excluded) : eb('status', 'in', [...status]));
    if (overdue) conditions.push(awaitingTransfer(eb), eb('payment_due_at', '<', new Date().toISOString()));
    if (toShip) conditions.push(awaitingShipment(eb));
    if (q) {
      const number = ORDER_NUMBER.exec(q)?.[1];
      const text = [
        containsIgnoringCase('email', q),
        // Any line's part, by name, or by number from its start (as the catalogue finds part numbers).
        eb.exists(
          eb
            .selectFrom('order_lines')
            .select('order_lines.id')
            .whereRef('order_lines.order_id', '=', 'orders.id')
            .where((line) => line.or([containsIgnoringCase('order_lines.product_name', q), startsWith('order_lines.part_number', q.toUpperCase())])),
        ),
      ];
      conditions.push(eb.or(number ? [eb('id', '=', number), ...text] : text));
    }
    return eb.and(conditions);
  };
}

type Page = { limit: number; offset: number };

/**
 * The lists of orders, three ways: a customer's own list without a search from statements built once, any other list
 * built for the request, and an export read in batches by key.
 */
export function createOrderLists(db: Kysely<Database>) {
  const countRows = async (filter: OrderFilter, where = matching(filter)) =>
    toCount(
      (
        await db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .where(where)
          .executeTakeFirstOrThrow()
      ).total,
    );

  /**
   * How many orders the filter matches: for an account's or the shop's orders by status, read from the counts the
   * triggers keep (migration 0007), a few rows whatever the number of orders; those to ship likewise for the paid ones,
   * and the unpaid ones on terms (few) counted by their index. A search, an email or the overdue orders (a few, found by
   * their due day's index) count the rows.
   */
  async function countMatching(filter: OrderFilter): Promise<number> {
    const { scope, status, q, overdue, toShip } = filter;
    if (q || overdue || (scope !== 'all' && 'email' in scope)) return countRows(filter);
    const scopes = scope === 'all' ? SHOP_SCOPES : [scope.userId];
    const kept = async (statuses: OrderStatus[]) => toCount((await keptCounts(scopes, statuses).executeTakeFirstOrThrow()).total ?? 0);
    if (!toShip) return kept([...status]);
    const [paid, onTerms] = await Promise.all([
      status.includes('paid') ? kept(['paid']) : 0,
      status.includes('unpaid') ? countRows(filter, (eb) => eb.and([matching({ ...filter, toShip: false, status: ['unpaid'] })(eb), unpaidOnTerms(eb)])) : 0,
    ]);
    return paid + onTerms;
  }

  /** The sum of the counts the triggers keep for the scopes and statuses (every status: no condition to check). */
  const keptCounts = (scopes: string[], status: readonly OrderStatus[]) => {
    const counts = db
      .selectFrom('order_counts')
      .select((eb) => eb.fn.sum<string | number | null>('orders').as('total'))
      .where('scope', 'in', scopes);
    return ORDER_STATUSES.every((candidate) => status.includes(candidate)) ? counts : counts.where('status', 'in', [...status]);
  };

  const direction = (filter: OrderFilter) => (filter.sort === 'oldest' ? 'asc' : 'desc');
  const matchingRows = (filter: OrderFilter) => db.selectFrom('orders').select(orderColumns).where(matching(filter));

  /**
   * A page of the orders the filter matches. Those to ship are two lists that the index on status and id holds in order
   * (paid, and unpaid on terms; migration 0025): each is read only to the page's end and the two are merged, where one
   * condition over both would read and sort every order waiting to ship for each page.
   */
  function pageQuery(filter: OrderFilter, { limit, offset }: Page) {
    if (!filter.toShip) return matchingRows(filter).orderBy('id', direction(filter)).limit(limit).offset(offset);
    const upToPageEnd = (waiting: (eb: ExpressionBuilder<Database, 'orders'>) => Expression<SqlBool>) =>
      db
        .selectFrom(
          matchingRows({ ...filter, toShip: false })
            .where(waiting)
            .orderBy('id', direction(filter))
            .limit(limit + offset)
            .as('waiting'),
        )
        .selectAll();
    return db
      .selectFrom(upToPageEnd(paidOrders).unionAll(upToPageEnd(unpaidOnTerms)).as('awaiting'))
      .selectAll()
      .orderBy('id', direction(filter))
      .limit(limit)
      .offset(offset);
  }

  /**
   * A customer's own list without a search (or the overdue or to-ship filter), opened on every visit to My Orders: its
   * page and count are built once per set of statuses and order (decision 0020), 2 x 2^5 pairs at most.
   */
  const ownListQueries = (statuses: OrderStatus[], sort: OrderFilter['sort']) => ({
    page: preparedQuery(db, (userId: string, limit: number, offset: number) =>
      pageQuery({ scope: { userId }, status: statuses, sort, q: undefined, overdue: false, toShip: false }, { limit, offset }),
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

  return {
    /**
     * A page of the orders the filter matches, and how many it matches. A page that is not full, and not past the end,
     * tells the total itself: most customers' lists fit on one page, and they are spared the count.
     */
    async list(filter: OrderFilter, page: Page) {
      const { scope } = filter;
      const queries =
        scope !== 'all' && 'userId' in scope && !filter.q && !filter.overdue && !filter.toShip ? ownListOf(scope.userId, filter) : anyListOf(filter);
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
  };
}
