/**
 * Clean shutdown: customers place orders at once, and while they are in flight the shop is told to stop as a service
 * manager tells it, SIGTERM twice: to the server itself, or (every other round) to its process group. Every order must
 * get an HTTP answer (placed, or 503 if it reached the shop once it was closing), never a cut connection; the shop must
 * exit 0 within SHUTDOWN_TIMEOUT_S; and started again on the same database, it must hold every order it acknowledged
 * and none it turned away, with each part's stock and its live order lines adding up to the stock it started with.
 */
import type { ChildProcess } from 'node:child_process';
import { ADMIN, CUSTOMER, addPart, allocatePort, bearerToken, openReader, orderBody, randomSecret, seededRandom, signIn, startShop } from './lib/shop';
import { stop } from '../bench/lib/processes';

export interface ShutdownOptions {
  /** sqlite:PATH or a postgres:// URL of a fresh database. */
  databaseUrl: string;
  rounds: number;
  /** Orders placed at once in each round. */
  orders: number;
  seed: number;
}

export interface ShutdownTotals {
  placed: number;
  /** Answered 503: they reached the shop after it began closing, and it did not take them. */
  turnedAway: number;
  /** Requests without an HTTP answer (a reset or closed connection), and anything else that went wrong. */
  failures: string[];
  slowestExitMs: number;
}

const STARTING_STOCK = 1_000_000;
const EXIT_DEADLINE_MS = 15_000;

type Outcome = { key: string; status: number; orderId?: string } | { key: string; cut: string };

export async function runShutdownRounds({ databaseUrl, rounds, orders, seed }: ShutdownOptions): Promise<ShutdownTotals> {
  const random = seededRandom(seed);
  const port = await allocatePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = { DATABASE_URL: databaseUrl, PUBLIC_URL: origin, AUTH_SECRET: randomSecret() };
  const totals: ShutdownTotals = { placed: 0, turnedAway: 0, failures: [], slowestExitMs: 0 };
  // Every other round signals the process group, which needs a shop that leads a group of its own.
  const toGroup = (round: number) => round % 2 === 0;
  let shop: ChildProcess = await startShop(port, env, { detached: toGroup(1) });
  try {
    const partId = await addPart(origin, origin, await signIn(origin, origin, ADMIN), { name: `Shutdown part ${seed}`, quantity: STARTING_STOCK });
    const token = await bearerToken(origin, origin, await signIn(origin, origin, CUSTOMER), CUSTOMER.email);
    const headers = { authorization: `Bearer ${token}`, origin, 'content-type': 'application/json' };

    for (let round = 1; round <= rounds; round++) {
      const running = shop;
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        running.once('exit', (code, signal) => resolve({ code, signal })),
      );
      // The first signal once a few orders are answered, the second a few answers later, while the others are in flight.
      const firstAt = 1 + Math.floor((random() * orders) / 4);
      const secondAt = firstAt + 1 + Math.floor((random() * orders) / 4);
      let answers = 0;
      let signalledAt = 0;
      const signal = () => {
        signalledAt ||= performance.now();
        try {
          if (toGroup(round)) process.kill(-running.pid!, 'SIGTERM');
          else running.kill('SIGTERM');
        } catch {
          // Already gone: the exit check below tells whether it went cleanly.
        }
      };
      const place = async (key: string): Promise<Outcome> => {
        try {
          const response = await fetch(`${origin}/api/orders`, {
            method: 'POST',
            headers: { ...headers, 'idempotency-key': key },
            body: orderBody(partId, 1),
          });
          const body = await response.text();
          answers += 1;
          if (answers === firstAt || answers === secondAt) signal();
          return { key, status: response.status, orderId: response.status === 201 ? (JSON.parse(body) as { insertedId: string }).insertedId : undefined };
        } catch (error) {
          return { key, cut: describeCut(error) };
        }
      };
      const outcomes = await Promise.all(Array.from({ length: orders }, (_, index) => place(`shutdown-${seed}-${round}-${index}`)));
      const exit = await Promise.race([exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), EXIT_DEADLINE_MS))]);
      const exitMs = Math.round(performance.now() - signalledAt);
      if (exit === null) {
        totals.failures.push(`round ${round}: the shop had not exited ${EXIT_DEADLINE_MS} ms after SIGTERM`);
        running.kill('SIGKILL');
        await exited;
      } else if (exit.code !== 0) {
        totals.failures.push(`round ${round}: the shop exited with ${exit.signal ?? exit.code}, not 0`);
      }
      totals.slowestExitMs = Math.max(totals.slowestExitMs, exitMs);

      shop = await startShop(port, env, { detached: toGroup(round + 1) });
      const verdict = await verify(databaseUrl, partId, outcomes);
      const placed = outcomes.filter((outcome) => 'status' in outcome && outcome.status === 201).length;
      const turnedAway = outcomes.filter((outcome) => 'status' in outcome && outcome.status === 503).length;
      const cut = outcomes.flatMap((outcome) => ('cut' in outcome ? [outcome.cut] : []));
      const otherStatuses = outcomes.flatMap((outcome) => ('status' in outcome && outcome.status !== 201 && outcome.status !== 503 ? [outcome.status] : []));
      totals.placed += placed;
      totals.turnedAway += turnedAway;
      if (cut.length > 0) totals.failures.push(`round ${round}: ${cut.length} orders got no answer (${[...new Set(cut)].join(', ')})`);
      if (otherStatuses.length > 0) totals.failures.push(`round ${round}: orders answered ${otherStatuses.join(', ')}`);
      totals.failures.push(...verdict.problems.map((problem) => `round ${round}: ${problem}`));
      console.log(
        `  round ${round}: SIGTERM twice to the ${toGroup(round) ? 'process group' : 'server'} (after answers ${firstAt} and ${secondAt} of ${orders}); ` +
          `placed ${placed}, turned away (503) ${turnedAway}, no answer ${cut.length}; exited ${exit === null ? 'not at all' : (exit.signal ?? exit.code)} ` +
          `${exitMs} ms after the first signal; after the restart: acknowledged orders missing ${verdict.missing}, turned-away orders placed ${verdict.placedAnyway}; ` +
          `stock ${verdict.stock} + live ${verdict.live} = ${verdict.stock + verdict.live} (${verdict.stock + verdict.live === STARTING_STOCK ? 'holds' : `BROKEN, started at ${STARTING_STOCK}`})`,
      );
    }
  } finally {
    await stop(shop);
  }
  return totals;
}

