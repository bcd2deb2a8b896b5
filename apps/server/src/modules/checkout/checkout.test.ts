import { IDEMPOTENCY_KEY_HEADER, MAX_ADDRESSES, checkoutMessages, messages } from '@partsmith/contract';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { stockOf } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DELIVERY = { phone: '+880 1711 000000', address: 'House 7, Road 3, Dhaka' };

const inject = (user: TestUser | null, options: InjectOptions) => ctx.app.inject(as(user, options));
const part = async (overrides: Parameters<typeof createProduct>[1] = {}) => {
  const created = await createProduct(ctx.database.db, { price_cents: 1000, minimum: 1, quantity: 100, ...overrides });
  return { ...created, id: String(created.id) };
};
const addLines = (user: TestUser, lines: { productId: string; quantity: number }[]) =>
  inject(user, { method: 'POST', url: '/api/cart/lines', payload: { lines } });
const cartOf = async (user: TestUser) => (await inject(user, { method: 'GET', url: '/api/cart' })).json();
const checkout = (user: TestUser, body: object, headers: Record<string, string> = {}) =>
  inject(user, { method: 'POST', url: '/api/checkout', payload: body, headers });
const ordersOf = (user: TestUser) => ctx.database.db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute();
const stocks = (parts: { id: string }[]) => Promise.all(parts.map((each) => stockOf(ctx.app, each.id)));

/**
 * Until the answered function is called, taking stock of part `taken` also sets part `zeroed`'s stock to 0, in the same
 * transaction (a trigger): the stock goes while an order is being written, past every check made before its writes.
 */
async function zeroStockWhenTaken(taken: string, zeroed: string): Promise<() => Promise<void>> {
  const { db, dialect } = ctx.database;
  const [takenId, zeroedId] = [sql.lit(Number(taken)), sql.lit(Number(zeroed))];
  if (dialect === 'sqlite') {
    await sql`create trigger zero_stock_test after update of quantity on products when new.id = ${takenId}
      begin update products set quantity = 0 where id = ${zeroedId}; end`.execute(db);
    return async () => {
      await sql`drop trigger zero_stock_test`.execute(db);
    };
  }
  await sql`create function zero_stock_test() returns trigger language plpgsql
    as $$ begin update products set quantity = 0 where id = ${zeroedId}; return null; end $$`.execute(db);
  await sql`create trigger zero_stock_test after update of quantity on products
    for each row when (new.id = ${takenId}) execute function zero_stock_test()`.execute(db);
  return async () => {
    await sql`drop trigger zero_stock_test on products`.execute(db);
    await sql`drop function zero_stock_test()`.execute(db);
  };
}

/** A customer with a cart of `count` parts, 5 pieces each (the parts hold 100). */
async function customerWithCart(count: number) {
  const customer = await signUp(ctx.app);
  const parts = [];
  // One after the other: lines added together are listed by their part's id.
  for (let index = 0; index < count; index++) parts.push(await part({ name: `Part ${index + 1}` }));
  const added = await addLines(
    customer,
    parts.map((each) => ({ productId: each.id, quantity: 5 })),
  );
  expect(added.statusCode, added.body).toBe(200);
  return { customer, parts };
}

