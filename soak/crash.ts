/**
 * Crash safety: customers place and cancel orders at full speed, the server is killed with SIGKILL at a random
 * moment and started again on the same database. Every acknowledged order and cancel must have survived, and the
 * part's stock plus its live orders must still equal the stock it started with.
 */
import type { ChildProcess } from 'node:child_process';
import { ADMIN, CUSTOMER, addPart, allocatePort, bearerToken, kill, openReader, orderBody, randomSecret, seededRandom, signIn, startShop } from './lib/shop';
import { stop } from '../bench/lib/processes';

export interface CrashOptions {
  /** sqlite:PATH or a postgres:// URL of a fresh database. */
  databaseUrl: string;
  rounds: number;
  clients: number;
  seed: number;
}

export interface CrashTotals {
  ordersAcked: number;
  ordersLost: number;
  cancelsAcked: number;
  cancelsLost: number;
  duplicates: number;
  invariantBroken: number;
  orderLatenciesMs: number[];
}

const STARTING_STOCK = 50_000_000;
const KILL_AFTER_MS = { min: 300, max: 2_500 };
const CANCEL_SHARE = 0.15;

interface Acked {
  id: string;
  quantity: number;
}

/** What one round's clients saw: acknowledged orders and cancels, and orders whose answer the crash cut off. */
interface RoundLog {
  orders: Acked[];
  cancels: string[];
  unanswered: Array<{ key: string; quantity: number }>;
  unexpected: string[];
  latenciesMs: number[];
}

export async function runCrashRounds({ databaseUrl, rounds, clients, seed }: CrashOptions): Promise<CrashTotals> {
  const random = seededRandom(seed);
  const port = await allocatePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = { DATABASE_URL: databaseUrl, PUBLIC_URL: origin, AUTH_SECRET: randomSecret(), AUTH_RATE_LIMIT_MAX: '1000' };
  let shop: ChildProcess = await startShop(port, env);
  const totals: CrashTotals = { ordersAcked: 0, ordersLost: 0, cancelsAcked: 0, cancelsLost: 0, duplicates: 0, invariantBroken: 0, orderLatenciesMs: [] };
  try {
    const partId = await addPart(origin, origin, await signIn(origin, origin, ADMIN), { name: `Crash part ${seed}`, quantity: STARTING_STOCK });
    const token = await bearerToken(origin, origin, await signIn(origin, origin, CUSTOMER), CUSTOMER.email);
    const headers = { authorization: `Bearer ${token}`, origin, 'content-type': 'application/json' };

    for (let round = 1; round <= rounds; round++) {
      const log: RoundLog = { orders: [], cancels: [], unanswered: [], unexpected: [], latenciesMs: [] };
      const killAfterMs = KILL_AFTER_MS.min + Math.floor(random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min));
      let crashed = false;

      /** Each answers whether the client goes on: not after the crash cut a request off, nor after a surprise. */
      const place = async (order: { key: string; quantity: number }, live: Acked[]) => {
        const startedAt = performance.now();
        let response: Response;
        try {
          response = await fetch(`${origin}/api/orders`, {
            method: 'POST',
            headers: { ...headers, 'idempotency-key': order.key },
            body: orderBody(partId, order.quantity),
          });
        } catch {
          // The server died with this order in flight: its outcome is known only after the retry below.
          log.unanswered.push(order);
          return false;
        }
        if (response.status !== 201) {
          log.unexpected.push(`an order answered ${response.status}: ${await response.text()}`);
          return false;
        }
        const { insertedId } = (await response.json()) as { insertedId: string };
        log.latenciesMs.push(performance.now() - startedAt);
        log.orders.push({ id: insertedId, quantity: order.quantity });
        live.push({ id: insertedId, quantity: order.quantity });
        return true;
      };
      const cancel = async (order: Acked) => {
        let response: Response;
        try {
          response = await fetch(`${origin}/api/orders/${order.id}`, { method: 'DELETE', headers: { authorization: headers.authorization, origin } });
        } catch {
          return false;
        }
        if (response.status !== 200) {
          log.unexpected.push(`a cancel answered ${response.status}: ${await response.text()}`);
          return false;
        }
        log.cancels.push(order.id);
        return true;
      };
      const client = async (clientIndex: number) => {
        const live: Acked[] = [];
        for (let n = 0; !crashed; n++) {
          const victim = live.length > 0 && random() < CANCEL_SHARE ? live.splice(Math.floor(random() * live.length), 1)[0] : undefined;
          const goOn = victim
            ? await cancel(victim)
            : await place({ key: `crash-${seed}-${round}-${clientIndex}-${n}`, quantity: 1 + Math.floor(random() * 5) }, live);
          if (!goOn) return;
        }
      };
      const killer = new Promise<void>((resolve) =>
        setTimeout(() => {
          crashed = true;
          void kill(shop).then(resolve);
        }, killAfterMs),
      );
      await Promise.all([killer, ...Array.from({ length: clients }, (_, index) => client(index))]);
      shop = await startShop(port, env);

      // A retry with the same Idempotency-Key must answer the order the crash cut off, or place it once.
      for (const order of log.unanswered) {
        const response = await fetch(`${origin}/api/orders`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': order.key },
          body: orderBody(partId, order.quantity),
        });
        if (response.status === 200 || response.status === 201)
          log.orders.push({ id: ((await response.json()) as { insertedId: string }).insertedId, quantity: order.quantity });
        else log.unexpected.push(`retried order answered ${response.status}: ${await response.text()}`);
      }

      const verdict = await verify(databaseUrl, partId, log);
      totals.ordersAcked += log.orders.length;
      totals.ordersLost += verdict.ordersLost;
      totals.cancelsAcked += log.cancels.length;
      totals.cancelsLost += verdict.cancelsLost;
      totals.duplicates += verdict.duplicates;
      totals.invariantBroken += verdict.invariantHolds ? 0 : 1;
      totals.orderLatenciesMs.push(...log.latenciesMs);
      console.log(
        `  round ${round}: killed after ${killAfterMs} ms; orders acked ${log.orders.length} (${log.unanswered.length} cut off, retried), lost ${verdict.ordersLost}; ` +
          `cancels acked ${log.cancels.length}, lost ${verdict.cancelsLost}; duplicates ${verdict.duplicates}; ` +
          `stock ${verdict.stock} + live ${verdict.liveQuantity} = ${verdict.stock + verdict.liveQuantity} (${verdict.invariantHolds ? 'holds' : `BROKEN, started at ${STARTING_STOCK}`})`,
      );
      if (log.unexpected.length > 0) throw new Error(`round ${round}: unexpected answers:\n  ${log.unexpected.slice(0, 5).join('\n  ')}`);
    }
  } finally {
    await stop(shop);
  }
  return totals;
}

