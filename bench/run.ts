/**
 * npm run bench: the shop's speed against a baseline measured in the same run, so a noisy machine moves both.
 * Prints ratios, never absolute pass/fail timings; Lighthouse scores are printed next to their targets.
 *
 * BENCH_ONLY=<comma list of sections> runs only those sections, e.g. BENCH_ONLY=lighthouse for quick iteration;
 * BENCH_POSTGRES_URL=postgres://... also places the orders on PostgreSQL (a database made for the run, dropped after).
 * BENCH_CPU_PROF=<dir> keeps a CPU profile of the app (the catalogue, signed-in and orders sections) there.
 * Sections: catalogue, signed-in, lighthouse, orders, catalogue-scale, order-lists, bundle. WEB_DIST_DIR=<dir> measures a web build other than apps/web/dist
 * (built with WEB_OUT_DIR=<dir>); BENCH_LIGHTHOUSE_RUNS (3) and BENCH_LIGHTHOUSE_REPORTS=<dir> (keep the reports).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { homeRouteJavaScript } from './lib/bundle-size';
import { benchCatalogScale } from './lib/catalog-scale';
import { benchLighthouse } from './lib/lighthouse';
import { type LoadResult, load } from './lib/load';
import { benchOrderLists } from './lib/order-lists';
import { type OrderBenchStore, postgresOrderStore, sqliteOrderStore } from './lib/order-stores';
import { createPostgresDatabase, dropPostgresDatabase } from './lib/postgres';
import { DEMO_CUSTOMER, sessionCookieFor } from './lib/shops';
import { SERVER_CPU, freePort, pinLoadGenerator, startNode, stop, unpinLoadGenerator, waitForHttp } from './lib/processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const catalogPath = '/api/product?limit=20';
/** The lines of the cart the checkout bench checks out. */
const CART_LINES = 10;
const webDistDir = process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : path.join(root, 'apps/web/dist');
/** The app's log level: at info and below it writes an access log line per request. */
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';

const SECTIONS = ['catalogue', 'signed-in', 'lighthouse', 'orders', 'catalogue-scale', 'order-lists', 'bundle'];
const onlySections = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknownSections = onlySections?.filter((name) => !SECTIONS.includes(name)) ?? [];
if (unknownSections.length > 0) throw new Error(`BENCH_ONLY names unknown sections ${unknownSections.join(', ')}; known: ${SECTIONS.join(', ')}`);
const shouldRun = (section: string) => !onlySections || onlySections.includes(section);

const pinned = pinLoadGenerator();
console.log(pinned ? `Servers run on CPU ${SERVER_CPU}, the load generator on the others.` : 'CPUs not pinned (taskset unavailable): expect more noise.');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-bench-'));
const appPort = await freePort();
const rawPort = await freePort();
// BENCH_CPU_PROF=<dir>: the app writes a V8 CPU profile there when it stops (open it in Chrome's DevTools or speedscope).
const profiling = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
/** The demo shop on the embedded database, as the catalogue, signed-in and orders sections measure it. */
const demoShopEnvironment = (port: number, databaseFile: string) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  PAYMENT_PROVIDER: 'test',
  DATABASE_URL: `sqlite:${path.join(workDir, databaseFile)}`,
  SEED_DEMO: 'true',
  WEB_DIST_DIR: webDistDir,
  LOG_LEVEL: logLevel,
  // No backup at start: it would pause the server inside the first measurements.
  BACKUP_INTERVAL_HOURS: '0',
});
const app = startNode([...profiling, path.join(root, 'apps/server/dist/main.js')], demoShopEnvironment(appPort, 'bench.db'));

