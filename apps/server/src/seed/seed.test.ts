import { PART_NUMBER_PATTERN, categoryInputSchema, specificationInputSchema } from '@partsmith/contract';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories';
import { createDatabaseBefore } from '../../test/migrations';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { demoCategories, demoProducts, demoReviews } from './demo-catalog';
import { seedDemoData } from './seed';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const count = async (table: 'products' | 'reviews') =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('seedDemoData', () => {
  it('inserts the demo catalogue once, however often it runs', async () => {
    expect(await seedDemoData(database.db)).toEqual({ products: demoProducts.length, reviews: demoReviews.length });
    expect(await seedDemoData(database.db)).toEqual({ products: 0, reviews: 0 });
    expect(await count('products')).toBe(demoProducts.length);
    expect(await count('reviews')).toBe(demoReviews.length);
  });

  it('holds at least 12 parts, the six of the original shop among them at their prices, minimums and stock', async () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(12);
    const rows = await database.db.selectFrom('products').select(['name', 'price_cents', 'minimum', 'quantity', 'image']).execute();
    const byName = new Map(rows.map((row) => [row.name, row]));
    const original: [string, number, number, number][] = [
      ['Keys', 30, 500, 1950],
      ['Cooler', 400, 30, 1050],
      ['Mouse', 150, 500, 19150],
      ['Chips', 700, 100, 3950],
      ['Motherboard', 505, 5, 50],
      ['Cover', 300, 500, 2003],
    ];
    for (const [name, price, minimum, quantity] of original) {
      expect(byName.get(name)).toMatchObject({ price_cents: price * 100, minimum, quantity });
    }
    for (const row of rows) expect(row.image).toMatch(/^\/images\/parts\/[a-z-]+\.svg$/);
  });

  it("gives the demo Keys and AIO Liquid Kit price breaks the shop's rules accept, once", async () => {
    const tiers = await database.db
      .selectFrom('price_tiers')
      .innerJoin('products', 'products.id', 'price_tiers.product_id')
      .select(['products.seed_key', 'price_tiers.min_quantity', 'price_tiers.price_cents'])
      .orderBy('products.seed_key')
      .orderBy('price_tiers.min_quantity')
      .execute();
    expect(tiers).toEqual([
      { seed_key: 'aio-liquid-kit', min_quantity: 50, price_cents: 9900 },
      { seed_key: 'aio-liquid-kit', min_quantity: 100, price_cents: 9200 },
      { seed_key: 'keys', min_quantity: 1000, price_cents: 2700 },
      { seed_key: 'keys', min_quantity: 1500, price_cents: 2500 },
    ]);
  });

  it('gives every demo part its part number, its category and a value of each specification its category and those above declare', async () => {
    const parts = await partsWithValues(database.db);
    for (const demo of demoProducts) {
      const part = parts.get(demo.seed_key);
      expect(part, demo.seed_key).toMatchObject({ partNumber: demo.partNumber, category: demo.category });
      const declared = new Set(demoSpecificationsOf(demo.category).map((specification) => specification.key));
      expect(new Set(Object.keys(part?.values ?? {})), demo.seed_key).toEqual(declared);
      expect(part?.values, demo.seed_key).toEqual(demo.specifications);
    }
  });

  it('holds demo data an admin could have typed: part numbers, categories and specifications pass the contract', () => {
    expect(new Set(demoProducts.map((product) => product.partNumber)).size).toBe(demoProducts.length);
    for (const product of demoProducts) expect(product.partNumber).toMatch(PART_NUMBER_PATTERN);
    expect(new Set(demoCategories.map((category) => category.slug)).size).toBe(demoCategories.length);
    for (const category of demoCategories) {
      expect(categoryInputSchema.safeParse({ name: category.name, slug: category.slug, description: category.description }).error).toBeUndefined();
      for (const specification of category.specifications) expect(specificationInputSchema.safeParse(specification).error, specification.key).toBeUndefined();
    }
  });

  it('makes the filters worth trying: in each category of three parts or more every specification has two values or more', async () => {
    const parts = [...(await partsWithValues(database.db)).values()];
    for (const category of demoCategories) {
      const inCategory = parts.filter((part) => categoryPath(part.category).includes(category.slug));
      if (inCategory.length < 3) continue;
      for (const specification of demoSpecificationsOf(category.slug)) {
        const values = new Set(inCategory.map((part) => part.values[specification.key]));
        expect(values.size, `${category.slug}: ${specification.key}`).toBeGreaterThanOrEqual(2);
      }
    }
    // A visitor narrows Cooling by two specifications to one part (the Playwright journey of issue 33).
    const cooling = parts.filter((part) => categoryPath(part.category).includes('cooling'));
    expect(cooling.filter((part) => part.values.fan_size === 120 && part.values.rgb === true).map((part) => part.seedKey)).toEqual(['aio-liquid-kit']);
  });

  it('does not bring back a demo part an admin deleted', async () => {
    await database.db.updateTable('products').set({ deleted_at: new Date().toISOString() }).where('seed_key', '=', 'keys').execute();
    await seedDemoData(database.db);
    const keys = await database.db.selectFrom('products').select('deleted_at').where('seed_key', '=', 'keys').execute();
    expect(keys).toHaveLength(1);
    expect(keys[0]?.deleted_at).not.toBeNull();
  });

  it('leaves an up-to-date database alone when migrations run again', async () => {
    expect(await migrateToLatest(database)).toEqual([]);
  });
});

