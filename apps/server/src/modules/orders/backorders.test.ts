import { messages } from '@partsmith/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { payOrder, placeOrder, stockOf } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';

const DAY_MS = 24 * 3_600_000;

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  [admin, customer] = [await signUpAdmin(ctx.app), await signUp(ctx.app)];
});
afterAll(() => ctx.close());

const inject = (user: TestUser | null, options: InjectOptions) => ctx.app.inject(as(user, options));
/** A part with `stock` pieces that may be ordered beyond them, the rest within 14 days (unless `leadTimeDays` is null). */
const part = async (stock: number, leadTimeDays: number | null = 14) =>
  String((await createProduct(ctx.database.db, { price_cents: 100, minimum: 1, quantity: stock, lead_time_days: leadTimeDays })).id);
const order = async (partId: string, quantity: number, buyer = customer) => {
  const response = await placeOrder(ctx.app, buyer, partId, quantity);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().insertedId as string;
};
const lineOf = async (orderId: string, buyer = customer) => (await inject(buyer, { method: 'GET', url: `/api/orders/${orderId}` })).json().lines[0];
const restock = async (partId: string, pieces: number) => {
  const response = await inject(admin, { method: 'PATCH', url: `/api/product/${partId}`, payload: { stockChange: pieces } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const ship = (orderId: string) => inject(admin, { method: 'PATCH', url: `/api/allorders/${orderId}`, payload: { status: 'shipped' } });

describe('ordering beyond stock', () => {
  it('takes what is in stock and promises the rest by the lead time; a part without one is refused as before', async () => {
    const partId = await part(10);
    const orderId = await order(partId, 25);
    expect(await lineOf(orderId)).toMatchObject({ quantity: 25, backordered: 15, promisedBy: new Date(Date.now() + 14 * DAY_MS).toISOString().slice(0, 10) });
    expect(await stockOf(ctx.app, partId)).toBe(0);

    const inStockOnly = await part(10, null);
    const refused = await placeOrder(ctx.app, customer, inStockOnly, 25);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Only 10 pieces of/);
  });

  it('gives restocked pieces to the waiting lines, oldest first, and keeps the rest in stock', async () => {
    const partId = await part(0);
    const [first, second] = [await order(partId, 8), await order(partId, 5)];
    expect((await restock(partId, 10)).quantity).toBe(0);
    expect(await lineOf(first)).toMatchObject({ backordered: 0, promisedBy: null });
    expect(await lineOf(second)).toMatchObject({ backordered: 3 });
    expect((await restock(partId, 10)).quantity).toBe(7);
    expect(await lineOf(second)).toMatchObject({ backordered: 0, promisedBy: null });
  });

  it('gives the pieces of a restock by catalogue import to the waiting lines too', async () => {
    const partId = await part(0);
    const orderId = await order(partId, 5);
    const { partNumber } = await ctx.app.services.catalog.get(partId);
    const imported = await inject(admin, {
      method: 'POST',
      url: '/api/catalogue/import?dryRun=false',
      headers: { 'content-type': 'text/csv' },
      payload: `part_number,stock\r\n${partNumber},12\r\n`,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await lineOf(orderId)).toMatchObject({ backordered: 0 });
    expect(await stockOf(ctx.app, partId)).toBe(7);
  });

  it('ships an order only once none of its lines waits', async () => {
    const partId = await part(2);
    const orderId = await order(partId, 6);
    await payOrder(ctx.app, customer, orderId);
    const early = await ship(orderId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messages.orders.stillOnBackorder);
    await restock(partId, 4);
    expect((await ship(orderId)).statusCode).toBe(200);
  });

  it('cancelled, gives back only the pieces it took, and those go to lines still waiting', async () => {
    const partId = await part(10);
    const cancelled = await order(partId, 25);
    const waiting = await order(partId, 4);
    expect(await lineOf(waiting)).toMatchObject({ backordered: 4 });
    expect((await inject(customer, { method: 'DELETE', url: `/api/orders/${cancelled}` })).statusCode).toBe(200);
    // Its 10 pieces came back: 4 to the waiting line, 6 to stock; its 15 waiting pieces were never taken.
    expect(await lineOf(waiting)).toMatchObject({ backordered: 0 });
    expect(await stockOf(ctx.app, partId)).toBe(6);
    expect(await lineOf(cancelled)).toMatchObject({ backordered: 0 });
  });

  it('in a cart, shows the pieces that would wait and checks out; a BOM takes them too', async () => {
    const buyer = await signUp(ctx.app);
    const partId = await part(3);
    const added = await inject(buyer, { method: 'POST', url: '/api/cart/lines', payload: { lines: [{ productId: partId, quantity: 10 }] } });
    expect(added.json().lines[0]).toMatchObject({ quantity: 10, backordered: 7, leadTimeDays: 14, problems: [] });
    expect(added.json().ready).toBe(true);
    const { partNumber } = await ctx.app.services.catalog.get(partId);
    const bom = await inject(buyer, { method: 'POST', url: '/api/cart/bom-preview', payload: { text: `${partNumber}, 10` } });
    expect(bom.json().lines[0]).toMatchObject({ status: 'ok' });
    const checkedOut = await inject(buyer, { method: 'POST', url: '/api/checkout', payload: { phone: '+880 1711 000000', address: 'Dhaka' } });
    expect(checkedOut.statusCode, checkedOut.body).toBe(201);
    expect(checkedOut.json().order.lines[0]).toMatchObject({ quantity: 10, backordered: 7 });
  });

  it('never allocates more than was restocked, under concurrent orders and restocks', async () => {
    const partId = await part(0);
    const buyers = await Promise.all(Array.from({ length: 4 }, () => signUp(ctx.app)));
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, index) => placeOrder(ctx.app, buyers[index % 4]!, partId, 5)),
      ...Array.from({ length: 10 }, () => inject(admin, { method: 'PATCH', url: `/api/product/${partId}`, payload: { stockChange: 7 } })),
    ]);
    expect(results.filter((response) => response.statusCode >= 500).map((response) => response.body)).toEqual([]);
    const placed = results.slice(0, 20).filter((response) => response.statusCode === 201);
    const lines = await ctx.database.db.selectFrom('order_lines').select(['quantity', 'backordered']).where('product_id', '=', partId).execute();
    expect(lines).toHaveLength(placed.length);
    const taken = lines.reduce((sum, line) => sum + line.quantity - line.backordered, 0);
    const stock = await stockOf(ctx.app, partId);
    // Every restocked piece is either in stock or in a line; none twice, none made up.
    expect(taken + stock).toBe(70);
    expect(lines.every((line) => line.backordered >= 0 && line.backordered <= line.quantity)).toBe(true);
    // Pieces stay in stock only when no line waits.
    if (stock > 0) expect(lines.every((line) => line.backordered === 0)).toBe(true);
  });
});
