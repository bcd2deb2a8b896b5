import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { freePort, startNode, waitForHttp } from '../../bench/lib/processes';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverBundle = path.join(root, 'apps/server/dist/main.js');

export const CUSTOMER = { email: 'customer@partsmith.test', password: 'partsmith-customer' };
export const ADMIN = { email: 'admin@partsmith.test', password: 'partsmith-admin' };

let nextPort = Number(process.env.SOAK_BASE_PORT ?? 0);
/** Consecutive ports from SOAK_BASE_PORT (a shared machine hands out ranges), otherwise any free ones. */
export async function allocatePort(): Promise<number> {
  return nextPort > 0 ? nextPort++ : freePort();
}

/**
 * The production bundle with the demo data on; `env` adds or overrides settings; `detached`, it leads a process group of
 * its own. Resolves once the API answers.
 */
export async function startShop(port: number, env: Record<string, string>, { detached = false } = {}): Promise<ChildProcess> {
  const settings = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PAYMENT_PROVIDER: 'test',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // A few accounts place thousands of orders here; the limits on one account are tested in the server suite.
    ORDER_UNPAID_LIMIT: '1000000',
    ORDER_UNPAID_VALUE_UNCONFIRMED: '1000000000',
    ORDER_UNPAID_VALUE_NEW_ACCOUNT: '1000000000',
    ORDER_UNPAID_VALUE: '1000000000',
    ORDER_RATE_LIMIT_PER_HOUR: '1000000',
    // Their addresses are unconfirmed: their orders keep the usual hold.
    UNPAID_ORDER_HOLD_HOURS_UNCONFIRMED: '168',
    ...env,
  };
  const child = startNode([serverBundle], settings, { detached });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`the shop on port ${port} exited (${signal ?? code}) before it answered`))),
  );
  await Promise.race([waitForHttp(`http://127.0.0.1:${port}/api/health`, 60_000), exited]);
  return child;
}

export async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

export const randomSecret = () => crypto.randomBytes(36).toString('base64url');

/**
 * Signs in over HTTP at `baseUrl` as a browser on `publicUrl` would (Better Auth wants a trusted Origin from
 * Node's fetch) and answers the session cookie.
 */
export async function signIn(baseUrl: string, publicUrl: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: publicUrl },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in as ${account.email} failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** The bearer token API clients use, from a signed-in session. */
export async function bearerToken(baseUrl: string, publicUrl: string, cookie: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/${email}`, {
    method: 'PUT',
    headers: { cookie, origin: publicUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`no bearer token: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Adds a part as the admin and answers its id. */
export async function addPart(baseUrl: string, publicUrl: string, adminCookie: string, part: { name: string; quantity: number }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/product`, {
    method: 'POST',
    headers: { cookie: adminCookie, origin: publicUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ ...part, price: 12.5, minimum: 1, description: 'A part for the soak tests.', image: '/images/parts/chips.svg' }),
  });
  if (response.status !== 201) throw new Error(`adding a part failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

export const orderBody = (productId: string, quantity: number) =>
  JSON.stringify({ productId, quantity, phone: '+880 1711 000000', address: 'Soak Road, Dhaka' });

/** Reads the shop's database directly (the checks trust the tables, not the API), with `?` placeholders. */
export interface DatabaseReader {
  rows<Row>(query: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** Read-only on SQLite unless `writable` (a statement that changes rows answers them with RETURNING). */
export async function openReader(databaseUrl: string, { writable = false } = {}): Promise<DatabaseReader> {
  if (databaseUrl.startsWith('sqlite:')) {
    const database = new SQLite(databaseUrl.slice('sqlite:'.length), { readonly: !writable });
    return {
      rows: async <Row>(query: string, params: unknown[] = []) => database.prepare(query).all(...params) as Row[],
      close: async () => {
        database.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    rows: async <Row>(query: string, params: unknown[] = []) => {
      let index = 0;
      return (
        await client.query(
          query.replace(/\?/g, () => `$${++index}`),
          params,
        )
      ).rows as Row[];
    },
    close: () => client.end(),
  };
}

/** A reproducible random source: the seed is printed, so a failing run can be repeated. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
