import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories';
import { createDatabaseBefore, insertOrderBefore } from '../../../test/migrations';
import type { TestDatabase } from '../../../test/test-database';
import { migrateToLatest } from '../migrate';

const MIGRATION = '0024-order-reminders';

let database: TestDatabase;
beforeAll(async () => {
  database = await createDatabaseBefore(MIGRATION);
});
afterAll(() => database.drop());

describe('migration 0024 on the reminders written before it', () => {
  it('records each reminder still in the outbox against its order, so that none is sent again', async () => {
    const db = database.db as unknown as Kysely<any>;
    const product = await createProduct(database.db);
    const [reminded, overdue, both] = [await insertOrderBefore(db, product), await insertOrderBefore(db, product), await insertOrderBefore(db, product)];
    const sentAt = '2026-11-01T10:00:00.000Z';
    const message = (dedupeKey: string | null, kind = 'payment-reminder') => ({
      kind,
      recipient: 'buyer@example.com',
      data: '{}',
      dedupe_key: dedupeKey,
      next_attempt_at: sentAt,
      created_at: sentAt,
    });
    await db
      .insertInto('outbox')
      .values([
        message(`payment-reminder:${reminded}`),
        message(`payment-overdue:${overdue}`, 'payment-overdue'),
        message(`payment-reminder:${both}`),
        message(`payment-overdue:${both}`, 'payment-overdue'),
        // Not reminders, and a reminder of an order that is gone.
        message(`shop-order-paid:${reminded}:shop@example.com`, 'shop-order-paid'),
        message(null, 'order-placed'),
        message('payment-reminder:999999'),
      ])
      .execute();

    expect(await migrateToLatest(database)).toContain(MIGRATION);

    const rows = await db.selectFrom('order_reminders').select(['order_id', 'kind', 'sent_at']).orderBy('order_id').orderBy('kind').execute();
    expect(rows.map((row) => ({ ...row, order_id: String(row.order_id), sent_at: new Date(row.sent_at).toISOString() }))).toEqual([
      { order_id: reminded, kind: 'payment-reminder', sent_at: sentAt },
      { order_id: overdue, kind: 'payment-overdue', sent_at: sentAt },
      { order_id: both, kind: 'payment-overdue', sent_at: sentAt },
      { order_id: both, kind: 'payment-reminder', sent_at: sentAt },
    ]);
    // One of each kind per order; an order's reminders go with it.
    await expect(db.insertInto('order_reminders').values({ order_id: reminded, kind: 'payment-reminder', sent_at: sentAt }).execute()).rejects.toThrow();
    await db.deleteFrom('orders').where('id', '=', both).execute();
    expect(await db.selectFrom('order_reminders').select('kind').where('order_id', '=', both).execute()).toEqual([]);
  });
});
