import { messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { payOrder, stockOf } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { SessionUser } from '../../plugins/guards';

/** Orders of several lines (issue 34): placed through the orders service, as a checkout places them. */
let ctx: TestContext;
let buyer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  buyer = await signUp(ctx.app);
  admin = await signUpAdmin(ctx.app);
});
afterAll(() => ctx.close());

const caller = (user: TestUser): SessionUser => ({ id: user.id, name: user.name, email: user.email, role: null, sessionToken: '' });
const delivery = { phone: '+880 1711 000000', address: 'House 7, Road 3, Dhaka' };
const parts = (count: number, overrides: Parameters<typeof createProduct>[1] = {}) =>
  Promise.all(
    Array.from({ length: count }, (_, index) => createProduct(ctx.database.db, { price_cents: 100 + index, minimum: 1, quantity: 50, ...overrides })),
  );
const placeLines = (user: TestUser, lines: { productId: string; quantity: number; seenUnitPriceCents?: number }[], key: string | null = null) =>
  ctx.app.services.orders.placeLines(caller(user), { lines, ...delivery }, key);
const stocks = (ids: (string | number)[]) => Promise.all(ids.map((id) => stockOf(ctx.app, id)));

describe('an order of several lines', () => {
  it('books every line at its price, in the order listed, with the specification’s summary on the order', async () => {
    const [a, b, c] = await parts(3);
    const { orderId } = await placeLines(buyer, [
      { productId: String(c!.id), quantity: 3 },
      { productId: String(a!.id), quantity: 1 },
      { productId: String(b!.id), quantity: 2 },
    ]);
    expect(await stocks([a!.id, b!.id, c!.id])).toEqual([49, 48, 47]);
    const detail = await ctx.app.inject(as(buyer, { method: 'GET', url: `/api/orders/${orderId}` }));
    expect(detail.statusCode).toBe(200);
    const order = detail.json();
    expect(
      order.lines.map((line: { productId: string; quantity: number; unitPrice: number; price: number }) => [
        line.productId,
        line.quantity,
        line.unitPrice,
        line.price,
      ]),
    ).toEqual([
      [String(c!.id), 3, 1.02, 3.06],
      [String(a!.id), 1, 1, 1],
      [String(b!.id), 2, 1.01, 2.02],
    ]);
    expect(order).toMatchObject({ productId: String(c!.id), productName: messages.orders.summaryName(c!.name, 2), quantity: 6, unitPrice: null, price: 6.08 });
    const listed = (await ctx.app.inject(as(buyer, { method: 'GET', url: '/api/orders' }))).json();
    expect(listed.find((row: { _id: string }) => row._id === orderId).lines).toHaveLength(3);
    // Found by the number of any of its parts, from its start.
    const byNumber = (await ctx.app.inject(as(buyer, { method: 'GET', url: `/api/orders?q=${encodeURIComponent(b!.part_number.toLowerCase())}` }))).json();
    expect(byNumber.map((row: { _id: string }) => row._id)).toEqual([orderId]);
    // Paid, the shop's mail lists every line.
    await payOrder(ctx.app, buyer, orderId);
    const shopMail = await ctx.database.db
      .selectFrom('outbox')
      .select('data')
      .where('kind', '=', 'shop-order-paid')
      .where('dedupe_key', 'like', `shop-order-paid:${orderId}:%`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(shopMail.data!).lines).toEqual([
      { productName: c!.name, partNumber: c!.part_number, quantity: 3, unitPriceCents: 102, totalCents: 306 },
      { productName: a!.name, partNumber: a!.part_number, quantity: 1, unitPriceCents: 100, totalCents: 100 },
      { productName: b!.name, partNumber: b!.part_number, quantity: 2, unitPriceCents: 101, totalCents: 202 },
    ]);
  });

  it('books nothing when one line of ten exceeds its stock', async () => {
    const ten = await parts(10);
    const before = await stocks(ten.map((part) => part.id));
    const ordersBefore = await ctx.database.db.selectFrom('orders').select('id').execute();
    const lines = ten.map((part, index) => ({ productId: String(part.id), quantity: index === 6 ? 51 : 5 }));
    await expect(placeLines(buyer, lines)).rejects.toMatchObject({ statusCode: 409, message: messages.orders.aboveStock(50, ten[6]!.name) });
    expect(await stocks(ten.map((part) => part.id))).toEqual(before);
    expect(await ctx.database.db.selectFrom('orders').select('id').execute()).toEqual(ordersBefore);
  });

  it('is refused when a line’s price is no longer the one the customer saw, and a part listed twice is refused', async () => {
    const [a, b] = await parts(2);
    const seen = [
      { productId: String(a!.id), quantity: 1, seenUnitPriceCents: 100 },
      { productId: String(b!.id), quantity: 1, seenUnitPriceCents: 101 },
    ];
    await ctx.database.db.updateTable('products').set({ price_cents: 150 }).where('id', '=', b!.id).execute();
    await expect(placeLines(buyer, seen)).rejects.toMatchObject({ statusCode: 409, code: 'CART_CHANGED', message: messages.orders.priceChanged(b!.name) });
    expect(await stocks([a!.id, b!.id])).toEqual([50, 50]);
    await expect(placeLines(buyer, [seen[0]!, { ...seen[0]!, quantity: 2 }])).rejects.toMatchObject({
      statusCode: 422,
      message: messages.orders.samePartTwice,
    });
  });

  it('answers a repeated request with its order, and a key used for other lines with 422', async () => {
    const [a, b] = await parts(2);
    const lines = [
      { productId: String(a!.id), quantity: 2 },
      { productId: String(b!.id), quantity: 3 },
    ];
    const first = await placeLines(buyer, lines, 'multi-line-key');
    expect(await placeLines(buyer, lines, 'multi-line-key')).toEqual({ orderId: first.orderId, repeated: true });
    await expect(placeLines(buyer, [lines[0]!], 'multi-line-key')).rejects.toMatchObject({ statusCode: 422 });
    await expect(placeLines(buyer, [lines[1]!, lines[0]!], 'multi-line-key')).rejects.toMatchObject({ statusCode: 422 });
    expect(await stocks([a!.id, b!.id])).toEqual([48, 47]);
  });

  it('gives every line back to stock when cancelled, and exports one row per line', async () => {
    const [a, b, c] = await parts(3);
    const { orderId } = await placeLines(buyer, [
      { productId: String(a!.id), quantity: 4 },
      { productId: String(b!.id), quantity: 5 },
      { productId: String(c!.id), quantity: 6 },
    ]);
    const exported = await ctx.app.inject(as(admin, { method: 'GET', url: `/api/allorders/export?q=%23${orderId}` }));
    const [heading, ...rows] = exported.body.trim().split('\r\n');
    expect(rows).toHaveLength(3);
    // Counted from the end: a cell before them (an address) may hold commas.
    const fromEnd = heading!.split(',').length - heading!.split(',').indexOf('"Line"');
    expect(rows.map((row) => row.split(',').slice(-fromEnd, -fromEnd + 2))).toEqual([
      ['1', '15.17'],
      ['2', '15.17'],
      ['3', '15.17'],
    ]);
    expect(await stocks([a!.id, b!.id, c!.id])).toEqual([46, 45, 44]);
    const cancelled = await ctx.app.inject(as(buyer, { method: 'DELETE', url: `/api/orders/${orderId}` }));
    expect(cancelled.json()).toEqual({ deletedCount: 1 });
    expect(await stocks([a!.id, b!.id, c!.id])).toEqual([50, 50, 50]);
  });

  it('never oversells under concurrent orders of overlapping parts listed in random orders, and never fails with a deadlock', async () => {
    const start = 60;
    const shared = await parts(3, { quantity: start });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signUp(ctx.app)));
    const shuffled = <T>(items: T[]) =>
      items
        .map((item) => ({ item, key: Math.random() }))
        .sort((x, y) => x.key - y.key)
        .map(({ item }) => item);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) =>
        placeLines(
          buyers[index % buyers.length]!,
          shuffled(shared).map((part) => ({ productId: String(part.id), quantity: 1 + (index % 3) })),
        ),
      ),
    );
    const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as { statusCode?: number }] : []));
    expect(failures.filter((error) => error.statusCode !== 409)).toEqual([]);
    const placed = results.filter((result) => result.status === 'fulfilled').length;
    expect(placed).toBeGreaterThan(0);
    const booked = await ctx.database.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select(['order_lines.product_id', 'order_lines.quantity'])
      .where(
        'order_lines.product_id',
        'in',
        shared.map((part) => part.id),
      )
      .where('orders.status', '!=', 'cancelled')
      .execute();
    for (const part of shared) {
      const pieces = booked.filter((line) => String(line.product_id) === String(part.id)).reduce((sum, line) => sum + line.quantity, 0);
      const stock = await stockOf(ctx.app, part.id);
      expect(stock).toBeGreaterThanOrEqual(0);
      expect(stock + pieces).toBe(start);
    }
  }, 120_000);
});