describe('checking the cart out', () => {
  it('places one order of every line, empties the cart and saves the address', async () => {
    const { customer, parts } = await customerWithCart(10);
    const response = await checkout(customer, DELIVERY);
    expect(response.statusCode, response.body).toBe(201);
    const { insertedId, order } = response.json();
    expect(order._id).toBe(insertedId);
    expect(order).toMatchObject({ status: 'unpaid', quantity: 50, price: 500, phone: DELIVERY.phone, address: DELIVERY.address });
    expect(order.lines.map((line: { productId: string; quantity: number; unitPrice: number }) => [line.productId, line.quantity, line.unitPrice])).toEqual(
      parts.map((each) => [each.id, 5, 10]),
    );
    expect(await stocks(parts)).toEqual(Array(10).fill(95));
    expect((await cartOf(customer)).lines).toEqual([]);
    const book = (await inject(customer, { method: 'GET', url: '/api/addresses' })).json();
    expect(book).toEqual([{ id: expect.any(String), ...DELIVERY, lastUsedAt: expect.any(String) }]);
  });

  it('books nothing when one of 10 lines is above the stock: stock, cart and orders stay as they were', async () => {
    const { customer, parts } = await customerWithCart(10);
    await ctx.database.db.updateTable('products').set({ quantity: 3 }).where('id', '=', parts[6]!.id).execute();
    const cartBefore = await cartOf(customer);
    const stockBefore = await stocks(parts);

    const response = await checkout(customer, DELIVERY);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CART_CHANGED', message: checkoutMessages.cart.changed });
    expect(await stocks(parts)).toEqual(stockBefore);
    expect(await cartOf(customer)).toEqual(cartBefore);
    expect(cartBefore.lines[6]).toMatchObject({ problems: ['above-stock'], nearestQuantity: 3 });
    expect(await ordersOf(customer)).toEqual([]);
    expect((await inject(customer, { method: 'GET', url: '/api/addresses' })).json()).toEqual([]);
  });

  it('books nothing when the last of 10 lines finds its stock gone after the other 9 were taken (issue 34): all rolls back', async () => {
    const { customer, parts } = await customerWithCart(10);
    const [first, last] = [parts[0]!, parts[9]!];
    const cartBefore = await cartOf(customer);
    const stockBefore = await stocks(parts);
    // Every check before the writes passes. Placing then writes the order, its 10 lines and the emptied cart, and takes
    // the stock part by part in the order of their ids: taking the first part's zeroes the last's, so 9 parts' stock is
    // taken when the 10th's conditional update changes no row.
    const dropTrigger = await zeroStockWhenTaken(first.id, last.id);
    try {
      const response = await checkout(customer, DELIVERY);
      expect(response.statusCode, response.body).toBe(409);
      // The stock the refusal names is the one read in the transaction: the trigger's 0.
      expect(response.json()).toEqual({ code: 'CONFLICT', message: messages.orders.aboveStock(0, last.name) });
    } finally {
      await dropTrigger();
    }
    // The trigger's write rolled back with the rest: every part holds what it held, the last one included.
    expect(await stocks(parts)).toEqual(stockBefore);
    expect(stockBefore).toEqual(Array(10).fill(100));
    expect(await cartOf(customer)).toEqual(cartBefore);
    expect(cartBefore.lines).toHaveLength(10);
    expect(await ordersOf(customer)).toEqual([]);
    const ids = parts.map((each) => each.id);
    expect(await ctx.database.db.selectFrom('order_lines').select('id').where('product_id', 'in', ids).execute()).toEqual([]);
    expect((await inject(customer, { method: 'GET', url: '/api/addresses' })).json()).toEqual([]);
  });

  it('books nothing when the order as a whole is refused (a total no card can pay)', async () => {
    const { customer, parts } = await customerWithCart(9);
    const costly = await part({ price_cents: 1_000_000, quantity: 1000 });
    await addLines(customer, [{ productId: costly.id, quantity: 100 }]);
    const cartBefore = await cartOf(customer);
    const response = await checkout(customer, DELIVERY);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(messages.orders.totalTooLarge);
    expect(await stocks([...parts, costly])).toEqual([...Array(9).fill(100), 1000]);
    expect(await cartOf(customer)).toEqual(cartBefore);
    expect(await ordersOf(customer)).toEqual([]);
  });

  it('refuses a line whose price changed since it was set (CART_CHANGED), and places it once accepted', async () => {
    const { customer, parts } = await customerWithCart(2);
    await ctx.database.db.updateTable('products').set({ price_cents: 1100 }).where('id', '=', parts[1]!.id).execute();
    const changed = await checkout(customer, DELIVERY);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('CART_CHANGED');
    await inject(customer, { method: 'PUT', url: `/api/cart/lines/${parts[1]!.id}`, payload: { quantity: 5 } });
    const placed = await checkout(customer, DELIVERY);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.price).toBe(50 + 55);
  });

  it('refuses an empty cart', async () => {
    const customer = await signUp(ctx.app);
    const response = await checkout(customer, DELIVERY);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: checkoutMessages.cart.empty });
  });

  it("answers a request repeated with its Idempotency-Key with the first one's order, once", async () => {
    // The first request emptied the cart: the repeat finds its order through orders.placedWith.
    const { customer, parts } = await customerWithCart(3);
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'checkout-1' };
    const first = await checkout(customer, DELIVERY, headers);
    expect(first.statusCode, first.body).toBe(201);
    const repeated = await checkout(customer, DELIVERY, headers);
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect(repeated.json()).toEqual(first.json());
    expect(await ordersOf(customer)).toHaveLength(1);
    expect(await stocks(parts)).toEqual([95, 95, 95]);
    // A new key with an empty cart is a new request, which the empty cart refuses.
    expect((await checkout(customer, DELIVERY, { [IDEMPOTENCY_KEY_HEADER]: 'checkout-2' })).statusCode).toBe(409);
  });

  it('delivers to an address of the book, which is then the most recently used', async () => {
    const { customer } = await customerWithCart(1);
    const home = (await inject(customer, { method: 'POST', url: '/api/addresses', payload: { phone: '+880 1711 000001', address: 'Home, Dhaka' } })).json();
    await inject(customer, { method: 'POST', url: '/api/addresses', payload: { phone: '+880 1711 000002', address: 'Office, Dhaka' } });
    const response = await checkout(customer, { addressId: home.id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order).toMatchObject({ phone: '+880 1711 000001', address: 'Home, Dhaka' });
    const book = (await inject(customer, { method: 'GET', url: '/api/addresses' })).json();
    expect(book[0]).toMatchObject({ id: home.id, lastUsedAt: expect.any(String) });
    expect(book).toHaveLength(2);
  });

  it("answers another account's address as a missing one, and books nothing", async () => {
    const owner = await signUp(ctx.app);
    const theirs = (await inject(owner, { method: 'POST', url: '/api/addresses', payload: DELIVERY })).json();
    const { customer, parts } = await customerWithCart(2);
    const response = await checkout(customer, { addressId: theirs.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(checkoutMessages.addresses.notFound);
    expect(await stocks(parts)).toEqual([100, 100]);
    expect(await ordersOf(customer)).toEqual([]);
  });

  it(`keeps the book at ${MAX_ADDRESSES} when a checkout saves a new address`, async () => {
    const { customer } = await customerWithCart(1);
    for (let index = 0; index < MAX_ADDRESSES; index++) {
      await inject(customer, { method: 'POST', url: '/api/addresses', payload: { phone: DELIVERY.phone, address: `House ${index}, Dhaka` } });
    }
    expect((await checkout(customer, DELIVERY)).statusCode).toBe(201);
    const book = (await inject(customer, { method: 'GET', url: '/api/addresses' })).json();
    expect(book).toHaveLength(MAX_ADDRESSES);
    expect(book[0]).toMatchObject(DELIVERY);
  });

  it('refuses a body with neither an address id nor a phone and an address', async () => {
    const { customer } = await customerWithCart(1);
    expect((await checkout(customer, {})).statusCode).toBe(400);
    expect((await checkout(customer, { addressId: 'home' })).statusCode).toBe(400);
    expect((await checkout(customer, { phone: DELIVERY.phone })).statusCode).toBe(400);
  });
});

describe('order again', () => {
  it("puts the lines of one's own order back in the cart, naming the parts no longer sold", async () => {
    const { customer, parts } = await customerWithCart(3);
    const orderId = (await checkout(customer, DELIVERY)).json().insertedId;
    await ctx.database.db.updateTable('products').set({ deleted_at: new Date().toISOString() }).where('id', '=', parts[2]!.id).execute();

    const again = await inject(customer, { method: 'POST', url: `/api/orders/${orderId}/to-cart` });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().skipped).toEqual(['Part 3']);
    expect(again.json().lines.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity])).toEqual([
      [parts[0]!.id, 5],
      [parts[1]!.id, 5],
    ]);

    const other = await signUp(ctx.app);
    expect((await inject(other, { method: 'POST', url: `/api/orders/${orderId}/to-cart` })).statusCode).toBe(404);
    expect((await cartOf(other)).lines).toEqual([]);
  });
});
