import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createReview } from '../../../test/factories';
import { createDatabaseBefore } from '../../../test/migrations';
import type { TestDatabase } from '../../../test/test-database';
import { migrateToLatest } from '../migrate';
import type { OrderStatus } from '../schema';

const MIGRATION = '0009-reviews-from-buyers';

let database: TestDatabase;
beforeAll(async () => {
  database = await createDatabaseBefore(MIGRATION);
});
afterAll(() => database.drop());

describe('migration 0009 on the reviews written before it', () => {
  it("marks buyers' reviews verified, keeps an account's newest review and hides its older ones, then holds one per account", async () => {
    const { db } = database;
    const product = await createProduct(db, { part_number: undefined }); // part numbers come with migration 0018
    const order = (userId: string, status: OrderStatus) => {
      const at = new Date().toISOString();
      const row = { user_id: userId, email: `${userId}@example.com`, product_id: product.id, product_name: product.name, quantity: 1 };
      const prices = { unit_price_cents: product.price_cents, price_cents: product.price_cents, phone: '+880 1711 000000', address: 'Dhaka' };
      return db
        .insertInto('orders')
        .values({ ...row, ...prices, status, created_at: at, updated_at: at })
        .execute();
    };
    await order('buyer', 'delivered');
    await order('browser', 'unpaid');
    await order('spammer', 'paid');
    const buyer = await createReview(db, { user_id: 'buyer' });
    const browser = await createReview(db, { user_id: 'browser' });
    const spam = [];
    for (let index = 0; index < 3; index++) spam.push(await createReview(db, { user_id: 'spammer', ratings: 1 }));
    const demo = await createReview(db, { seed_key: 'demo-1' });

    expect(await migrateToLatest(database)).toContain(MIGRATION);

    const rows = await db.selectFrom('reviews').select(['id', 'user_id', 'verified', 'hidden_at']).orderBy('id').execute();
    const state = rows.map((row) => ({ id: Number(row.id), user_id: row.user_id, verified: Boolean(row.verified), hidden: row.hidden_at !== null }));
    expect(state).toEqual([
      { id: Number(buyer.id), user_id: 'buyer', verified: true, hidden: false },
      { id: Number(browser.id), user_id: 'browser', verified: false, hidden: false },
      { id: Number(spam[0]?.id), user_id: null, verified: true, hidden: true },
      { id: Number(spam[1]?.id), user_id: null, verified: true, hidden: true },
      { id: Number(spam[2]?.id), user_id: 'spammer', verified: true, hidden: false },
      { id: Number(demo.id), user_id: null, verified: false, hidden: false },
    ]);
    await expect(createReview(db, { user_id: 'spammer' })).rejects.toThrow();
  });
});
