import fc from 'fast-check';
import { SEARCH_COUNT_CAP } from '@partsmith/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { containsIgnoringCase } from '../../lib/sql';
import { type CatalogRepository, createCatalogRepository } from './repository';

/**
 * Migration 0005 answers the list from a kept count and a trigram index instead of reading the table: the answers
 * must stay exactly those of counting and of a plain LIKE, whatever happens to the parts.
 */
let database: TestDatabase;
let repository: CatalogRepository;
beforeAll(async () => {
  database = await createTestDatabase();
  repository = createCatalogRepository(database.db, database.dialect);
});
afterAll(() => database.drop());

const noFilters = { inStock: false, values: [], ranges: [] };

const NAMES = [
  'Tower Cooler',
  'apex 100% Fan',
  'Silent_fan "Pro"',
  'Écran 27"',
  'Mémoire DDR5',
  'Keys',
  'Cooler Master',
  'ATX board',
  'Thermal paste 5g',
  "O'Neil cable",
];

async function listedCount(): Promise<number> {
  return Number(
    (
      await database.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );
}

/**
 * The parts a search must find, by plain LIKE and plain text: every listed part whose name or description contains the
 * text, or whose part number begins with it (ignoring case); a part whose number is the text comes first.
 */
async function expectedIds(q: string): Promise<string[]> {
  const rows = await database.db.selectFrom('products').select(['id', 'part_number']).where('deleted_at', 'is', null).orderBy('id', 'desc').execute();
  const mentioning = new Set(
    (
      await database.db
        .selectFrom('products')
        .select('id')
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([containsIgnoringCase('name', q), containsIgnoringCase('description', q)]))
        .execute()
    ).map((row) => String(row.id)),
  );
  const upper = q.toUpperCase();
  const found = rows.filter((row) => mentioning.has(String(row.id)) || row.part_number.startsWith(upper));
  const exact = found.filter((row) => row.part_number === upper);
  return [...exact, ...found.filter((row) => row.part_number !== upper)].map((row) => String(row.id));
}

async function searchedIds(q: string) {
  const { products, total } = await repository.list({ ...noFilters, q }, { limit: 100, offset: 0, sort: 'newest' });
  return { ids: products.map((product) => String(product.id)), total };
}

describe('the kept number of listed parts', () => {
  it('follows inserts, soft deletes, restores and deletes, one by one and many at once', async () => {
    const total = async () => (await repository.list(noFilters, { limit: 1, offset: 0, sort: 'newest' })).total;
    expect(await total()).toBe(await listedCount());

    const parts = [];
    for (const name of NAMES) parts.push(await createProduct(database.db, { name, description: `${name} for builders` }));
    await createProduct(database.db, { name: 'Retired part', deleted_at: new Date().toISOString() });
    expect(await total()).toBe(await listedCount());

    await sql`insert into products (name, description, image, price_cents, quantity, minimum, part_number)
      select name, description, image, price_cents, quantity, minimum, 'COPY-' || id from products`.execute(database.db);
    expect(await total()).toBe(await listedCount());

    const [first, second, third] = parts as [(typeof parts)[0], (typeof parts)[0], (typeof parts)[0]];
    expect(await repository.softDelete(String(first.id))).toBe(1);
    expect(await repository.softDelete(String(first.id))).toBe(0);
    await database.db.updateTable('products').set({ deleted_at: new Date().toISOString() }).where('name', 'like', 'Cooler%').execute();
    expect(await total()).toBe(await listedCount());

    await database.db.updateTable('products').set({ deleted_at: null }).where('id', '=', first.id).execute();
    await database.db.updateTable('products').set({ quantity: 5 }).where('id', 'in', [second.id, third.id]).execute();
    expect(await total()).toBe(await listedCount());

    await database.db.deleteFrom('products').where('id', '>', third.id).where('name', 'in', ['Keys', 'Retired part', 'ATX board']).execute();
    expect(await total()).toBe(await listedCount());
  });
});