async function verify(databaseUrl: string, partId: string, log: RoundLog) {
  const reader = await openReader(databaseUrl);
  try {
    const orders = await reader.rows<{ id: number | string; status: string; quantity: number }>(
      'select id, status, quantity from orders where product_id = ?',
      [Number(partId)],
    );
    const status = new Map(orders.map((order) => [String(order.id), order.status]));
    const [product] = await reader.rows<{ quantity: number }>('select quantity from products where id = ?', [Number(partId)]);
    const [duplicates] = await reader.rows<{ count: number | string }>(
      'select count(*) as count from (select idempotency_key from orders where idempotency_key is not null group by user_id, idempotency_key having count(*) > 1) as repeated',
    );
    // Each change of status is written with its history entry in one transaction: a crash leaves both or neither.
    const [historyMismatches] = await reader.rows<{ count: number | string }>(
      `select count(*) as count from orders where product_id = ?
         and status is distinct from (select status from order_events where order_id = orders.id order by id desc limit 1)`,
      [Number(partId)],
    );
    const stock = Number(product?.quantity);
    const liveQuantity = orders.filter((order) => order.status !== 'cancelled').reduce((sum, order) => sum + Number(order.quantity), 0);
    return {
      ordersLost: log.orders.filter((order) => !status.has(order.id)).length,
      cancelsLost: log.cancels.filter((id) => status.get(id) !== 'cancelled').length,
      duplicates: Number(duplicates?.count ?? 0),
      stock,
      liveQuantity,
      invariantHolds: stock + liveQuantity === STARTING_STOCK && Number(historyMismatches?.count) === 0,
    };
  } finally {
    await reader.close();
  }
}
