import { messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { orderBody, placeOrder, stockOf } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let customer: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  [customer, other, admin] = [await signUp(ctx.app), await signUp(ctx.app), await signUpAdmin(ctx.app)];
});
afterAll(() => ctx.close());

const newPart = (overrides: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(ctx.database.db, { price_cents: 50_500, minimum: 5, quantity: 50, name: 'Motherboard', ...overrides });
const inject = (user: TestUser | null, options: Parameters<typeof as>[1]) => ctx.app.inject(as(user, options));

describe('placing an order', () => {
  it('takes the quantity off the stock and stores the total from the database price', async () => {
    const part = await newPart();
    const response = await placeOrder(ctx.app, customer, part.id, 7);
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json();
    expect(await stockOf(ctx.app, part.id)).toBe(43);
    const order = (await inject(customer, { method: 'GET', url: `/api/orders/${insertedId}` })).json();
    expect(order).toMatchObject({
      email: customer.email,
      productName: 'Motherboard',
      quantity: 7,
      unitPrice: 505,
      price: 3535,
      paid: false,
      status: 'unpaid',
      transactionId: null,
    });
  });

  it('keeps the part number the part had when the order was placed, in the order and in the lists', async () => {
    const part = await newPart({ part_number: 'MB-505-ATX' });
    const { insertedId } = (await placeOrder(ctx.app, customer, part.id, 5)).json();
    await ctx.database.db.updateTable('products').set({ part_number: 'MB-505-ATX2' }).where('id', '=', part.id).execute();
    expect((await inject(customer, { method: 'GET', url: `/api/orders/${insertedId}` })).json()).toMatchObject({ partNumber: 'MB-505-ATX' });
    const mine = (await inject(customer, { method: 'GET', url: `/api/orders?email=${encodeURIComponent(customer.email)}` })).json();
    expect(mine.find((order: { _id: string }) => order._id === insertedId)).toMatchObject({ partNumber: 'MB-505-ATX' });
    const all = (await inject(admin, { method: 'GET', url: '/api/allorders' })).json();
    expect(all.find((order: { _id: string }) => order._id === insertedId)).toMatchObject({ partNumber: 'MB-505-ATX' });
    // An order placed before parts had numbers has none.
    await ctx.database.db.updateTable('orders').set({ part_number: null }).where('id', '=', insertedId).execute();
    expect((await inject(customer, { method: 'GET', url: `/api/orders/${insertedId}` })).json()).toMatchObject({ partNumber: null });
  });

  it('ignores a price, email or product name sent by the client', async () => {
    const part = await newPart();
    const response = await inject(customer, {
      method: 'POST',
      url: '/api/orders',
      payload: { ...orderBody(part.id, 5), price: 0.01, email: admin.email, productName: 'Free stuff' },
    });
    const order = (await inject(customer, { method: 'GET', url: `/api/orders/${response.json().insertedId}` })).json();
    expect(order).toMatchObject({ email: customer.email, productName: 'Motherboard', price: 2525 });
    expect((await inject(admin, { method: 'GET', url: '/api/orders' })).json()).toEqual([]);
  });

  it('refuses a quantity below the minimum (422) or above the stock (409) and leaves the stock alone', async () => {
    const part = await newPart({ quantity: 10 });
    const below = await placeOrder(ctx.app, customer, part.id, 4);
    expect(below.statusCode).toBe(422);
    expect(below.json()).toEqual({ code: 'UNPROCESSABLE', message: messages.orders.belowMinimum(5, 'Motherboard') });
    const above = await placeOrder(ctx.app, customer, part.id, 11);
    expect(above.statusCode).toBe(409);
    expect(above.json()).toEqual({ code: 'CONFLICT', message: messages.orders.aboveStock(10, 'Motherboard') });
    expect(await stockOf(ctx.app, part.id)).toBe(10);
    expect((await placeOrder(ctx.app, customer, part.id, 10)).statusCode).toBe(201);
    expect(await stockOf(ctx.app, part.id)).toBe(0);
  });

  it.each([
    [{ quantity: 2.5 }, 'quantity must be a whole number'],
    // The specification's form sends "7", which is taken as 7 (test/specification-client.test.ts); text that is no number is not.
    [{ quantity: 'seven' }, 'quantity must be a whole number'],
    [{ quantity: 0 }, 'quantity must be at least 1'],
    [{ phone: '' }, messages.validation.phoneRequired],
    [{ address: '  ' }, messages.validation.addressRequired],
    [{ productId: 'abc' }, 'productId must name a part'],
  ])('answers %o with 400', async (change, message) => {
    const part = await newPart();
    const response = await inject(customer, { method: 'POST', url: '/api/orders', payload: { ...orderBody(part.id, 5), ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await stockOf(ctx.app, part.id)).toBe(50);
  });

  it('refuses an order whose total no card payment could carry, and keeps the stock', async () => {
    const chips = await newPart({ name: 'Chips', price_cents: 70_000, minimum: 100, quantity: 3950 });
    const response = await placeOrder(ctx.app, customer, chips.id, 1500);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.orders.totalTooLarge);
    expect(await stockOf(ctx.app, chips.id)).toBe(3950);
    expect((await placeOrder(ctx.app, customer, chips.id, 1428)).statusCode).toBe(201);
  });

  it('refuses with 422, not a 500, a total beyond 2^31 cents (PostgreSQL integer arithmetic would overflow)', async () => {
    const fans = await newPart({ name: 'Fans', price_cents: 3000, minimum: 1, quantity: 2_000_000 });
    const response = await placeOrder(ctx.app, customer, fans.id, 1_000_000);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe(messages.orders.totalTooLarge);
    expect(await stockOf(ctx.app, fans.id)).toBe(2_000_000);
  });

  it('answers 404 for a part that does not exist or was deleted', async () => {
    const gone = await newPart({ deleted_at: new Date().toISOString() });
    for (const id of [gone.id, 987654321]) {
      const response = await placeOrder(ctx.app, customer, id, 5);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messages.orders.productUnavailable);
    }
  });

  it('with the same Idempotency-Key, a retried request creates one order', async () => {
    const part = await newPart();
    const headers = { 'idempotency-key': 'purchase-123' };
    const first = await placeOrder(ctx.app, customer, part.id, 5, headers);
    const again = await placeOrder(ctx.app, customer, part.id, 5, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(ctx.app, part.id)).toBe(45);
    // Keys are per customer: another customer's same key is a new order.
    expect((await placeOrder(ctx.app, other, part.id, 5, headers)).statusCode).toBe(201);
    const bad = await placeOrder(ctx.app, customer, part.id, 5, { 'idempotency-key': 'spaces are not allowed' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the new stock in the catalogue at once', async () => {
    const part = await newPart({ name: 'Cache Check Board' });
    const list = async () => (await ctx.app.inject({ method: 'GET', url: '/api/product?q=cache%20check' })).json()[0].quantity;
    expect(await list()).toBe(50);
    await placeOrder(ctx.app, customer, part.id, 5);
    expect(await list()).toBe(45);
  });
});

describe('listing and cancelling', () => {
  it('a customer sees their own live orders newest first, cancels an unpaid one, and its stock comes back', async () => {
    const buyer = await signUp(ctx.app);
    const part = await newPart();
    const first = (await placeOrder(ctx.app, buyer, part.id, 5)).json().insertedId;
    const second = (await placeOrder(ctx.app, buyer, part.id, 6)).json().insertedId;
    const listed = (await inject(buyer, { method: 'GET', url: '/api/orders' })).json();
    expect(listed.map((order: { _id: string }) => order._id)).toEqual([second, first]);

    const cancel = await inject(buyer, { method: 'DELETE', url: `/api/orders/${first}` });
    expect(cancel.json()).toEqual({ deletedCount: 1 });
    expect(await stockOf(ctx.app, part.id)).toBe(44);
    expect((await inject(buyer, { method: 'GET', url: '/api/orders' })).json().map((order: { _id: string }) => order._id)).toEqual([second]);
    // Kept as a record with its status.
    expect((await inject(buyer, { method: 'GET', url: `/api/orders/${first}` })).json().status).toBe('cancelled');
    const twice = await inject(buyer, { method: 'DELETE', url: `/api/orders/${first}` });
    expect(twice.statusCode).toBe(409);
    expect(await stockOf(ctx.app, part.id)).toBe(44);
  });

  it("a customer can neither see nor cancel someone else's order, nor list their orders", async () => {
    const part = await newPart();
    const id = (await placeOrder(ctx.app, customer, part.id, 5)).json().insertedId;
    expect((await inject(other, { method: 'GET', url: `/api/orders/${id}` })).statusCode).toBe(404);
    expect((await inject(other, { method: 'DELETE', url: `/api/orders/${id}` })).statusCode).toBe(404);
    expect((await inject(other, { method: 'GET', url: `/api/orders?email=${customer.email}` })).statusCode).toBe(403);
    expect((await inject(admin, { method: 'GET', url: `/api/orders?email=${customer.email}` })).json().map((order: { _id: string }) => order._id)).toContain(
      id,
    );
    expect(await stockOf(ctx.app, part.id)).toBe(45);
  });

  it('a paid order cannot be cancelled, by its owner or through Manage Orders', async () => {
    const part = await newPart();
    const id = (await placeOrder(ctx.app, customer, part.id, 5)).json().insertedId;
    await ctx.database.db.updateTable('orders').set({ status: 'paid', transaction_id: 'pi_test' }).where('id', '=', id).execute();
    for (const [user, url] of [
      [customer, `/api/orders/${id}`],
      [admin, `/api/allorders/${id}`],
    ] as const) {
      const response = await inject(user, { method: 'DELETE', url });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(messages.orders.paidCannotBeCancelled);
    }
    expect(await stockOf(ctx.app, part.id)).toBe(45);
  });

  it('an admin lists every live order and cancels an unpaid one, releasing its stock', async () => {
    const part = await newPart();
    const id = (await placeOrder(ctx.app, other, part.id, 9)).json().insertedId;
    const all = (await inject(admin, { method: 'GET', url: '/api/allorders' })).json();
    expect(all).toContainEqual(expect.objectContaining({ _id: id, email: other.email, quantity: 9, paid: false }));
    expect((await inject(admin, { method: 'DELETE', url: `/api/allorders/${id}` })).json()).toEqual({ deletedCount: 1 });
    expect(await stockOf(ctx.app, part.id)).toBe(50);
    expect((await inject(admin, { method: 'DELETE', url: '/api/allorders/999999' })).statusCode).toBe(404);
  });
});

describe('orders belong to the account, not to its email', () => {
  it('after a customer is deleted, someone who registers the same email sees none of their orders', async () => {
    const alice = await signUp(ctx.app);
    const part = await newPart();
    const id = (await placeOrder(ctx.app, alice, part.id, 5)).json().insertedId;
    await inject(admin, { method: 'DELETE', url: `/api/user/${alice.email}` });
    const mallory = await signUp(ctx.app, { email: alice.email });
    expect((await inject(mallory, { method: 'GET', url: '/api/orders' })).json()).toEqual([]);
    expect((await inject(mallory, { method: 'GET', url: `/api/orders/${id}` })).statusCode).toBe(404);
    expect((await inject(mallory, { method: 'DELETE', url: `/api/orders/${id}` })).statusCode).toBe(404);
    // The shop's history still has it, under the email it was placed with.
    expect((await inject(admin, { method: 'GET', url: `/api/orders?email=${alice.email}` })).json().map((order: { _id: string }) => order._id)).toContain(id);
  });
});
