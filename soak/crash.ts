/**
 * Crash safety: customers place and cancel orders at full speed, and one of them fills a cart of two parts and checks
 * it out, again and again; the server is killed with SIGKILL at a random moment and started again on the same database.
 * Every acknowledged order (with each of its lines) and cancel must have survived, and each part's stock plus its live
 * lines must still equal the stock it started with.
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
  /** The pieces of each part the acknowledgement named, by part id. */
  lines: Record<string, number>;
}

/** What one round's clients saw: acknowledged orders and cancels, and orders and checkouts whose answer the crash cut off. */
interface RoundLog {
  orders: Acked[];
  cancels: string[];
  unanswered: Array<{ key: string; quantity: number }>;
  unansweredCheckouts: string[];
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
    const adminCookie = await signIn(origin, origin, ADMIN);
    const partId = await addPart(origin, origin, adminCookie, { name: `Crash part ${seed}`, quantity: STARTING_STOCK });
    const cartPartId = await addPart(origin, origin, adminCookie, { name: `Crash cart part ${seed}`, quantity: STARTING_STOCK });
    const partIds = [partId, cartPartId];
    const token = await bearerToken(origin, origin, await signIn(origin, origin, CUSTOMER), CUSTOMER.email);
    const headers = { authorization: `Bearer ${token}`, origin, 'content-type': 'application/json' };

    for (let round = 1; round <= rounds; round++) {
      const log: RoundLog = { orders: [], cancels: [], unanswered: [], unansweredCheckouts: [], unexpected: [], latenciesMs: [] };
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
        const acked = { id: insertedId, lines: { [partId]: order.quantity } };
        log.orders.push(acked);
        live.push(acked);
        return true;
      };
      /** Checked out, the answer names the order and its lines; the cart was filled by the request before. */
      const ackCheckout = async (response: Response, live: Acked[]) => {
        const { insertedId, order } = (await response.json()) as { insertedId: string; order: { lines: { productId: string; quantity: number }[] } };
        const acked = { id: insertedId, lines: Object.fromEntries(order.lines.map((line) => [line.productId, line.quantity])) };
        log.orders.push(acked);
        live.push(acked);
      };
      const checkOut = async (key: string, live: Acked[]) => {
        const lines = partIds.map((id) => ({ productId: id, quantity: 1 + Math.floor(random() * 5) }));
        let response: Response;
        try {
          response = await fetch(`${origin}/api/cart/lines`, { method: 'POST', headers, body: JSON.stringify({ lines }) });
        } catch {
          return false;
        }
        if (response.status !== 200) {
          log.unexpected.push(`adding to the cart answered ${response.status}: ${await response.text()}`);
          return false;
        }
        try {
          response = await fetch(`${origin}/api/checkout`, {
            method: 'POST',
            headers: { ...headers, 'idempotency-key': key },
            body: JSON.stringify({ phone: '+880 1711 000000', address: 'Crash Road, Dhaka' }),
          });
        } catch {
          log.unansweredCheckouts.push(key);
          return false;
        }
        if (response.status !== 201) {
          log.unexpected.push(`a checkout answered ${response.status}: ${await response.text()}`);
          return false;
        }
        await ackCheckout(response, live);
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
      // The first client shops with the cart (the account has one cart, so one client uses it); the others order parts one by one.
      const client = async (clientIndex: number) => {
        const live: Acked[] = [];
        for (let n = 0; !crashed; n++) {
          const victim = live.length > 0 && random() < CANCEL_SHARE ? live.splice(Math.floor(random() * live.length), 1)[0] : undefined;
          const key = `crash-${seed}-${round}-${clientIndex}-${n}`;
          const goOn = victim
            ? await cancel(victim)
            : clientIndex === 0
              ? await checkOut(key, live)
              : await place({ key, quantity: 1 + Math.floor(random() * 5) }, live);
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
          log.orders.push({ id: ((await response.json()) as { insertedId: string }).insertedId, lines: { [partId]: order.quantity } });
        else log.unexpected.push(`retried order answered ${response.status}: ${await response.text()}`);
      }
      // And a checkout's: the order it placed before the crash (the cart is empty by then), or the cart checked out now.
      for (const key of log.unansweredCheckouts) {
        const response = await fetch(`${origin}/api/checkout`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': key },
          body: JSON.stringify({ phone: '+880 1711 000000', address: 'Crash Road, Dhaka' }),
        });
        if (response.status === 200 || response.status === 201) await ackCheckout(response, []);
        else log.unexpected.push(`retried checkout answered ${response.status}: ${await response.text()}`);
      }

      const verdict = await verify(databaseUrl, partIds, log);
      totals.ordersAcked += log.orders.length;
      totals.ordersLost += verdict.ordersLost;
      totals.cancelsAcked += log.cancels.length;
      totals.cancelsLost += verdict.cancelsLost;
      totals.duplicates += verdict.duplicates;
      totals.invariantBroken += verdict.invariantHolds ? 0 : 1;
      totals.orderLatenciesMs.push(...log.latenciesMs);
      console.log(
        `  round ${round}: killed after ${killAfterMs} ms; orders acked ${log.orders.length} (${log.orders.filter((order) => Object.keys(order.lines).length > 1).length} of them carts checked out; ${log.unanswered.length + log.unansweredCheckouts.length} cut off, retried), lost ${verdict.ordersLost}; ` +
          `cancels acked ${log.cancels.length}, lost ${verdict.cancelsLost}; duplicates ${verdict.duplicates}; ` +
          `stock ${verdict.stock} + live ${verdict.liveQuantity} = ${verdict.stock + verdict.liveQuantity} (${verdict.invariantHolds ? 'holds' : `BROKEN, each part started at ${STARTING_STOCK}`})`,
      );
      if (log.unexpected.length > 0) throw new Error(`round ${round}: unexpected answers:\n  ${log.unexpected.slice(0, 5).join('\n  ')}`);
    }
  } finally {
    await stop(shop);
  }
  return totals;
}