/** What a fetch that got no answer ran into: ECONNRESET, UND_ERR_SOCKET (the other side closed), ECONNREFUSED... */
function describeCut(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
}

/** Reads the restarted shop's database: the orders each key placed, and the part's stock against its live lines. */
async function verify(databaseUrl: string, partId: string, outcomes: Outcome[]) {
  const reader = await openReader(databaseUrl);
  try {
    const keys = outcomes.map((outcome) => outcome.key);
    const rows = await reader.rows<{ id: number | string; idempotency_key: string }>(
      `select id, idempotency_key from orders where idempotency_key in (${keys.map(() => '?').join(', ')})`,
      keys,
    );
    const orderOfKey = new Map(rows.map((row) => [row.idempotency_key, String(row.id)]));
    const [product] = await reader.rows<{ quantity: number | string }>('select quantity from products where id = ?', [Number(partId)]);
    const [lines] = await reader.rows<{ live: number | string | null }>(
      "select sum(order_lines.quantity) as live from order_lines join orders on orders.id = order_lines.order_id where order_lines.product_id = ? and orders.status != 'cancelled'",
      [Number(partId)],
    );
    const missing = outcomes.filter(
      (outcome) => 'orderId' in outcome && outcome.orderId !== undefined && orderOfKey.get(outcome.key) !== outcome.orderId,
    ).length;
    const placedAnyway = outcomes.filter((outcome) => 'status' in outcome && outcome.status === 503 && orderOfKey.has(outcome.key)).length;
    const [stock, live] = [Number(product?.quantity), Number(lines?.live ?? 0)];
    const problems = [
      ...(missing > 0 ? [`${missing} acknowledged orders are missing`] : []),
      ...(placedAnyway > 0 ? [`${placedAnyway} orders answered 503 were placed all the same`] : []),
      ...(stock + live !== STARTING_STOCK ? [`stock ${stock} + live order lines ${live} is not the ${STARTING_STOCK} the part started with`] : []),
    ];
    return { missing, placedAnyway, stock, live, problems };
  } finally {
    await reader.close();
  }
}
