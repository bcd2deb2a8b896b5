/**
 * Scale-out: two app instances on one PostgreSQL database behind nginx, as docs/deploy.md describes. Sessions,
 * uploaded images, catalogue changes and the sign-in rate limit must hold across instances, concurrent orders
 * through both must never oversell, and restarting them one after the other must fail no request.
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { stop } from '../bench/lib/processes';
import { accessLogSize, answeredBy, passedOn, requestsPerUpstream, startNginx } from './lib/nginx';
import { percentile } from '../bench/lib/percentile';
import { ADMIN, CUSTOMER, addPart, allocatePort, bearerToken, openReader, orderBody, randomSecret, signIn, startShop } from './lib/shop';

export interface ScaleOutOptions {
  nginx: string;
  databaseUrl: string;
  workDir: string;
  concurrentOrders: number;
}

const RATE_LIMIT = 5;
// Longer than any run: a catalogue change can only reach the other instance through the change feed.
const CACHE_TTL_MS = 600_000;
const PROPAGATION_DEADLINE_MS = 15_000;
// nginx sends a restarted instance requests again once the fail_timeout (10 s) of its refused connections has passed.
const BACK_IN_ROTATION_DEADLINE_MS = 30_000;
const STREAM_CLIENTS = 16;

/** Runs every check and answers the failed ones (empty when all passed). */
export async function runScaleOut({ nginx, databaseUrl, workDir, concurrentOrders }: ScaleOutOptions): Promise<string[]> {
  const [portA, portB, nginxPort] = [await allocatePort(), await allocatePort(), await allocatePort()];
  const a = `http://127.0.0.1:${portA}`;
  const b = `http://127.0.0.1:${portB}`;
  const lb = `http://127.0.0.1:${nginxPort}`;
  const env = {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: lb,
    AUTH_SECRET: randomSecret(),
    TRUST_PROXY: '127.0.0.1',
    AUTH_RATE_LIMIT_MAX: String(RATE_LIMIT),
    AUTH_RATE_LIMIT_WINDOW_S: '600',
    CATALOG_CACHE_TTL_MS: String(CACHE_TTL_MS),
  };
  const nginxDir = path.join(workDir, 'nginx');
  const processes: ChildProcess[] = [];
  const failures: string[] = [];
  const check = (name: string, ok: boolean, detail: string) => {
    console.log(`  ${ok ? '✓' : '✗'} ${name} (${detail})`);
    if (!ok) failures.push(`scale-out: ${name} (${detail})`);
  };

  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    processes.push(await startShop(portA, env));
    processes.push(await startShop(portB, env));
    processes.push(await startNginx(nginx, { dir: nginxDir, port: nginxPort, upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`] }));

    const customerCookie = await signIn(a, lb, CUSTOMER);
    const sessionEmail = async (base: string) =>
      ((await (await fetch(`${base}/api/auth/get-session`, { headers: { cookie: customerCookie } })).json()) as { user?: { email: string } } | null)?.user
        ?.email;
    const [onB, throughNginx] = [await sessionEmail(b), await sessionEmail(lb)];
    check('a session made on A works on B and through nginx', onB === CUSTOMER.email && throughNginx === CUSTOMER.email, `B: ${onB}, nginx: ${throughNginx}`);

    const adminCookie = await signIn(lb, lb, ADMIN);
    const uploadedUrl = await uploadImage(a, lb, adminCookie);
    const fromA = await fetch(`${a}${uploadedUrl}`);
    const fromB = await fetch(`${b}${uploadedUrl}`);
    const [bytesA, bytesB] = [Buffer.from(await fromA.arrayBuffer()), Buffer.from(await fromB.arrayBuffer())];
    check(
      'an image uploaded through A is served by B',
      fromB.status === 200 && fromB.headers.get('content-type') === 'image/webp' && bytesB.length > 0 && bytesB.equals(bytesA),
      `${uploadedUrl}: B answered ${fromB.status}, ${bytesB.length} bytes, the same as A: ${bytesB.equals(bytesA)}`,
    );

    await checkCatalogueChanges({ a, b, lb, adminCookie, check });
    await checkSignInRateLimit({ a, b, lb, check });
    await checkNoOversell({ a, b, lb, customerCookie, databaseUrl, nginxDir, concurrentOrders, check });
    await checkRollingRestart({ lb, ports: [portA, portB], processes, env, customerCookie, databaseUrl, nginxDir, check });
  } finally {
    for (const child of processes.reverse()) await stop(child);
  }
  return failures;
}

type Check = (name: string, ok: boolean, detail: string) => void;

async function uploadImage(base: string, publicUrl: string, adminCookie: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0d9488' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), 'part.png');
  const response = await fetch(`${base}/api/uploads`, { method: 'POST', headers: { cookie: adminCookie, origin: publicUrl }, body: form });
  if (response.status !== 201) throw new Error(`the upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

/** Polls until `done` holds, answering how long it took, or null at the deadline. */
async function waitUntil(done: () => Promise<boolean>, deadlineMs = PROPAGATION_DEADLINE_MS): Promise<number | null> {
  const startedAt = performance.now();
  while (performance.now() - startedAt < deadlineMs) {
    if (await done()) return Math.round(performance.now() - startedAt);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

async function checkCatalogueChanges({ a, b, lb, adminCookie, check }: { a: string; b: string; lb: string; adminCookie: string; check: Check }) {
  const name = `Scale part ${crypto.randomBytes(4).toString('hex')}`;
  const listedOnB = async () => ((await (await fetch(`${b}/api/product?q=${encodeURIComponent(name)}`)).json()) as unknown[]).length;
  const before = await listedOnB(); // B now holds this (empty) page in memory
  const id = await addPart(a, lb, adminCookie, { name, quantity: 10 });
  const shownAfterMs = await waitUntil(async () => (await listedOnB()) === 1);
  check(
    "a part added on A shows in B's catalogue",
    before === 0 && shownAfterMs !== null,
    shownAfterMs === null ? `not within ${PROPAGATION_DEADLINE_MS} ms` : `after ${shownAfterMs} ms; cache time limit ${CACHE_TTL_MS} ms`,
  );

  const deleted = await fetch(`${a}/api/product/${id}`, { method: 'DELETE', headers: { cookie: adminCookie, origin: lb } });
  const goneAfterMs = deleted.ok ? await waitUntil(async () => (await listedOnB()) === 0) : null;
  check(
    "a part deleted on A leaves B's catalogue",
    goneAfterMs !== null,
    goneAfterMs === null ? `delete answered ${deleted.status}; still listed` : `after ${goneAfterMs} ms`,
  );
}

/** A POST from a chosen loopback address, so that nginx and the instances see different clients. */
function signInFrom(localAddress: string, url: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({ email: CUSTOMER.email, password: 'not-the-password' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: new URL(url).origin, ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function checkSignInRateLimit({ a, b, lb, check }: { a: string; b: string; lb: string; check: Check }) {
  const client = '127.0.0.7';
  const signInPath = '/api/auth/sign-in/email';
  // Origin names the shop even on the direct ports: sign-in is tied to PUBLIC_URL.
  const statuses: number[] = [];
  const targets = [lb, a, b];
  for (let attempt = 0; attempt <= RATE_LIMIT; attempt++)
    statuses.push(await signInFrom(client, `${targets[attempt % targets.length]}${signInPath}`, { origin: lb }));
  const spoofed = await signInFrom(client, `${lb}${signInPath}`, { origin: lb, 'x-forwarded-for': '10.9.9.9' });
  const otherClient = await signInFrom('127.0.0.8', `${lb}${signInPath}`, { origin: lb });
  const limitHeld = statuses.slice(0, RATE_LIMIT).every((status) => status === 401) && statuses[RATE_LIMIT] === 429;
  check(
    `the sign-in limit (${RATE_LIMIT}) counts across nginx, A and B`,
    limitHeld && spoofed === 429 && otherClient === 401,
    `attempts ${statuses.join(' ')}; with a forged X-Forwarded-For ${spoofed}; another client ${otherClient}`,
  );
}

async function checkNoOversell(options: {
  a: string;
  b: string;
  lb: string;
  customerCookie: string;
  databaseUrl: string;
  nginxDir: string;
  concurrentOrders: number;
  check: Check;
}) {
  const { a, b, lb, customerCookie, databaseUrl, nginxDir, concurrentOrders, check } = options;
  const stock = Math.floor((concurrentOrders * 3) / 4);
  const partId = await addPart(lb, lb, await signIn(a, lb, ADMIN), { name: `Contested part ${crypto.randomBytes(4).toString('hex')}`, quantity: stock });
  const token = await bearerToken(lb, lb, customerCookie, CUSTOMER.email);
  const latenciesMs: number[] = [];
  const statuses = await Promise.all(
    Array.from({ length: concurrentOrders }, async (_, index) => {
      const startedAt = performance.now();
      const response = await fetch(`${lb}/api/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, origin: lb, 'content-type': 'application/json', 'idempotency-key': `contested-${partId}-${index}` },
        body: orderBody(partId, 1),
      });
      await response.arrayBuffer();
      latenciesMs.push(performance.now() - startedAt);
      return response.status;
    }),
  );
  const placed = statuses.filter((status) => status === 201).length;
  const soldOut = statuses.filter((status) => status === 409).length;
  const stockLeft = ((await (await fetch(`${b}/api/product/${partId}`)).json()) as { quantity: number }).quantity;
  const reader = await openReader(databaseUrl);
  const [live] = await reader.rows<{ count: string | number }>("select count(*) as count from orders where product_id = ? and status != 'cancelled'", [
    Number(partId),
  ]);
  await reader.close();
  const served = requestsPerUpstream(nginxDir, /"POST \/api\/orders /);
  check(
    `${concurrentOrders} concurrent orders through nginx never oversell a stock of ${stock}`,
    placed === stock && soldOut === concurrentOrders - stock && stockLeft === 0 && Number(live?.count) === stock && served.size === 2,
    `placed ${placed}, sold out ${soldOut}, other ${concurrentOrders - placed - soldOut}; stock left ${stockLeft}; live orders ${live?.count}; ` +
      `units oversold ${Math.max(0, Number(live?.count) - stock)}; answered by ${[...served].map(([upstream, count]) => `${upstream} ${count}`).join(', ')}; p99 ${percentile(latenciesMs, 0.99).toFixed(0)} ms`,
  );
}

/**
 * A rolling restart as docs/deploy.md describes it, under a stream of reads and orders (each with an Idempotency-Key)
 * through nginx: A is stopped with SIGTERM and started again, and once nginx sends it requests again, B the same.
 * No request may fail, and every order acknowledged must be in the database.
 */
async function checkRollingRestart(options: {
  lb: string;
  ports: [number, number];
  /** The running instances, A and B first: each is replaced by its restarted process. */
  processes: ChildProcess[];
  env: Record<string, string>;
  customerCookie: string;
  databaseUrl: string;
  nginxDir: string;
  check: Check;
}) {
  const { lb, ports, processes, env, customerCookie, databaseUrl, nginxDir, check } = options;
  const partId = await addPart(lb, lb, await signIn(lb, lb, ADMIN), { name: `Rolling part ${crypto.randomBytes(4).toString('hex')}`, quantity: 10_000_000 });
  const token = await bearerToken(lb, lb, customerCookie, CUSTOMER.email);
  const keyPrefix = `rolling-${partId}-`;
  const acked = new Map<string, string>();
  const failed: string[] = [];
  let reads = 0;
  let streaming = true;
  const since = accessLogSize(nginxDir);

  // Each client reads the part, then the catalogue, then orders one piece, over and over.
  const client = async (clientIndex: number) => {
    for (let n = 0; streaming; n++) {
      const key = `${keyPrefix}${clientIndex}-${n}`;
      const kind = (['part', 'catalogue', 'order'] as const)[n % 3]!;
      try {
        const response =
          kind === 'order'
            ? await fetch(`${lb}/api/orders`, {
                method: 'POST',
                headers: { authorization: `Bearer ${token}`, origin: lb, 'content-type': 'application/json', 'idempotency-key': key },
                body: orderBody(partId, 1),
              })
            : await fetch(kind === 'part' ? `${lb}/api/product/${partId}` : `${lb}/api/product?limit=12`);
        const body = await response.text();
        if (kind === 'order' && (response.status === 201 || response.status === 200)) acked.set(key, (JSON.parse(body) as { insertedId: string }).insertedId);
        else if (kind !== 'order' && response.status === 200) reads += 1;
        else failed.push(`${kind} answered ${response.status}`);
      } catch (error) {
        failed.push(`${kind}: ${(error as { cause?: { code?: string } }).cause?.code ?? String(error)}`);
      }
    }
  };
  const clients = Array.from({ length: STREAM_CLIENTS }, (_, index) => client(index));

  const steps: string[] = [];
  try {
    for (const [index, name] of (['A', 'B'] as const).entries()) {
      const stoppedAt = performance.now();
      const old = processes[index]!;
      await stop(old);
      const stopMs = Math.round(performance.now() - stoppedAt);
      const logged = accessLogSize(nginxDir);
      processes[index] = await startShop(ports[index]!, env);
      const upstream = `127.0.0.1:${ports[index]}`;
      const backAfterMs = await waitUntil(async () => answeredBy(nginxDir, logged, upstream), BACK_IN_ROTATION_DEADLINE_MS);
      steps.push(
        `${name} exited ${old.exitCode ?? old.signalCode} ${stopMs} ms after SIGTERM, ` +
          (backAfterMs === null
            ? `not back in nginx's rotation within ${BACK_IN_ROTATION_DEADLINE_MS} ms`
            : `back in rotation ${Math.round(performance.now() - stoppedAt)} ms after it`),
      );
      if (old.exitCode !== 0 || backAfterMs === null) failed.push(`restarting ${name}: ${steps.at(-1)}`);
    }
  } finally {
    streaming = false;
    await Promise.all(clients);
  }

  const reader = await openReader(databaseUrl);
  const rows = await reader.rows<{ id: number | string; idempotency_key: string }>('select id, idempotency_key from orders where idempotency_key like ?', [
    `${keyPrefix}%`,
  ]);
  await reader.close();
  const stored = new Map(rows.map((row) => [row.idempotency_key, String(row.id)]));
  const missing = [...acked].filter(([key, id]) => stored.get(key) !== id).length;
  check(
    'a rolling restart (A, then B, with SIGTERM) under a stream of reads and orders through nginx fails no request',
    failed.length === 0 && missing === 0 && stored.size === acked.size,
    `${reads} reads and ${acked.size} orders answered, ${failed.length} failed${failed.length > 0 ? ` (${[...new Set(failed)].slice(0, 5).join('; ')})` : ''}; ` +
      `acknowledged orders missing ${missing}, orders stored ${stored.size}; ${steps.join('; ')}; ` +
      `nginx passed ${passedOn(nginxDir, since)} requests on to the other instance`,
  );
}