async function verify(databaseUrl: string, partIds: string[], log: RoundLog) {
  const reader = await openReader(databaseUrl);
  try {
    const marks = partIds.map(() => '?').join(', ');
    const lines = await reader.rows<{ order_id: number | string; product_id: number | string; quantity: number; status: string }>(
      `select order_lines.order_id, order_lines.product_id, order_lines.quantity, orders.status
         from order_lines join orders on orders.id = order_lines.order_id where order_lines.product_id in (${marks})`,
      partIds.map(Number),
    );
    const status = new Map(lines.map((line) => [String(line.order_id), line.status]));
    const booked = new Map(lines.map((line) => [`${line.order_id}:${line.product_id}`, Number(line.quantity)]));
    const products = await reader.rows<{ id: number | string; quantity: number }>(
      `select id, quantity from products where id in (${marks})`,
      partIds.map(Number),
    );
    const [duplicates] = await reader.rows<{ count: number | string }>(
      'select count(*) as count from (select idempotency_key from orders where idempotency_key is not null group by user_id, idempotency_key having count(*) > 1) as repeated',
    );
    // Each change of status is written with its history entry in one transaction: a crash leaves both or neither.
    const [historyMismatches] = await reader.rows<{ count: number | string }>(
      `select count(*) as count from orders where exists (select 1 from order_lines where order_lines.order_id = orders.id and order_lines.product_id in (${marks}))
         and status is distinct from (select status from order_events where order_id = orders.id order by id desc limit 1)`,
      partIds.map(Number),
    );
    const liveLines = lines.filter((line) => line.status !== 'cancelled');
    const liveOf = (part: number | string) =>
      liveLines.filter((line) => String(line.product_id) === String(part)).reduce((sum, line) => sum + Number(line.quantity), 0);
    const stock = products.reduce((sum, product) => sum + Number(product.quantity), 0);
    const liveQuantity = liveLines.reduce((sum, line) => sum + Number(line.quantity), 0);
    const everyPartAddsUp = products.length === partIds.length && products.every((product) => Number(product.quantity) + liveOf(product.id) === STARTING_STOCK);
    // An order is lost when it, or any line it was acknowledged with, is missing or differs.
    const lost = (order: Acked) =>
      !status.has(order.id) || Object.entries(order.lines).some(([part, quantity]) => booked.get(`${order.id}:${part}`) !== quantity);
    return {
      ordersLost: log.orders.filter(lost).length,
      cancelsLost: log.cancels.filter((id) => status.get(id) !== 'cancelled').length,
      duplicates: Number(duplicates?.count ?? 0),
      stock,
      liveQuantity,
      invariantHolds: everyPartAddsUp && Number(historyMismatches?.count) === 0,
    };
  } finally {
    await reader.close();
  }
}
