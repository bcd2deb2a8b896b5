import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { payOrder, placeOrder } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let other: TestUser;
let partId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
  customer = await signUp(ctx.app);
  other = await signUp(ctx.app);
  // Plenty in stock: the part the orders take from is never low.
  partId = String((await createProduct(ctx.database.db, { name: 'Plentiful Part', price_cents: 1_250, minimum: 1, quantity: 100_000 })).id);
});
afterAll(() => ctx.close());

const inject = (user: TestUser | null, options: Parameters<typeof as>[1]) => ctx.app.inject(as(user, options));
const overview = async (app = ctx.app, user = admin) => {
  const response = await app.inject(as(user, { method: 'GET', url: '/api/admin/overview' }));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const order = async (quantity: number, user = customer, app = ctx.app) => {
  const response = await placeOrder(app, user, partId, quantity);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().insertedId as string;
};
const paidOrder = async (quantity: number, user = customer) => {
  const id = await order(quantity, user);
  await payOrder(ctx.app, user, id);
  return id;
};
const moveOn = async (id: string, status: 'shipped' | 'delivered') =>
  expect((await inject(admin, { method: 'PATCH', url: `/api/allorders/${id}`, payload: { status } })).statusCode).toBe(200);
const setColumn = (id: string, column: 'created_at' | 'paid_at', at: number) =>
  ctx.database.db
    .updateTable('orders')
    .set({ [column]: new Date(at).toISOString() })
    .where('id', '=', id)
    .execute();

describe('the admin overview', () => {
  it('starts empty', async () => {
    expect(await overview()).toEqual({
      awaitingShipment: 0,
      expiringSoon: 0,
      revenueLast30Days: 0,
      paidOrdersLast30Days: 0,
      lowStockThreshold: 100,
      lowStockCount: 0,
      outOfStockCount: 0,
      lowStock: [],
      quotesAwaitingAnswer: 0,
      overdueInvoices: 0,
      overdueAmount: 0,
    });
  });

  it('counts the orders to ship, those about to expire, and the revenue of the last 30 days', async () => {
    const unpaid = await order(2);
    const paid = await paidOrder(3);
    const shipped = await paidOrder(4);
    await moveOn(shipped, 'shipped');
    const delivered = await paidOrder(1);
    await moveOn(delivered, 'shipped');
    await moveOn(delivered, 'delivered');
    const refunded = await paidOrder(5);
    expect((await inject(admin, { method: 'DELETE', url: `/api/allorders/${refunded}` })).json()).toEqual({ deletedCount: 1 });
    const cancelled = await order(6);
    expect((await inject(customer, { method: 'DELETE', url: `/api/orders/${cancelled}` })).json()).toEqual({ deletedCount: 1 });
    const paidLongAgo = await paidOrder(7);
    await setColumn(paidLongAgo, 'paid_at', Date.now() - 31 * DAY);
    const othersPaid = await paidOrder(8, other);

    // Paid, not shipped: paid, paidLongAgo, othersPaid. Revenue: 3 + 4 + 1 + 8 pieces at $12.50.
    expect(await overview()).toMatchObject({ awaitingShipment: 3, expiringSoon: 0, revenueLast30Days: 200, paidOrdersLast30Days: 4 });

    // Paid 29 days ago counts; 31 does not.
    await setColumn(paidLongAgo, 'paid_at', Date.now() - 29 * DAY);
    expect(await overview()).toMatchObject({ revenueLast30Days: 287.5, paidOrdersLast30Days: 5 });
    await setColumn(paidLongAgo, 'paid_at', Date.now() - 31 * DAY);

    // With the default hold of 7 days, an unpaid order expires soon once it is more than 6 days old.
    await setColumn(unpaid, 'created_at', Date.now() - 7 * DAY + 23 * HOUR);
    expect((await overview()).expiringSoon).toBe(1);
    await setColumn(unpaid, 'created_at', Date.now() - 7 * DAY + 25 * HOUR);
    expect((await overview()).expiringSoon).toBe(0);
    await setColumn(unpaid, 'created_at', Date.now() - 7 * DAY + 1 * HOUR);
    // Cancelled or paid orders never expire, however old.
    await setColumn(cancelled, 'created_at', Date.now() - 7 * DAY + HOUR);
    await setColumn(paid, 'created_at', Date.now() - 7 * DAY + HOUR);
    expect((await overview()).expiringSoon).toBe(1);

    // Shipping takes an order off the list to ship but keeps its revenue; a refund takes its revenue away.
    await moveOn(paid, 'shipped');
    expect(await overview()).toMatchObject({ awaitingShipment: 2, revenueLast30Days: 200, paidOrdersLast30Days: 4 });
    expect((await inject(admin, { method: 'DELETE', url: `/api/allorders/${othersPaid}` })).json()).toEqual({ deletedCount: 1 });
    expect(await overview()).toMatchObject({ awaitingShipment: 1, revenueLast30Days: 100, paidOrdersLast30Days: 3 });
    expect((await inject(admin, { method: 'DELETE', url: `/api/allorders/${unpaid}` })).json()).toEqual({ deletedCount: 1 });
    expect(await overview()).toMatchObject({ awaitingShipment: 1, expiringSoon: 0, revenueLast30Days: 100, paidOrdersLast30Days: 3 });
  });

  it('lists the parts low on stock, those nobody can order first, and never a deleted one', async () => {
    const part = async (name: string, quantity: number, minimum = 1, deleted = false) => {
      const row = await createProduct(ctx.database.db, { name, quantity, minimum, deleted_at: deleted ? new Date().toISOString() : null });
      return String(row.id);
    };
    const lowA = await part('Low A', 50);
    const outB = await part('Out B', 3, 5);
    const outC = await part('Out C', 0);
    await part('Edge D', 100);
    const lowE = await part('Low E', 99);
    await part('Deleted F', 0, 1, true);
    await part('Deleted F2', 40, 1, true);
    const outG = await part('Out G', 150, 200);
    const lowH = await part('Low H', 50);
    const entry = (id: string, name: string, quantity: number, minimum: number) => ({ _id: id, name, quantity, minimum, outOfStock: quantity < minimum });

    expect(await overview()).toMatchObject({
      lowStockThreshold: 100,
      lowStockCount: 6,
      outOfStockCount: 3,
      lowStock: [
        entry(outC, 'Out C', 0, 1),
        entry(outB, 'Out B', 3, 5),
        entry(outG, 'Out G', 150, 200),
        entry(lowA, 'Low A', 50, 1),
        entry(lowH, 'Low H', 50, 1),
        entry(lowE, 'Low E', 99, 1),
      ],
    });

    // An order lowers a part's stock; a restock lifts it off the list; a deleted part leaves it.
    expect((await placeOrder(ctx.app, customer, lowH, 10)).statusCode).toBe(201);
    expect((await inject(admin, { method: 'PATCH', url: `/api/product/${lowE}`, payload: { stockChange: 1 } })).json()).toMatchObject({ quantity: 100 });
    expect((await inject(admin, { method: 'DELETE', url: `/api/product/${lowA}` })).json()).toEqual({ deletedCount: 1 });
    expect((await inject(admin, { method: 'PATCH', url: `/api/product/${outB}`, payload: { minimum: 3 } })).statusCode).toBe(200);
    expect(await overview()).toMatchObject({
      lowStockCount: 4,
      outOfStockCount: 2,
      lowStock: [entry(outC, 'Out C', 0, 1), entry(outG, 'Out G', 150, 200), entry(outB, 'Out B', 3, 3), entry(lowH, 'Low H', 40, 1)],
    });

    // At most 10 listed, lowest first; the counts cover them all.
    const more: string[] = [];
    for (let index = 0; index < 8; index++) more.push(await part(`More ${index}`, 60 + index));
    const { lowStock, lowStockCount, outOfStockCount } = await overview();
    expect({ lowStockCount, outOfStockCount }).toEqual({ lowStockCount: 12, outOfStockCount: 2 });
    expect(lowStock.map((listed: { _id: string }) => listed._id)).toEqual([outC, outG, outB, lowH, ...more.slice(0, 6)]);
  });

  it('counts the quote requests waiting for an answer', async () => {
    // Plenty in stock, so that the part is not low; a quote may ask for any quantity from the minimum up.
    const part = String((await createProduct(ctx.database.db, { name: 'Quoted Part', minimum: 10, quantity: 100_000 })).id);
    const dayAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
    const request = async (user: TestUser) => {
      const response = await inject(user, { method: 'POST', url: '/api/quotes', payload: { productId: part, quantity: 500, wantedBy: dayAhead(30) } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().insertedId as string;
    };
    const answer = async (id: string, payload: Record<string, unknown>) =>
      expect((await inject(admin, { method: 'PATCH', url: `/api/allquotes/${id}`, payload })).statusCode).toBe(200);
    const [first, second] = [await request(customer), await request(customer)];
    await request(other);
    expect((await overview()).quotesAwaitingAnswer).toBe(3);

    // Answered or declined, a request no longer waits.
    await answer(first, { status: 'answered', unitPrice: 9.5, availableBy: dayAhead(20) });
    await answer(second, { status: 'declined' });
    expect((await overview()).quotesAwaitingAnswer).toBe(1);
  });

  it('only an admin reads it', async () => {
    expect((await inject(customer, { method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(403);
    expect((await inject(null, { method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(401);
  });
});

describe('with a hold of 12 hours', () => {
  let short: TestContext;
  let shortAdmin: TestUser;
  let buyer: TestUser;
  let shortPart: string;
  beforeAll(async () => {
    short = await createTestApp({ unpaidOrderHoldMs: 12 * HOUR, lowStockPieces: 5 });
    shortAdmin = await signUpAdmin(short.app);
    buyer = await signUp(short.app);
    shortPart = String((await createProduct(short.database.db, { name: 'Short Hold Part', price_cents: 999, minimum: 1, quantity: 10 })).id);
  });
  afterAll(() => short.close());

  it('a fresh unpaid order is about to expire; paid or cancelled, it is not', async () => {
    expect(await overview(short.app, shortAdmin)).toMatchObject({ expiringSoon: 0, lowStockThreshold: 5, lowStockCount: 0 });
    const first = (await placeOrder(short.app, buyer, shortPart, 2)).json().insertedId;
    const second = (await placeOrder(short.app, buyer, shortPart, 3)).json().insertedId;
    expect(await overview(short.app, shortAdmin)).toMatchObject({ expiringSoon: 2, awaitingShipment: 0, revenueLast30Days: 0 });
    await payOrder(short.app, buyer, first);
    expect(await overview(short.app, shortAdmin)).toMatchObject({ expiringSoon: 1, awaitingShipment: 1, revenueLast30Days: 19.98, paidOrdersLast30Days: 1 });
    expect((await short.app.inject(as(buyer, { method: 'DELETE', url: `/api/orders/${second}` }))).json()).toEqual({ deletedCount: 1 });
    // Stock 8 is not below the threshold of 5 pieces.
    expect(await overview(short.app, shortAdmin)).toEqual({
      awaitingShipment: 1,
      expiringSoon: 0,
      revenueLast30Days: 19.98,
      paidOrdersLast30Days: 1,
      lowStockThreshold: 5,
      lowStockCount: 0,
      outOfStockCount: 0,
      lowStock: [],
      quotesAwaitingAnswer: 0,
      overdueInvoices: 0,
      overdueAmount: 0,
    });
  });
});