describe('seedDemoData on a database seeded before part numbers and categories (migration 0018)', () => {
  let old: TestDatabase;
  beforeAll(async () => {
    old = await createDatabaseBefore('0018-catalogue-structure');
  });
  afterAll(() => old.drop());

  it('numbers and sorts the demo parts it had, adds the new ones, keeps what an admin set, and changes nothing the second time', async () => {
    const original = demoProducts.slice(-12);
    for (const { seed_key, name, description, image, price, minimum, quantity } of original) {
      // Before the migration parts had no number.
      const deleted_at = seed_key === 'mouse' ? new Date().toISOString() : null;
      await createProduct(old.db, { seed_key, name, description, image, price_cents: price * 100, minimum, quantity, deleted_at, part_number: undefined });
    }
    await migrateToLatest(old);
    // Since the migration an admin renumbered the demo cable and gave another part the demo SSD's number.
    await old.db.updateTable('products').set({ part_number: 'CABLE-OWN' }).where('seed_key', '=', 'cable').execute();
    await createProduct(old.db, { part_number: 'PSM-SSD-1TB-G4' });

    expect(await seedDemoData(old.db)).toEqual({ products: demoProducts.length - original.length, reviews: demoReviews.length });

    const parts = await partsWithValues(old.db);
    const idOf = async (seedKey: string) => (await old.db.selectFrom('products').select('id').where('seed_key', '=', seedKey).executeTakeFirstOrThrow()).id;
    expect(parts.get('keys')).toMatchObject({ partNumber: 'PSM-KEY-104', category: 'keyboards', values: demoProducts.at(-1)?.specifications });
    expect(parts.get('cable')).toMatchObject({ partNumber: 'CABLE-OWN', category: 'cables' });
    expect(parts.get('ssd')).toMatchObject({ partNumber: `P-${await idOf('ssd')}`, category: 'storage' });
    expect(parts.get('mouse')).toMatchObject({ partNumber: `P-${await idOf('mouse')}`, category: null, values: {} });
    expect(parts.get('aio-liquid-kit')).toMatchObject({ partNumber: 'PSM-CLR-AIO240', category: 'cpu-coolers' });

    const snapshot = async () => ({
      parts: await partsWithValues(old.db),
      categories: await old.db.selectFrom('categories').selectAll().orderBy('id').execute(),
      specifications: await old.db.selectFrom('specifications').selectAll().orderBy('id').execute(),
    });
    const seeded = await snapshot();
    expect(await seedDemoData(old.db)).toEqual({ products: 0, reviews: 0 });
    expect(await snapshot()).toEqual(seeded);
  });

  it('does not bring back a demo category an admin deleted after moving its parts', async () => {
    const cables = await old.db.selectFrom('categories').select('id').where('slug', '=', 'cables').executeTakeFirstOrThrow();
    const cover = await old.db.selectFrom('products').select('id').where('seed_key', '=', 'cover').executeTakeFirstOrThrow();
    const cases = await old.db.selectFrom('categories').select('id').where('slug', '=', 'cases').executeTakeFirstOrThrow();
    await old.db.deleteFrom('product_specifications').where('product_id', '=', cover.id).execute();
    await old.db.updateTable('products').set({ category_id: cables.id }).where('id', '=', cover.id).execute();
    await old.db.deleteFrom('specifications').where('category_id', '=', cases.id).execute();
    await old.db.deleteFrom('categories').where('id', '=', cases.id).execute();

    await seedDemoData(old.db);
    expect(await old.db.selectFrom('categories').select('id').where('slug', '=', 'cases').executeTakeFirst()).toBeUndefined();
  });
});

interface SeededPart {
  seedKey: string;
  partNumber: string;
  category: string | null;
  values: Record<string, number | string | boolean>;
}

/** The seeded parts by seed key, each with its category's slug and its values as the demo catalogue writes them. */
async function partsWithValues(db: Kysely<Database>): Promise<Map<string, SeededPart>> {
  const parts = await db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .select(['products.id', 'products.seed_key', 'products.part_number', 'categories.slug'])
    .where('products.seed_key', 'is not', null)
    .orderBy('products.id')
    .execute();
  const values = await db
    .selectFrom('product_specifications')
    .innerJoin('specifications', 'specifications.id', 'product_specifications.specification_id')
    .select([
      'product_specifications.product_id',
      'specifications.key',
      'specifications.kind',
      'product_specifications.number_value',
      'product_specifications.text_value',
    ])
    .execute();
  const valueOf = (row: (typeof values)[number]) =>
    row.kind === 'number' ? Number(row.number_value) : row.kind === 'boolean' ? row.text_value === 'true' : (row.text_value as string);
  return new Map(
    parts.map((part) => [
      part.seed_key as string,
      {
        seedKey: part.seed_key as string,
        partNumber: part.part_number,
        category: part.slug,
        values: Object.fromEntries(values.filter((row) => String(row.product_id) === String(part.id)).map((row) => [row.key, valueOf(row)])),
      },
    ]),
  );
}

/** The slugs from the top down to the demo category. */
function categoryPath(slug: string | null): string[] {
  const category = demoCategories.find((candidate) => candidate.slug === slug);
  return category ? [...categoryPath(category.parent), category.slug] : [];
}

/** The specifications a part of the demo category fills in: its own and those of the categories above it. */
function demoSpecificationsOf(slug: string) {
  return categoryPath(slug).flatMap((path) => demoCategories.find((category) => category.slug === path)?.specifications ?? []);
}
