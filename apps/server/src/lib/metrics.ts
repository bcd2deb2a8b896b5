import type { CompiledQuery, LogEvent } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The in-memory caches whose hits are counted: the catalogue's pages and the order pages kept on the embedded database. */
export type CacheName = 'catalogue' | 'orders';

/**
 * What the modules tell the metrics, without knowing whether anyone collects them: app.ts hands each module this, or
 * `noMetrics` when no METRICS_TOKEN is set.
 */
export interface ShopMetrics {
  /** An order was placed (not an Idempotency-Key's repeat). */
  orderPlaced(): void;
  /** A payment moved an unpaid order to paid. */
  paymentSucceeded(): void;
  /** A cached answer was looked up: found (`hit`), or read. */
  cacheLookup(cache: CacheName, hit: boolean): void;
}

export const noMetrics: ShopMetrics = { orderPlaced() {}, paymentSucceeded() {}, cacheLookup() {} };

/** The outbox's unsent messages (counted up to a limit) and when the oldest of them was written. */
export interface OutboxBacklog {
  depth: number;
  oldestCreatedAt: Date | null;
}

/** The outbox's backlog is counted up to this many messages, so that a scrape stays cheap however long it grows. */
export const OUTBOX_COUNTED_AT_MOST = 10_000;

const STATEMENT_KINDS: Record<string, string> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
};

/** select, insert, update, delete, or other (SQL written by hand, schema changes, a transaction's begin and commit). */
const statementKind = (query: CompiledQuery) => STATEMENT_KINDS[query.query.kind] ?? 'other';

// Catalogue answers take well under a millisecond; the default buckets start at 5 ms.
const LATENCY_BUCKETS_S = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The shop's Prometheus metrics, in a registry of their own (each app built has its own: tests build several in one
 * process), with Node's default ones (event-loop delay, memory, garbage collection). `readOutboxBacklog` runs on each
 * scrape.
 */
export function createMetrics({ readOutboxBacklog }: { readOutboxBacklog: () => Promise<OutboxBacklog> }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'partsmith_http_request_duration_seconds',
    help: 'Requests answered, by route pattern, method and status class, and how long they took',
    labelNames: ['route', 'method', 'status_class'],
    buckets: LATENCY_BUCKETS_S,
    registers: [registry],
  });
  const ordersPlaced = new Counter({ name: 'partsmith_orders_placed_total', help: 'Orders placed', registers: [registry] });
  const paymentsSucceeded = new Counter({ name: 'partsmith_payments_succeeded_total', help: 'Payments that moved an order to paid', registers: [registry] });
  const cacheLookups = new Counter({
    name: 'partsmith_cache_lookups_total',
    help: 'Lookups in the in-memory answer caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'],
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'partsmith_db_query_duration_seconds',
    help: 'Database queries run through Kysely, by statement kind and outcome, and how long they took',
    labelNames: ['statement', 'outcome'],
    buckets: LATENCY_BUCKETS_S,
    registers: [registry],
  });
  const outboxUnsent = new Gauge({
    name: 'partsmith_outbox_unsent',
    help: `Messages in the outbox not yet sent nor refused for good (counted up to ${OUTBOX_COUNTED_AT_MOST})`,
    registers: [registry],
  });
  const outboxOldestAge = new Gauge({
    name: 'partsmith_outbox_oldest_unsent_age_seconds',
    help: 'How long ago the oldest unsent message was written; 0 when none waits',
    registers: [registry],
  });

  const reported: ShopMetrics = {
    orderPlaced: () => ordersPlaced.inc(),
    paymentSucceeded: () => paymentsSucceeded.inc(),
    cacheLookup: (cache, hit) => cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' }),
  };
  return {
    reported,
    registry,
    requestAnswered(route: string, method: string, statusCode: number, seconds: number) {
      requests.observe({ route, method, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
    },
    queryTimed(event: LogEvent) {
      queries.observe({ statement: statementKind(event.query), outcome: event.level === 'error' ? 'error' : 'ok' }, event.queryDurationMillis / 1_000);
    },
    /** The metrics in Prometheus's text format, the outbox's read now. */
    async exposition(): Promise<string> {
      const { depth, oldestCreatedAt } = await readOutboxBacklog();
      outboxUnsent.set(depth);
      outboxOldestAge.set(oldestCreatedAt ? Math.max(0, (Date.now() - oldestCreatedAt.getTime()) / 1_000) : 0);
      return registry.metrics();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
