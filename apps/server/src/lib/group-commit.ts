import { type Kysely, type Transaction, sql } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';

type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Pending {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Writes that share one commit at most: a bound on how long the first of them waits for the last. */
const MAX_BATCH = 64;
/** How long one write of a batch may take before it is given up, so that the batch and the connection go on. */
const DEFAULT_WRITE_TIMEOUT_MS = 5_000;

export class GroupedWriteTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(
      `A grouped write took longer than ${timeoutMs} ms and was rolled back. On SQLite it holds the one connection: ` +
        'code inside it must use the transaction it is given, never the database handle, which waits for the connection for ever.',
    );
  }
}

/**
 * Runs short write transactions so that, on SQLite, those that arrive while one is committing share the next commit
 * (decision 0017). Each runs in a savepoint of its own, one after the other, seeing the writes before it: one that
 * throws rolls back to its savepoint alone. Every caller hears its outcome only once the shared commit is on disk
 * (synchronous=FULL), so an acknowledged write is as durable as before, for one fsync per batch instead of one per write.
 * PostgreSQL commits concurrent transactions side by side already: there each runs in a transaction of its own.
 */
export function createGroupCommit(db: Kysely<Database>, dialect: Dialect, { writeTimeoutMs = DEFAULT_WRITE_TIMEOUT_MS } = {}) {
  if (dialect === 'postgres') return <T>(work: Work<T>): Promise<T> => db.transaction().execute(work);

  const queue: Pending[] = [];
  let draining = false;

  async function runBatch(batch: Pending[]) {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const item of batch) {
          await sql`savepoint grouped_write`.execute(trx);
          try {
            const value = await withinTimeout(item.work(trx), writeTimeoutMs);
            await sql`release grouped_write`.execute(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            await sql`rollback to grouped_write`.execute(trx);
            await sql`release grouped_write`.execute(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The commit (or the transaction itself) failed: nothing of the batch is written, and every caller hears so.
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) item.resolve(outcome.value);
      else item.reject(outcome?.error);
    });
  }

  async function drain() {
    try {
      while (queue.length > 0) await runBatch(queue.splice(0, MAX_BATCH));
    } finally {
      draining = false;
    }
  }

  return <T>(work: Work<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (draining) return;
      draining = true;
      // better-sqlite3 runs a whole write, commit included, without giving the event loop a turn: started at once,
      // every batch would hold one write. After this turn's I/O, it holds every request that arrived meanwhile.
      setImmediate(() => void drain());
    });
}

/**
 * The watchdog of one write in a batch: a write that never finishes (it waits for the connection its own batch holds,
 * or for anything else) would hold every later write and request for ever. Given up, it is rolled back to its savepoint
 * like a write that threw, and its caller hears so. Whatever it still does afterwards runs outside the batch: this is the
 * way out of a programming error, not a way to cancel work.
 */
async function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GroupedWriteTimeoutError(timeoutMs)), timeoutMs);
  });
  work.catch(() => {});
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export type GroupCommit = ReturnType<typeof createGroupCommit>;