try {
  const appUrl = `http://127.0.0.1:${appPort}${catalogPath}`;
  await waitForHttp(appUrl);
  if (shouldRun('catalogue')) {
    const sample = await fetch(appUrl);
    const bodyFile = path.join(workDir, 'catalog.json');
    fs.writeFileSync(bodyFile, Buffer.from(await sample.arrayBuffer()));
    const headers = Object.fromEntries([...sample.headers].filter(([name]) => !['content-length', 'date', 'connection', 'keep-alive'].includes(name)));
    const raw = startNode([path.join(root, 'bench/lib/raw-server.mjs'), JSON.stringify({ bodyFile, headers, port: rawPort })], {});
    const rawUrl = `http://127.0.0.1:${rawPort}${catalogPath}`;
    await waitForHttp(rawUrl);
    // The same shop with its metrics on, measured in the same alternating rounds: what collecting them costs.
    const metricsPort = await freePort();
    const metricsToken = crypto.randomBytes(32).toString('hex');
    const metered = startNode([path.join(root, 'apps/server/dist/main.js')], {
      ...demoShopEnvironment(metricsPort, 'bench-metrics.db'),
      METRICS_TOKEN: metricsToken,
    });
    const meteredUrl = `http://127.0.0.1:${metricsPort}${catalogPath}`;
    await waitForHttp(meteredUrl);

    try {
      console.log(`Catalogue: GET ${catalogPath} on the embedded database, ${rounds} alternating rounds of ${seconds} s, 10 connections`);
      console.log(
        ['info', 'debug', 'trace'].includes(logLevel)
          ? `(the app logs at ${logLevel}: one access log line per request, read from its standard output)`
          : `(the app logs at ${logLevel}: no per-request log lines; BENCH_LOG_LEVEL=info measures with them)`,
      );
      await load(appUrl, 2);
      await load(rawUrl, 2);
      await load(meteredUrl, 2);
      const appRuns: LoadResult[] = [];
      const rawRuns: LoadResult[] = [];
      const meteredRuns: LoadResult[] = [];
      for (let round = 0; round < rounds; round++) {
        appRuns.push(await load(appUrl, seconds));
        rawRuns.push(await load(rawUrl, seconds));
        meteredRuns.push(await load(meteredUrl, seconds));
      }
      const shop = summary(appRuns);
      const baseline = summary(rawRuns);
      const withMetrics = summary(meteredRuns);
      console.table({
        'Partsmith (Fastify + SQLite)': { 'requests/s': Math.round(shop.rps), 'p99 ms': shop.p99, failures: shop.failures },
        'raw node:http, same bytes': { 'requests/s': Math.round(baseline.rps), 'p99 ms': baseline.p99, failures: baseline.failures },
        'Partsmith, metrics on': { 'requests/s': Math.round(withMetrics.rps), 'p99 ms': withMetrics.p99, failures: withMetrics.failures },
      });
      console.log(`catalogue ratio to baseline (requests/s): ${(shop.rps / baseline.rps).toFixed(2)}  (target 0.5 or more)`);
      console.log(
        `catalogue with metrics on (METRICS_TOKEN set) to off (requests/s): ${(withMetrics.rps / shop.rps).toFixed(2)}; ${await requestsCounted(metricsPort, metricsToken)} requests counted`,
      );
    } finally {
      await stop(raw);
      await stop(metered);
    }
  }

  if (shouldRun('signed-in')) await benchSignedInReads(`http://127.0.0.1:${appPort}`);

  if (shouldRun('lighthouse')) {
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    // The browser is no load generator: confined to the load generator's CPUs, a multi-process Chromium measures that.
    unpinLoadGenerator();
    try {
      await benchLighthouse(`http://127.0.0.1:${appPort}`, { paths: ['/', '/product'], runs, reportDir: process.env.BENCH_LIGHTHOUSE_REPORTS });
    } finally {
      if (pinned) pinLoadGenerator();
    }
  }
  // After Lighthouse: the orders section adds a bench part to the catalogue the pages show.
  if (shouldRun('orders')) {
    await benchOrderPlacement(`http://127.0.0.1:${appPort}`, sqliteOrderStore(path.join(workDir, 'bench.db')), 'the embedded database (synchronous=FULL)');
  }
} finally {
  await stop(app);
  fs.rmSync(workDir, { recursive: true, force: true });
}

function median(values: number[]) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

