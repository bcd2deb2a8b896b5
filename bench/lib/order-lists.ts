import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { load } from './load';
import { stop, waitForHttp } from './processes';
import { DEMO_ADMIN, DEMO_CUSTOMER, bearerTokenFor, startShop } from './shops';

const SIZES = [1_000, 100_000];
const TARGET = 1.5;
/** As deployed, a read-only load is answered from pages kept in memory (decision 0024); off, every read asks SQLite. */
const KEPT_MODES = { 'pages kept as deployed': {}, 'pages kept off': { ORDER_PAGES_KEPT: '0' } } as const;
/** The demo customer placed 1 order in 4: far more than any one customer would, so My Orders is tested at scale too. */
const CUSTOMER_SHARE = 4;
/** How a shop's orders stand after a while: most delivered, some on their way, a few to pay or ship, some cancelled. */
const STATUSES = [...Array(14).fill('delivered'), 'shipped', 'shipped', 'paid', 'unpaid', 'cancelled', 'cancelled'] as const;

const QUERIES: Record<string, { path: string; as: 'customer' | 'admin' }> = {
  'My Orders, first page (every status)': { path: '/api/orders?status=all', as: 'customer' },
  'My Orders, first page (live)': { path: '/api/orders', as: 'customer' },
  'Manage Orders, first page': { path: '/api/allorders?status=all', as: 'admin' },
  'Manage Orders, awaiting shipment, oldest first': { path: '/api/allorders?status=all&toShip=true&sort=oldest', as: 'admin' },
};

/** Adds `count` orders of the seeded parts straight in SQL, one transaction; one in CUSTOMER_SHARE is the demo customer's. */
function fillOrders(databaseFile: string, count: number) {
  const database = new SQLite(databaseFile);
  const customerId = database.prepare('select id from users where email = ?').pluck().get(DEMO_CUSTOMER.email) as string;
  const parts = database.prepare('select id, name, price_cents from products').all() as { id: number; name: string; price_cents: number }[];
  const insert = database.prepare(
    `insert into orders (user_id, email, product_id, product_name, quantity, unit_price_cents, price_cents, phone, address, status, created_at, updated_at, paid_at)
     values (?, ?, ?, ?, ?, ?, ?, '+880 1711 000000', 'Bench Road, Dhaka', ?, ?, ?, ?)`,
  );
  const start = Date.now() - count * 60_000;
  database.transaction(() => {
    for (let index = 0; index < count; index++) {
      const ours = index % CUSTOMER_SHARE === 0;
      const part = parts[index % parts.length] as (typeof parts)[number];
      const status = STATUSES[index % STATUSES.length] as (typeof STATUSES)[number];
      const quantity = 10 + (index % 90);
      const at = new Date(start + index * 60_000).toISOString();
      const paidAt = ['paid', 'shipped', 'delivered'].includes(status) ? at : null;
      insert.run(
        ours ? customerId : `bench-customer-${index % 5_000}`,
        ours ? DEMO_CUSTOMER.email : `buyer${index % 5_000}@example.com`,
        part.id,
        part.name,
        quantity,
        part.price_cents,
        part.price_cents * quantity,
        status,
        at,
        at,
        paidAt,
      );
    }
  })();
  database.close();
}

/**
 * My Orders and Manage Orders (first pages) at 1,000 and at 100,000 orders, each shop on a fresh embedded database,
 * side by side: each list is measured on one right after the other, so a change in the machine's load moves both.
 * With the pages kept in memory as deployed, and with them off (so the database path is measured, not only memory).
 * Also prints each answer's size: a page is bounded, whatever the table holds.
 */
export async function benchOrderLists({ serverScript, ports, seconds }: { serverScript: string; ports: [number, number]; seconds: number }) {
  console.log(
    `\nOrder lists at scale: ${SIZES.map((size) => size.toLocaleString('en')).join(' and ')} orders, embedded database, ${seconds} s per cell, 10 connections`,
  );
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-orders-'));
  const shops = SIZES.map((size, index) => ({ size, port: ports[index] as number, databaseFile: path.join(workDir, `orders-${size}.db`) }));
  const rows: Record<string, Record<string, number | string>> = {};
  try {
    for (const [mode, env] of Object.entries(KEPT_MODES)) {
      const servers = shops.map((shop) => startShop(serverScript, shop.port, shop.databaseFile, { SEED_DEMO: 'true', ...env }));
      try {
        const sessions = [];
        for (const shop of shops) {
          const origin = `http://127.0.0.1:${shop.port}`;
          await waitForHttp(`${origin}/api/product`, 120_000);
          // The orders go in once, when the shop first answers.
          if (mode === 'pages kept as deployed') fillOrders(shop.databaseFile, shop.size);
          const tokens = { customer: await bearerTokenFor(origin, DEMO_CUSTOMER), admin: await bearerTokenFor(origin, DEMO_ADMIN) };
          const total = (await fetch(`${origin}/api/allorders?status=all&limit=1`, { headers: { authorization: `Bearer ${tokens.admin}` } })).headers.get(
            'x-total-count',
          );
          if (Number(total) !== shop.size) throw new Error(`Manage Orders counts ${total} orders, not ${shop.size}`);
          sessions.push({ origin, tokens });
        }
        for (const [name, query] of Object.entries(QUERIES)) {
          const measured = [];
          for (const { origin, tokens } of sessions) {
            const headers = { authorization: `Bearer ${tokens[query.as]}` };
            const answer = await fetch(`${origin}${query.path}`, { headers });
            const bytes = (await answer.arrayBuffer()).byteLength;
            await load(`${origin}${query.path}`, 1, { headers });
            const result = await load(`${origin}${query.path}`, seconds, { headers });
            measured.push({
              rps: result.requestsPerSecond,
              p99: result.p99Ms,
              failures: result.non2xx + result.errors,
              bytes,
              total: answer.headers.get('x-total-count'),
            });
          }
          const [atSmall, atLarge] = measured as [(typeof measured)[number], (typeof measured)[number]];
          const slowdown = atSmall.rps / atLarge.rps;
          rows[`${name}, ${mode}`] = {
            '1k req/s': Math.round(atSmall.rps),
            '1k p99 ms': atSmall.p99,
            '100k req/s': Math.round(atLarge.rps),
            '100k p99 ms': atLarge.p99,
            'slowdown 100k/1k': Number(slowdown.toFixed(2)),
            [`<= ${TARGET}`]: slowdown <= TARGET ? 'yes' : 'NO',
            '100k answer kB': Number((atLarge.bytes / 1000).toFixed(1)),
            '100k total': atLarge.total ?? '',
            failures: atSmall.failures + atLarge.failures,
          };
        }
      } finally {
        await Promise.all(servers.map((server) => stop(server)));
      }
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  console.table(rows);
  const worst = Math.max(...Object.values(rows).map((row) => row['slowdown 100k/1k'] as number));
  console.log(`slowest order list at 100,000 orders: ${worst} times slower than at 1,000  (target ${TARGET} or less)`);
}
