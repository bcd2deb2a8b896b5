import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories';
import { createDatabaseBefore, insertOrderBefore } from '../../../test/migrations';
import type { TestDatabase } from '../../../test/test-database';
import { createCatalogRepository } from '../../modules/catalog/repository';
import { migrateToLatest } from '../migrate';

const MIGRATION = '0018-catalogue-structure';

let database: TestDatabase;
beforeAll(async () => {
  database = await createDatabaseBefore(MIGRATION);
});
afterAll(() => database.drop());

describe('migration 0018 on the parts, orders and quotes written before it', () => {
  it('numbers every part P-<id>, copies the numbers to its orders and quotes, and finds parts by number', async () => {
    const db = database.db as unknown as Kysely<any>;
    const listed = await createProduct(database.db, { name: 'Tower Cooler', part_number: undefined });
    const deleted = await createProduct(database.db, { name: 'Old fan', part_number: undefined, deleted_at: new Date().toISOString() });
    const orderId = await insertOrderBefore(db, deleted);
    const quote = await db
      .insertInto('quotes')
      .values({ user_id: 'buyer', email: 'buyer@example.com', product_id: listed.id, product_name: listed.name, quantity: 5000, wanted_by: '2026-12-24' })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(await migrateToLatest(database)).toContain(MIGRATION);

    const parts = await db.selectFrom('products').select(['id', 'part_number']).orderBy('id').execute();
    expect(parts.map((part) => part.part_number)).toEqual([`P-${listed.id}`, `P-${deleted.id}`]);
    expect(await db.selectFrom('orders').select('part_number').where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual({
      part_number: `P-${deleted.id}`,
    });
    expect(await db.selectFrom('quotes').select('part_number').where('id', '=', quote.id).executeTakeFirstOrThrow()).toEqual({ part_number: `P-${listed.id}` });

    const found = await createCatalogRepository(database.db, database.dialect).list(
      { q: `p-${listed.id}`, inStock: false, values: [], ranges: [] },
      { limit: 10, offset: 0, sort: 'newest' },
    );
    expect(found.products.map((part) => part.name)).toEqual(['Tower Cooler']);

    await expect(createProduct(database.db, { part_number: undefined })).rejects.toThrow(/part_number/);
    await expect(createProduct(database.db, { part_number: `P-${listed.id}` })).rejects.toThrow();
    // A deleted part's number may be used again.
    expect((await createProduct(database.db, { part_number: `P-${deleted.id}` })).part_number).toBe(`P-${deleted.id}`);
  });
});
