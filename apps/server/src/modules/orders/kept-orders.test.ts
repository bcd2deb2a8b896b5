import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { payOrder, placeOrder } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { openDatabase } from '../../db/database';

/**
 * On the embedded database order pages and list pages are kept in memory while their tables are unchanged (decision
 * 0020): every change, from this process or another, shows on the next read. On PostgreSQL every read asks the database.
 */
let ctx: TestContext;
let customer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  [customer, admin] = [await signUp(ctx.app), await signUpAdmin(ctx.app)];
});
afterAll(() => ctx.close());

const orderPage = async (user: TestUser, id: string) => (await ctx.app.inject(as(user, { method: 'GET', url: `/api/orders/${id}` }))).json();
const myOrders = async (user: TestUser) =>
  (await ctx.app.inject(as(user, { method: 'GET', url: '/api/orders?status=all' }))).json() as { _id: string; status: string }[];
const statusIn = (orders: { _id: string; status: string }[], id: string) => orders.find((order) => order._id === id)?.status;

async function newOrder() {
  const product = await createProduct(ctx.database.db, { quantity: 100 });
  return (await placeOrder(ctx.app, customer, product.id, 1)).json().insertedId as string;
}

describe('order pages and lists read again', () => {
  it('show a change made through the app at once, to the customer and to an admin', async () => {
    const id = await newOrder();
    expect((await orderPage(customer, id)).status).toBe('unpaid');
    expect(statusIn(await myOrders(customer), id)).toBe('unpaid');
    await payOrder(ctx.app, customer, id);
    expect((await orderPage(customer, id)).status).toBe('paid');
    expect(statusIn(await myOrders(customer), id)).toBe('paid');
    const shipped = await ctx.app.inject(as(admin, { method: 'PATCH', url: `/api/allorders/${id}`, payload: { status: 'shipped', carrier: 'DHL' } }));
    expect(shipped.statusCode, shipped.body).toBe(200);
    const seen = await orderPage(customer, id);
    expect(seen).toMatchObject({ status: 'shipped', carrier: 'DHL' });
    expect(seen.history.map((event: { status: string }) => event.status)).toEqual(['unpaid', 'paid', 'shipped']);
    // Only an admin sees who made each change; the customer's kept page does not leak it to an admin, or back.
    expect(seen.history.every((event: { actorEmail: string | null }) => event.actorEmail === null)).toBe(true);
    expect((await orderPage(admin, id)).history.at(-1).actorEmail).toBe(admin.email);
    expect((await orderPage(customer, id)).history.at(-1).actorEmail).toBeNull();
  });

  it('show a change made by another connection to the same database (another instance, the make-admin command)', async () => {
    const id = await newOrder();
    expect((await orderPage(customer, id)).status).toBe('unpaid');
    expect(statusIn(await myOrders(customer), id)).toBe('unpaid');
    const second = openDatabase(ctx.database.config);
    try {
      await second.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', id).execute();
    } finally {
      await second.destroy();
    }
    expect((await orderPage(customer, id)).status).toBe('cancelled');
    expect(statusIn(await myOrders(customer), id)).toBe('cancelled');
  });

  it("keep another account's order hidden, even once it was read by its owner", async () => {
    // Signed up first: a sign-up writes users, one of the order tables, and would empty the kept pages.
    const other = await signUp(ctx.app);
    const id = await newOrder();
    expect((await orderPage(customer, id)).status).toBe('unpaid');
    const response = await ctx.app.inject(as(other, { method: 'GET', url: `/api/orders/${id}` }));
    expect(response.statusCode).toBe(404);
  });
});
