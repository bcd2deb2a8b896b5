import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrateToLatest } from '../db/migrate';
import { demoProducts, demoReviews } from './demo-catalog';
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

  it("gives the demo Keys price breaks the shop's rules accept, once", async () => {
    const tiers = await database.db
      .selectFrom('price_tiers')
      .innerJoin('products', 'products.id', 'price_tiers.product_id')
      .select(['products.seed_key', 'price_tiers.min_quantity', 'price_tiers.price_cents'])
      .orderBy('price_tiers.min_quantity')
      .execute();
    expect(tiers).toEqual([
      { seed_key: 'keys', min_quantity: 1000, price_cents: 2700 },
      { seed_key: 'keys', min_quantity: 1500, price_cents: 2500 },
    ]);
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
