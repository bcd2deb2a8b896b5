/**
 * Crash safety: customers place and cancel orders at full speed, and one of them fills a cart of two parts and checks
 * it out, again and again; the server is killed with SIGKILL at a random moment and started again on the same database.
 * Every acknowledged order (with each of its lines) and cancel must have survived, and each part's stock plus its live
 * lines must still equal the stock it started with. Customers also pay some orders: every acknowledged payment must
 * have survived with its invoice, and each series of invoice numbers must run from 1 with no gap or repeat.
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
  paymentsAcked: number;
  /** Acknowledged payments whose order is no longer paid or has no invoice. */
  paymentsLost: number;
  /** Rounds after which a series of invoice numbers had a gap or a repeat. */
  invoiceGaps: number;
  invoices: number;
  orderLatenciesMs: number[];
}

const STARTING_STOCK = 50_000_000;
const KILL_AFTER_MS = { min: 300, max: 2_500 };
const CANCEL_SHARE = 0.15;
const PAY_SHARE = 0.1;

interface Acked {
  id: string;
  /** The pieces of each part the acknowledgement named, by part id. */
  lines: Record<string, number>;
}

/** What one round's clients saw: acknowledged orders and cancels, and orders and checkouts whose answer the crash cut off. */
interface RoundLog {
  orders: Acked[];
  cancels: string[];
  payments: string[];
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
  const totals: CrashTotals = {
    ordersAcked: 0,
    ordersLost: 0,
    cancelsAcked: 0,
    cancelsLost: 0,
    duplicates: 0,
    invariantBroken: 0,
    paymentsAcked: 0,
    paymentsLost: 0,
    invoiceGaps: 0,
    invoices: 0,
    orderLatenciesMs: [],
  };
  try {
    const adminCookie = await signIn(origin, origin, ADMIN);
    const partId = await addPart(origin, origin, adminCookie, { name: `Crash part ${seed}`, quantity: STARTING_STOCK });
    const cartPartId = await addPart(origin, origin, adminCookie, { name: `Crash cart part ${seed}`, quantity: STARTING_STOCK });
    const partIds = [partId, cartPartId];
    const token = await bearerToken(origin, origin, await signIn(origin, origin, CUSTOMER), CUSTOMER.email);
    const headers = { authorization: `Bearer ${token}`, origin, 'content-type': 'application/json' };

    for (let round = 1; round <= rounds; round++) {
      const log: RoundLog = { orders: [], cancels: [], payments: [], unanswered: [], unansweredCheckouts: [], unexpected: [], latenciesMs: [] };
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
      /** Pays the order with the test provider's card, as the web app does: intent, card, confirmation. */
      const pay = async (order: Acked) => {
        const call = async (url: string, method: string, body: unknown) => {
          const response = await fetch(`${origin}${url}`, { method, headers, body: JSON.stringify(body) });
          if (response.status !== 200 && response.status !== 201) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
          return (await response.json()) as Record<string, string | number>;
        };
        try {
          const { clientSecret } = await call('/api/create-payment-intent', 'POST', { orderId: order.id });
          const card = { clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
          const { transactionId } = await call('/api/test-payments/confirm', 'POST', card);
          const { modifiedCount } = await call(`/api/orders/${order.id}`, 'PATCH', { transactionId });
          if (modifiedCount !== 1) throw new Error(`paying order ${order.id} changed ${modifiedCount} orders`);
        } catch (error) {
          // Cut off by the crash (fetch throws), or a surprise.
          if (!(error instanceof TypeError)) log.unexpected.push(String(error));
          return false;
        }
        log.payments.push(order.id);
        return true;
      };
      // The first client shops with the cart (the account has one cart, so one client uses it); the others order parts one by one.
      const client = async (clientIndex: number) => {
        const live: Acked[] = [];
        for (let n = 0; !crashed; n++) {
          const draw = random();
          const chosen = live.length > 0 && draw < CANCEL_SHARE + PAY_SHARE ? live.splice(Math.floor(random() * live.length), 1)[0] : undefined;
          const key = `crash-${seed}-${round}-${clientIndex}-${n}`;
          const goOn = chosen
            ? await (draw < CANCEL_SHARE ? cancel(chosen) : pay(chosen))
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
      totals.paymentsAcked += log.payments.length;
      totals.paymentsLost += verdict.paymentsLost;
      totals.invoiceGaps += verdict.invoiceGaps ? 1 : 0;
      totals.invoices = verdict.invoices;
      totals.orderLatenciesMs.push(...log.latenciesMs);
      console.log(
        `  round ${round}: killed after ${killAfterMs} ms; orders acked ${log.orders.length} (${log.orders.filter((order) => Object.keys(order.lines).length > 1).length} of them carts checked out; ${log.unanswered.length + log.unansweredCheckouts.length} cut off, retried), lost ${verdict.ordersLost}; ` +
          `cancels acked ${log.cancels.length}, lost ${verdict.cancelsLost}; payments acked ${log.payments.length}, lost ${verdict.paymentsLost}; ` +
          `invoices ${verdict.invoices}${verdict.invoiceGaps ? ' NUMBERED WITH A GAP' : ', numbered without gaps'}; duplicates ${verdict.duplicates}; ` +
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
    // Every acknowledged payment left its order paid, with its invoice.
    const invoiced = new Set(
      (await reader.rows<{ order_id: number | string }>(`select order_id from invoices where kind = 'invoice'`)).map((row) => String(row.order_id)),
    );
    const paymentsLost = log.payments.filter((id) => status.get(id) !== 'paid' || !invoiced.has(id)).length;
    // Each series of numbers runs 1, 2, 3, ... with no gap: as many documents as the highest number.
    const series = await reader.rows<{ kind: string; year: number; documents: number | string; first: number; last: number }>(
      'select kind, year, count(*) as documents, min(sequence) as first, max(sequence) as last from invoices group by kind, year',
    );
    const invoiceGaps = series.some((row) => Number(row.first) !== 1 || Number(row.last) !== Number(row.documents));
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
      paymentsLost,
      invoiceGaps,
      invoices: series.reduce((sum, row) => sum + Number(row.documents), 0),
    };
  } finally {
    await reader.close();
  }
}