/** The median requests/s and p99 of the runs, and every failed request of them. */
/** The catalogue requests the metered shop's metrics counted: proof that they were collecting while measured. */
async function requestsCounted(port: number, token: string): Promise<number> {
  const scrape = await fetch(`http://127.0.0.1:${port}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const text = await scrape.text();
  const count = /^partsmith_http_request_duration_seconds_count\{route="\/api\/product",method="GET",status_class="2xx"\} (\d+)$/m.exec(text);
  if (!scrape.ok || !count) throw new Error(`the metrics did not count the catalogue's requests: ${scrape.status} ${text.slice(0, 200)}`);
  return Number(count[1]);
}

function summary(runs: LoadResult[]) {
  return {
    rps: median(runs.map((run) => run.requestsPerSecond)),
    p99: median(runs.map((run) => run.p99Ms)),
    failures: runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0),
  };
}

/**
 * What a signed-in customer asks on every page (get-session), an order page and the first page of My Orders, each in
 * rounds alternating with the visitor's catalogue, so that the ratios compare requests measured side by side.
 */
async function benchSignedInReads(origin: string) {
  const cookie = await sessionCookieFor(origin, DEMO_CUSTOMER);
  const parts = (await (await fetch(`${origin}${catalogPath}`)).json()) as { _id: string; price: number; minimum: number; available: number }[];
  // The cheapest minimum order: the demo customer's address is unconfirmed, so its unpaid orders may hold only $1,000.
  const part = parts.filter((candidate) => candidate.available >= candidate.minimum).sort((a, b) => a.price * a.minimum - b.price * b.minimum)[0];
  if (!part) throw new Error('no demo part has its minimum order in stock');
  const placed = await fetch(`${origin}/api/orders`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify({ productId: part._id, quantity: part.minimum, phone: '+880 1711 000000', address: 'Bench Road, Dhaka' }),
  });
  if (!placed.ok) throw new Error(`the bench could not place an order: ${placed.status} ${await placed.text()}`);
  const { insertedId } = (await placed.json()) as { insertedId: string };

  const reads = {
    'GET /api/auth/get-session': '/api/auth/get-session',
    'GET /api/orders/{id}': `/api/orders/${insertedId}`,
    'GET /api/orders (My Orders, first page)': `/api/orders?email=${encodeURIComponent(DEMO_CUSTOMER.email)}&limit=20&status=all`,
  };
  console.log(
    `\nSigned-in reads as the demo customer (session cookie), each in ${rounds} rounds of ${seconds} s alternating with the catalogue, 10 connections`,
  );
  const rows: Record<string, { 'requests/s': number; 'p99 ms': number; failures: number; 'ratio to catalogue': string }> = {};
  for (const [name, path] of Object.entries(reads)) {
    const catalogueRuns: LoadResult[] = [];
    const readRuns: LoadResult[] = [];
    for (let round = 0; round < rounds; round++) {
      catalogueRuns.push(await load(`${origin}${catalogPath}`, seconds));
      readRuns.push(await load(`${origin}${path}`, seconds, { headers: { cookie } }));
    }
    const catalogue = summary(catalogueRuns);
    const read = summary(readRuns);
    rows[name] = {
      'requests/s': Math.round(read.rps),
      'p99 ms': read.p99,
      failures: read.failures,
      'ratio to catalogue': (read.rps / catalogue.rps).toFixed(2),
    };
  }
  console.table(rows);
  console.log('target: each 0.5 or more of the catalogue, p99 5 ms or less');
}

/**
 * Orders placed through the API by many customers at once, each under the shop's default limits (at most 5 unpaid
 * orders: decision 0015), against parts with ample stock: single-part orders (POST /api/orders), then checkouts of a
 * 10-line cart (POST /api/checkout); then the stock is checked. The customers, their API tokens and their carts are
 * written straight into the database: signing up thousands of accounts would measure password hashing.
 */