describe('the search index', () => {
  it('finds exactly what a plain LIKE finds, for any text, after renames and deletes too', async () => {
    const texts = fc.oneof(
      fc
        .constantFrom(...NAMES)
        .chain((name) => fc.tuple(fc.nat(name.length), fc.integer({ min: 1, max: 12 })).map(([start, length]) => name.slice(start, start + length))),
      fc.constantFrom(
        'cooler',
        'COOLER',
        '100%',
        'silent_',
        '"pro"',
        '""',
        'écran',
        'ÉCRAN',
        'mémoire',
        "o'neil",
        'ddr',
        'x',
        'fan"',
        'nothing like it',
        't-',
        'T-A',
      ),
      fc.string({ minLength: 1, maxLength: 6 }),
    );
    const check = async (q: string) => {
      const { ids, total } = await searchedIds(q);
      const expected = await expectedIds(q);
      expect(ids, q).toEqual(expected.slice(0, 100));
      expect(total, q).toBe(expected.length);
    };
    await fc.assert(fc.asyncProperty(texts, check), { numRuns: 150 });

    const renamed = await createProduct(database.db, { name: 'Quiet Blower', description: 'A radial fan' });
    await database.db.updateTable('products').set({ name: 'Loud Blower', description: 'An axial fan' }).where('id', '=', renamed.id).execute();
    expect((await searchedIds('quiet blower')).ids).toEqual([]);
    expect((await searchedIds('loud blower')).ids).toEqual([String(renamed.id)]);
    expect((await searchedIds('axial')).ids).toEqual([String(renamed.id)]);
    await database.db.updateTable('products').set({ part_number: 'QB-2077' }).where('id', '=', renamed.id).execute();
    expect((await searchedIds(renamed.part_number)).ids).toEqual([]);
    expect((await searchedIds('qb-207')).ids).toEqual([String(renamed.id)]);
    expect((await searchedIds('b-207')).ids).toEqual([]);
    await database.db.deleteFrom('products').where('id', '=', renamed.id).execute();
    expect((await searchedIds('loud blower')).ids).toEqual([]);
    for (const q of ['cooler', 'fan', 'blower', '100%']) await check(q);
  });
});

describe('the count of a broad search', () => {
  it(`stops at ${SEARCH_COUNT_CAP} matches past the page's start, and says so`, async () => {
    const matching = SEARCH_COUNT_CAP + 100;
    await sql`with recursive numbers (n) as (select 1 union all select n + 1 from numbers where n < ${matching})
      insert into products (name, description, image, price_cents, quantity, minimum, part_number)
      select 'Widget ' || n, 'A widget for counting', '/images/parts/chips.svg', 100, 10, 1, 'W-' || n from numbers`.execute(database.db);
    await createProduct(database.db, { name: 'Retired widget', deleted_at: new Date().toISOString() });
    const expected = await expectedIds('widget');
    expect(expected).toHaveLength(matching);

    const first = await repository.list({ ...noFilters, q: 'widget' }, { limit: 12, offset: 0, sort: 'newest' });
    expect(first.products.map((product) => String(product.id))).toEqual(expected.slice(0, 12));
    expect(first).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });

    const deeper = await repository.list({ ...noFilters, q: 'widget' }, { limit: 12, offset: 120, sort: 'newest' });
    expect(deeper.products.map((product) => String(product.id))).toEqual(expected.slice(120, 132));
    expect(deeper).toMatchObject({ total: matching, totalCapped: false });

    expect(await repository.list({ ...noFilters, q: 'widget' }, { limit: 12, offset: 0, sort: 'price_asc' })).toMatchObject({
      total: SEARCH_COUNT_CAP,
      totalCapped: true,
    });
    expect(await repository.list(noFilters, { limit: 12, offset: 0, sort: 'newest' })).toMatchObject({ totalCapped: false });
  });
});
