import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories';
import { createDatabaseBefore, insertOrderBefore } from '../../../test/migrations';
import type { TestDatabase } from '../../../test/test-database';
import { migrateToLatest } from '../migrate';
import type { OrderStatus } from '../schema';

const MIGRATION = '0017-payment-records';

let database: TestDatabase;
beforeAll(async () => {
  database = await createDatabaseBefore(MIGRATION);
});
afterAll(() => database.drop());

describe('migration 0017 on the orders paid for before it', () => {
  it('moves each intent and refund to payment_intents, keeps a refund under way on the order, and keeps the counts and keys working', async () => {
    // The columns this migration drops are no longer in the schema's types.
    const db = database.db as unknown as Kysely<any>;
    const product = await createProduct(database.db, { part_number: undefined }); // part numbers come with migration 0018
    const refundedAt = '2026-11-01T10:00:00.000Z';
    const order = (status: OrderStatus, paymentIntentId: string | null, refunded: string | null) =>
      insertOrderBefore(db, product, { status, payment_intent_id: paymentIntentId, refunded_at: refunded });
    const unpaid = await order('unpaid', 'pi_unpaid', null);
    const refunding = await order('paid', 'pi_refunding', refundedAt);
    const refunded = await order('cancelled', 'pi_refunded', refundedAt);
    const cancelled = await order('cancelled', 'pi_cancelled', null);
    const withoutIntent = await order('unpaid', null, null);

    expect(await migrateToLatest(database)).toContain(MIGRATION);

    const intents = await db.selectFrom('payment_intents').select(['order_id', 'intent_id', 'refunded_at']).orderBy('order_id').execute();
    expect(intents.map((row) => ({ ...row, order_id: String(row.order_id), refunded_at: row.refunded_at && new Date(row.refunded_at).toISOString() }))).toEqual(
      [
        { order_id: unpaid, intent_id: 'pi_unpaid', refunded_at: null },
        { order_id: refunding, intent_id: 'pi_refunding', refunded_at: null },
        { order_id: refunded, intent_id: 'pi_refunded', refunded_at: refundedAt },
        { order_id: cancelled, intent_id: 'pi_cancelled', refunded_at: null },
      ],
    );
    const orders = await db.selectFrom('orders').selectAll().where('id', 'in', [unpaid, refunding, refunded, cancelled, withoutIntent]).orderBy('id').execute();
    expect(orders.map((row) => row.refund_requested_at && new Date(row.refund_requested_at).toISOString())).toEqual([null, refundedAt, null, null, null]);
    expect(Object.keys(orders[0]!)).not.toContain('payment_intent_id');
    expect(Object.keys(orders[0]!)).not.toContain('refunded_at');

    // The rebuilt table (SQLite) keeps its triggers, indexes and keys: the counts follow a new order, a second intent
    // for one order is refused, and an event of no order is refused.
    const countOf = async () => {
      const counted = await db.selectFrom('order_counts').select('orders').where('scope', '=', 'buyer').where('status', '=', 'unpaid').executeTakeFirst();
      return Number(counted?.orders ?? 0);
    };
    const before = await countOf();
    await db
      .insertInto('orders')
      .values({
        user_id: 'buyer',
        email: 'buyer@example.com',
        product_id: product.id,
        product_name: product.name,
        quantity: 1,
        unit_price_cents: 100,
        price_cents: 100,
        phone: '1',
        address: 'a',
      })
      .execute();
    expect(await countOf()).toBe(before + 1);
    await expect(db.insertInto('payment_intents').values({ order_id: unpaid, intent_id: 'pi_second' }).execute()).rejects.toThrow();
    await expect(
      db.insertInto('order_events').values({ order_id: 999_999, status: 'unpaid', actor: 'shop', at: new Date().toISOString() }).execute(),
    ).rejects.toThrow();
  });
});
