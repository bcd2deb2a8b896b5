import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';

/**
 * Tells the other app instances on the same database that something they serve from memory changed, and tells
 * this instance when another one changed it. See docs/decisions/0007-cross-instance-cache-invalidation.md.
 */
export interface ChangeFeed {
  /** Call after the change is committed. */
  publish(): void;
  /** The listener runs for changes made by other instances, and after the feed (re)connects (it may have missed some). */
  subscribe(listener: () => void): void;
  /** Settles once the first attempt to listen has finished, whether it worked or will be retried. */
  started: Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'partsmith_catalog_changed';
const RECONNECT_DELAY_MS = 1_000;

/** The embedded database serves one instance: the writer clears its own memory, nobody else needs telling. */
const singleInstanceFeed: ChangeFeed = { publish() {}, subscribe() {}, started: Promise.resolve(), close: async () => {} };

export function createChangeFeed(config: DatabaseConfig, db: Kysely<Database>, log: FastifyBaseLogger): ChangeFeed {
  return config.dialect === 'postgres' ? postgresChangeFeed(config.connectionString, db, log) : singleInstanceFeed;
}

/** PostgreSQL LISTEN/NOTIFY on one dedicated connection; notifications go out through the shared pool. */
function postgresChangeFeed(connectionString: string, db: Kysely<Database>, log: FastifyBaseLogger): ChangeFeed {
  const instanceId = crypto.randomUUID();
  const listeners: Array<() => void> = [];
  const tellListeners = () => listeners.forEach((listener) => listener());
  let client: pg.Client | null = null;
  let closed = false;

  const connectLater = () => {
    if (!closed) setTimeout(() => void connect(), RECONNECT_DELAY_MS).unref();
  };
  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.payload !== instanceId) tellListeners();
    });
    next.on('error', (error) => log.warn({ err: error }, 'the catalogue change feed lost its connection; reconnecting'));
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      connectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, 'the catalogue change feed could not listen; retrying');
      await next.end().catch(() => {});
      connectLater();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    tellListeners();
  };
  const started = connect();

  // One notification in flight at a time: changes made meanwhile are covered by one more sent after it.
  let sending = false;
  let sendAgain = false;
  const send = async () => {
    sending = true;
    do {
      sendAgain = false;
      await sql`select pg_notify(${CHANNEL}, ${instanceId})`
        .execute(db)
        .catch((error: unknown) => log.error({ err: error }, 'could not tell other instances of a catalogue change'));
    } while (sendAgain && !closed);
    sending = false;
  };

  return {
    publish() {
      if (sending) sendAgain = true;
      else void send();
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    started,
    async close() {
      closed = true;
      await client?.end();
    },
  };
}