async function benchOrderPlacement(origin: string, store: OrderBenchStore, database: string) {
  const startingStock = 100_000_000;
  const delivery = { phone: '+880 1711 000000', address: 'Bench Road, Dhaka' };
  const placeAll = async (url: string, tokens: string[], body: object) => {
    let next = 0;
    return load(url, seconds, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } }),
    });
  };

  // At most 5 unpaid orders each: room for 12,500 orders a second. With 6,000 customers a fast machine ran out of them
  // (3,773 orders/s for 8 s is more than their 30,000), and the refused orders counted as failures.
  const partId = await store.addPart(startingStock, 'BENCH-PART');
  const orderCustomers = seconds * 2_500;
  const single = await placeAll(`${origin}/api/orders`, await store.addCustomers(orderCustomers), { productId: partId, quantity: 1, ...delivery });
  const singleBooks = await store.books(partId);

  // One checkout per customer (it empties the cart): room for 1,000 checkouts a second.
  const cartParts = await Promise.all(Array.from({ length: CART_LINES }, (_, index) => store.addPart(startingStock, `BENCH-CART-${index + 1}`)));
  const cartCustomers = seconds * 1_000;
  const checkout = await placeAll(`${origin}/api/checkout`, await store.addCustomers(cartCustomers, cartParts), delivery);
  const cartBooks = await Promise.all(cartParts.map((id) => store.books(id)));
  await store.close();

  console.log(
    `\nOrder placement on ${database}, ${seconds} s each, 10 connections: POST /api/orders (${orderCustomers} customers), then POST /api/checkout of a ${CART_LINES}-line cart (${cartCustomers} customers)`,
  );
  // A request is an order on the first row and a checkout on the second: each row fills the rate column of its own kind.
  const row = (result: LoadResult, lines: number, rate: 'orders/s' | 'checkouts/s') => ({
    [rate]: Math.round(result.requestsPerSecond),
    'lines/s': Math.round(result.requestsPerSecond * lines),
    'p99 ms': result.p99Ms,
    failures: result.non2xx + result.errors,
  });
  console.table(
    { 'place a single-part order': row(single, 1, 'orders/s'), [`check out a ${CART_LINES}-line cart`]: row(checkout, CART_LINES, 'checkouts/s') },
    ['orders/s', 'checkouts/s', 'lines/s', 'p99 ms', 'failures'],
  );
  console.log(`targets: single-part orders 1,000/s or more, p99 20 ms or less; ${CART_LINES}-line checkouts 300/s (3,000 lines/s) or more, p99 50 ms or less`);
  const consistent = [singleBooks, ...cartBooks].every((books) => books.stock + books.placed === startingStock);
  console.log(
    `pieces booked: ${singleBooks.placed} single-part, ${cartBooks.reduce((sum, books) => sum + books.placed, 0)} in checkouts; stock + booked = starting stock for every part: ${consistent ? 'consistent' : 'INCONSISTENT'}`,
  );
}

// The same on PostgreSQL, when BENCH_POSTGRES_URL names a server: a shop of its own on a database made for the run.
if (shouldRun('orders') && process.env.BENCH_POSTGRES_URL) {
  const databaseUrl = await createPostgresDatabase(process.env.BENCH_POSTGRES_URL, 'bench');
  const port = await freePort();
  const shop = startNode([path.join(root, 'apps/server/dist/main.js')], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAYMENT_PROVIDER: 'test',
    DATABASE_URL: databaseUrl,
    // Production on PostgreSQL wants the secret every instance shares.
    AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}${catalogPath}`);
    await benchOrderPlacement(`http://127.0.0.1:${port}`, await postgresOrderStore(databaseUrl), 'PostgreSQL (the server is not pinned)');
  } finally {
    await stop(shop);
    await dropPostgresDatabase(databaseUrl);
  }
}

if (shouldRun('catalogue-scale')) {
  const ports: [number, number] = [await freePort(), await freePort()];
  await benchCatalogScale({ serverScript: path.join(root, 'apps/server/dist/main.js'), ports, seconds: Number(process.env.BENCH_SCALE_SECONDS ?? 5) });
}

if (shouldRun('order-lists')) {
  const ports: [number, number] = [await freePort(), await freePort()];
  await benchOrderLists({ serverScript: path.join(root, 'apps/server/dist/main.js'), ports, seconds: Number(process.env.BENCH_SCALE_SECONDS ?? 5) });
}

if (shouldRun('bundle')) {
  const bundle = homeRouteJavaScript(webDistDir);
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log('\nHome route initial JavaScript (gzip -9, 1 kB = 1000 bytes):');
  for (const file of bundle.files) console.log(`  ${file.file}  ${kB(file.gzipBytes)}`);
  console.log(`  total ${kB(bundle.gzipBytes)}  (budget 113 kB)`);
}
