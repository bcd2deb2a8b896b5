import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories';
import { createDatabaseBefore } from '../../../test/migrations';
import type { TestDatabase } from '../../../test/test-database';
import { migrateToLatest } from '../migrate';

const MIGRATION = '0019-orders-with-lines';

let database: TestDatabase;
beforeAll(async () => {
  database = await createDatabaseBefore(MIGRATION);
});
afterAll(() => database.drop());

describe('migration 0019 on the orders written before it', () => {
  it('gives every order its one line, as the order was placed, and counts it', async () => {
    const db = database.db as unknown as Kysely<any>;
    const part = await createProduct(database.db, { name: 'Tower Cooler', part_number: 'CLR-1' });
    const at = new Date().toISOString();
    const order = (quantity: number, status: string) => ({
      user_id: 'buyer',
      email: 'buyer@example.com',
      product_id: part.id,
      product_name: 'Tower Cooler (as it was named)',
      part_number: 'CLR-OLD',
      quantity,
      unit_price_cents: 250,
      price_cents: 250 * quantity,
      phone: '1',
      address: 'a',
      status,
      created_at: at,
      updated_at: at,
    });
    const placed = await db
      .insertInto('orders')
      .values([order(3, 'unpaid'), order(40, 'cancelled')])
      .returning('id')
      .execute();

    expect(await migrateToLatest(database)).toContain(MIGRATION);

    const lines = await db
      .selectFrom('order_lines')
      .select(['order_id', 'position', 'product_id', 'product_name', 'part_number', 'quantity', 'unit_price_cents', 'price_cents'])
      .orderBy('order_id')
      .execute();
    expect(lines.map((line) => ({ ...line, order_id: String(line.order_id), product_id: String(line.product_id) }))).toEqual(
      placed.map((row, index) => ({
        order_id: String(row.id),
        position: 1,
        product_id: String(part.id),
        product_name: 'Tower Cooler (as it was named)',
        part_number: 'CLR-OLD',
        quantity: [3, 40][index],
        unit_price_cents: 250,
        price_cents: 250 * [3, 40][index]!,
      })),
    );
    expect((await db.selectFrom('orders').select('line_count').execute()).map((row) => row.line_count)).toEqual([1, 1]);
  });
});
