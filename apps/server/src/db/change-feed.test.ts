import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { createProduct } from '../../test/factories';
import { createTestApp, testConfig, type TestContext } from '../../test/test-app';
import { type DatabaseHandle, openDatabase } from './database';

// Several instances share a database only on PostgreSQL; the embedded database has no other instance to tell.
const onPostgres = (process.env.PARTSMITH_TEST_DB ?? 'sqlite') !== 'sqlite';
const CACHE_TTL_MS = 600_000;

let first: TestContext;
let secondDatabase: DatabaseHandle;
let second: FastifyInstance;
beforeAll(async () => {
  if (!onPostgres) return;
  first = await createTestApp({ catalogCacheTtlMs: CACHE_TTL_MS });
  secondDatabase = openDatabase(first.database.config);
  second = await buildApp({ config: testConfig(first.database, { catalogCacheTtlMs: CACHE_TTL_MS }), database: secondDatabase });
  await second.ready();
});
afterAll(async () => {
  if (!onPostgres) return;
  await second.close();
  await secondDatabase.destroy();
  await first.close();
});

const namesListedBySecond = async (q: string) =>
  ((await second.inject({ method: 'GET', url: `/api/product?q=${encodeURIComponent(q)}` })).json() as Array<{ name: string }>).map((product) => product.name);
/** The admin the audit log names for the parts these tests add and delete. */
const admin = { id: 'change-feed-test', email: 'admin@example.com' };
const newPart = { price: 12.5, quantity: 10, minimum: 1, description: 'A part.', image: '/images/parts/chips.svg', taxCategory: 'standard' as const };

describe.skipIf(!onPostgres)('the catalogue cache of two instances on one PostgreSQL database', () => {
  // First, while nobody has announced anything yet: a late notification would clear the page this test expects cached.
  it("keeps a cached page when a row is written behind the apps' back (only the time limit bounds that)", async () => {
    const unannounced = `Unannounced ${Date.now()}`;
    expect(await namesListedBySecond(unannounced)).toEqual([]);
    await createProduct(first.database.db, { name: unannounced });
    expect(await namesListedBySecond(unannounced)).toEqual([]);
  });

  it('drops a cached page when another instance changes the catalogue', async () => {
    const name = `Announced ${Date.now()}`;
    expect(await namesListedBySecond(name)).toEqual([]);
    const id = await first.app.services.catalog.create(admin, { ...newPart, name });
    await vi.waitFor(async () => expect(await namesListedBySecond(name)).toEqual([name]), { timeout: 5_000, interval: 20 });
    await first.app.services.catalog.delete(admin, id);
    await vi.waitFor(async () => expect(await namesListedBySecond(name)).toEqual([]), { timeout: 5_000, interval: 20 });
  });

  it('listens again after its connection is cut, and drops what it cached meanwhile', async () => {
    const name = `After reconnect ${Date.now()}`;
    expect(await namesListedBySecond(name)).toEqual([]);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`.execute(first.database.db);
    await createProduct(first.database.db, { name });
    await vi.waitFor(async () => expect(await namesListedBySecond(name)).toEqual([name]), { timeout: 5_000, interval: 50 });

    const later = `Later ${Date.now()}`;
    expect(await namesListedBySecond(later)).toEqual([]);
    await first.app.services.catalog.create(admin, { ...newPart, name: later });
    await vi.waitFor(async () => expect(await namesListedBySecond(later)).toEqual([later]), { timeout: 5_000, interval: 20 });
  });
});
