import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { stockOf } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';

const CUSTOMERS = 100;
const START_STOCK = 150;

let ctx: TestContext;
let customers: TestUser[];
beforeAll(async () => {
  ctx = await createTestApp();
  customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => signUp(ctx.app)));
}, 120_000);
afterAll(() => ctx.close());

/** The array in a random order (Fisher-Yates). */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

describe('concurrent checkouts of overlapping parts', () => {
  it(`${CUSTOMERS} customers check out carts of the same 3 parts, listed in random orders, at once: no error, no piece oversold, stock adds up`, async () => {
    const parts = [];
    for (let index = 0; index < 3; index++) parts.push(String((await createProduct(ctx.database.db, { quantity: START_STOCK, minimum: 1 })).id));
    for (const customer of customers) {
      const lines = shuffled(parts).map((productId) => ({ productId, quantity: 1 + Math.floor(Math.random() * 5) }));
      // One line at a time, so that the cart lists them in this order.
      for (const line of lines) {
        const added = await ctx.app.inject(as(customer, { method: 'POST', url: '/api/cart/lines', payload: { lines: [line] } }));
        expect(added.statusCode, added.body).toBe(200);
      }
    }

    const responses = await Promise.all(
      customers.map((customer) =>
        ctx.app.inject(as(customer, { method: 'POST', url: '/api/checkout', payload: { phone: '+880 1711 000000', address: 'House 7, Dhaka' } })),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    // Placed, or refused for a part whose stock the others took.
    expect(
      statuses.filter((status) => status !== 201 && status !== 409),
      JSON.stringify(responses.map((response) => response.body)),
    ).toEqual([]);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThan(0);

    const placedIds = responses.filter((response) => response.statusCode === 201).map((response) => response.json().insertedId as string);
    const booked = await ctx.database.db.selectFrom('order_lines').select(['order_id', 'product_id', 'quantity']).where('product_id', 'in', parts).execute();
    expect(new Set(booked.map((line) => String(line.order_id)))).toEqual(new Set(placedIds));
    for (const productId of parts) {
      const pieces = booked.filter((line) => String(line.product_id) === productId).reduce((sum, line) => sum + line.quantity, 0);
      const stock = await stockOf(ctx.app, productId);
      expect(stock).toBeGreaterThanOrEqual(0);
      expect(pieces + stock).toBe(START_STOCK);
    }
    // Each placed order has its 3 lines, and left its customer's cart; a refused one left the cart as it was.
    for (const [index, response] of responses.entries()) {
      const cart = await ctx.database.db.selectFrom('cart_lines').select('product_id').where('user_id', '=', customers[index]!.id).execute();
      if (response.statusCode === 201) {
        expect(response.json().order.lines).toHaveLength(3);
        expect(cart).toEqual([]);
      } else expect(cart).toHaveLength(3);
    }
  }, 120_000);
});
