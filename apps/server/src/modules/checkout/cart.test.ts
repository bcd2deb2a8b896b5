import { MAX_CART_LINES, MAX_ORDER_QUANTITY, checkoutMessages, messages } from '@partsmith/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const inject = (user: TestUser | null, options: InjectOptions) => ctx.app.inject(as(user, options));
const addLines = (user: TestUser, lines: { productId: string; quantity: number }[]) =>
  inject(user, { method: 'POST', url: '/api/cart/lines', payload: { lines } });
const cartOf = async (user: TestUser) => (await inject(user, { method: 'GET', url: '/api/cart' })).json();
const setQuantity = (user: TestUser, productId: string, quantity: number) =>
  inject(user, { method: 'PUT', url: `/api/cart/lines/${productId}`, payload: { quantity } });

/** A part at $12.50 a piece, with a break at 100 pieces ($10) unless told otherwise. */
async function part(overrides: Parameters<typeof createProduct>[1] = {}, breaks = [{ min_quantity: 100, price_cents: 1000 }]) {
  const created = await createProduct(ctx.database.db, { price_cents: 1250, minimum: 1, quantity: 1000, ...overrides });
  if (breaks.length > 0)
    await ctx.database.db
      .insertInto('price_tiers')
      .values(breaks.map((tier) => ({ product_id: created.id, ...tier })))
      .execute();
  return { ...created, id: String(created.id) };
}

describe('a customer fills the cart', () => {
  it('adds lines, adds to a line of the same part, and prices each at its break', async () => {
    const customer = await signUp(ctx.app);
    const [bolts, nuts] = [await part({ name: 'Bolts' }), await part({ name: 'Nuts', price_cents: 200 }, [])];
    expect((await cartOf(customer)).lines).toEqual([]);

    const added = await addLines(customer, [
      { productId: bolts.id, quantity: 60 },
      { productId: nuts.id, quantity: 10 },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ total: 60 * 12.5 + 10 * 2, pieces: 70, ready: true });
    expect(added.json().lines[0]).toEqual({
      productId: bolts.id,
      partNumber: bolts.part_number,
      name: 'Bolts',
      image: bolts.image,
      quantity: 60,
      minimum: 1,
      available: 1000,
      unitPrice: 12.5,
      seenUnitPrice: 12.5,
      lineTotal: 750,
      problems: [],
      nearestQuantity: null,
      backordered: 0,
      leadTimeDays: null,
    });

    // 60 more bolts make 120: past the break of 100, at $10 a piece, which the customer now sees.
    const more = await addLines(customer, [{ productId: bolts.id, quantity: 60 }]);
    expect(
      more.json().lines.map((line: { quantity: number; unitPrice: number; seenUnitPrice: number }) => [line.quantity, line.unitPrice, line.seenUnitPrice]),
    ).toEqual([
      [120, 10, 10],
      [10, 2, 2],
    ]);
    expect(more.json().total).toBe(1200 + 20);
    // The same part twice in one request is one line.
    const twice = await addLines(customer, [
      { productId: nuts.id, quantity: 1 },
      { productId: nuts.id, quantity: 2 },
    ]);
    expect(twice.json().lines[1].quantity).toBe(13);
    expect(await cartOf(customer)).toEqual(twice.json());
  });

  it("keeps the lines in the order they were added, a BOM's lines in its own order, and a line added to in its place", async () => {
    const customer = await signUp(ctx.app);
    const [first, second, third, fourth] = [await part(), await part(), await part(), await part()];
    await addLines(customer, [{ productId: third.id, quantity: 1 }]);
    await addLines(customer, [
      { productId: second.id, quantity: 1 },
      { productId: fourth.id, quantity: 1 },
      { productId: first.id, quantity: 1 },
    ]);
    await addLines(customer, [{ productId: third.id, quantity: 2 }]);
    const cart = await cartOf(customer);
    expect(cart.lines.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity])).toEqual([
      [third.id, 3],
      [second.id, 1],
      [fourth.id, 1],
      [first.id, 1],
    ]);
  });

  it('sets a quantity, removes a line and empties the cart', async () => {
    const customer = await signUp(ctx.app);
    const [bolts, nuts] = [await part(), await part()];
    await addLines(customer, [
      { productId: bolts.id, quantity: 5 },
      { productId: nuts.id, quantity: 5 },
    ]);
    const set = await setQuantity(customer, bolts.id, 150);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().lines[0]).toMatchObject({ quantity: 150, unitPrice: 10, seenUnitPrice: 10, lineTotal: 1500 });

    const removed = await inject(customer, { method: 'DELETE', url: `/api/cart/lines/${bolts.id}` });
    expect(removed.json().lines.map((line: { productId: string }) => line.productId)).toEqual([nuts.id]);
    const emptied = await inject(customer, { method: 'DELETE', url: '/api/cart' });
    expect(emptied.json()).toEqual({ lines: [], total: 0, charges: expect.objectContaining({ goods: 0, delivery: 0, total: 0 }), pieces: 0, ready: false });
  });

  it('answers 404 for a line not in the cart and a part no longer sold, and nothing changes', async () => {
    const customer = await signUp(ctx.app);
    const [bolts, gone] = [await part(), await part({ name: 'Gone part', deleted_at: new Date().toISOString() })];
    const notInCart = await setQuantity(customer, bolts.id, 3);
    expect(notInCart.statusCode).toBe(404);
    expect(notInCart.json()).toEqual({ code: 'NOT_FOUND', message: checkoutMessages.cart.lineMissing });

    const deleted = await addLines(customer, [
      { productId: bolts.id, quantity: 1 },
      { productId: gone.id, quantity: 1 },
    ]);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().message).toBe(checkoutMessages.cart.partUnavailable('Gone part'));
    const unknown = await addLines(customer, [{ productId: '999999999', quantity: 1 }]);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: messages.orders.productUnavailable });
    expect((await cartOf(customer)).lines).toEqual([]);
  });

  it(`keeps at most ${MAX_CART_LINES} lines and ${MAX_ORDER_QUANTITY} pieces a line`, async () => {
    const customer = await signUp(ctx.app);
    const parts = await Promise.all(Array.from({ length: MAX_CART_LINES + 1 }, () => part({}, [])));
    const full = await addLines(
      customer,
      parts.slice(0, MAX_CART_LINES).map((each) => ({ productId: each.id, quantity: 1 })),
    );
    expect(full.statusCode, full.body).toBe(200);
    const over = await addLines(customer, [{ productId: parts[MAX_CART_LINES]!.id, quantity: 1 }]);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(checkoutMessages.cart.tooManyLines(MAX_CART_LINES));
    // More of a part already in the cart is no new line.
    expect((await addLines(customer, [{ productId: parts[0]!.id, quantity: 1 }])).statusCode).toBe(200);
    const tooMany = await addLines(customer, [{ productId: parts[0]!.id, quantity: MAX_ORDER_QUANTITY }]);
    expect(tooMany.statusCode).toBe(422);
    expect((await cartOf(customer)).lines.find((line: { productId: string }) => line.productId === parts[0]!.id).quantity).toBe(2);
  });

  it("is the customer's own: another account sees its own cart", async () => {
    const [mine, theirs] = [await signUp(ctx.app), await signUp(ctx.app)];
    const bolts = await part();
    await addLines(mine, [{ productId: bolts.id, quantity: 4 }]);
    expect((await cartOf(theirs)).lines).toEqual([]);
    expect((await setQuantity(theirs, bolts.id, 5)).statusCode).toBe(404);
    expect((await cartOf(mine)).lines[0].quantity).toBe(4);
  });

  it('answers 401 to a visitor', async () => {
    expect((await inject(null, { method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
  });
});

describe('a line that changed since it was set is flagged, never changed', () => {
  it('flags a changed price until the customer accepts it by setting the line', async () => {
    const customer = await signUp(ctx.app);
    const bolts = await part({}, []);
    await addLines(customer, [{ productId: bolts.id, quantity: 10 }]);
    await ctx.database.db.updateTable('products').set({ price_cents: 1400 }).where('id', '=', bolts.id).execute();

    const cart = await cartOf(customer);
    expect(cart.lines[0]).toMatchObject({ unitPrice: 14, seenUnitPrice: 12.5, lineTotal: 140, problems: ['price-changed'], nearestQuantity: null });
    expect(cart.ready).toBe(false);
    const accepted = await setQuantity(customer, bolts.id, 10);
    expect(accepted.json().lines[0]).toMatchObject({ unitPrice: 14, seenUnitPrice: 14, problems: [] });
    expect(accepted.json().ready).toBe(true);
  });

  it('flags a part no longer sold, at the price seen', async () => {
    const customer = await signUp(ctx.app);
    const bolts = await part({ name: 'Old bolts' }, []);
    await addLines(customer, [{ productId: bolts.id, quantity: 2 }]);
    await ctx.database.db.updateTable('products').set({ deleted_at: new Date().toISOString() }).where('id', '=', bolts.id).execute();

    const cart = await cartOf(customer);
    expect(cart.lines[0]).toMatchObject({ name: 'Old bolts', quantity: 2, available: 0, unitPrice: 12.5, problems: ['deleted'], nearestQuantity: null });
    expect(cart.ready).toBe(false);
  });

  it('flags a quantity above the stock, with the stock as the nearest quantity (none when the stock is below the minimum)', async () => {
    const customer = await signUp(ctx.app);
    const [bolts, nuts] = [await part({ quantity: 100, minimum: 10 }, []), await part({ quantity: 100, minimum: 10 }, [])];
    await addLines(customer, [
      { productId: bolts.id, quantity: 80 },
      { productId: nuts.id, quantity: 80 },
    ]);
    await ctx.database.db.updateTable('products').set({ quantity: 30 }).where('id', '=', bolts.id).execute();
    await ctx.database.db.updateTable('products').set({ quantity: 5 }).where('id', '=', nuts.id).execute();

    const [boltLine, nutLine] = (await cartOf(customer)).lines;
    expect(boltLine).toMatchObject({ available: 30, problems: ['above-stock'], nearestQuantity: 30 });
    expect(nutLine).toMatchObject({ available: 5, problems: ['above-stock'], nearestQuantity: null });
  });

  it('flags a quantity below the minimum, with the minimum as the nearest quantity', async () => {
    const customer = await signUp(ctx.app);
    const bolts = await part({ minimum: 50 }, []);
    await addLines(customer, [{ productId: bolts.id, quantity: 20 }]);
    expect((await cartOf(customer)).lines[0]).toMatchObject({ minimum: 50, problems: ['below-minimum'], nearestQuantity: 50 });
  });
});

describe("a visitor's cart", () => {
  it('is priced and flagged without being stored', async () => {
    const [bolts, gone, plain] = [await part(), await part({ deleted_at: new Date().toISOString() }), await part({}, [])];
    const storedLines = async () => (await ctx.database.db.selectFrom('cart_lines').select('product_id').execute()).length;
    const storedBefore = await storedLines();
    const response = await inject(null, {
      method: 'POST',
      url: '/api/cart/preview',
      payload: {
        lines: [
          { productId: bolts.id, quantity: 150, seenUnitPrice: 12.5 },
          { productId: gone.id, quantity: 1, seenUnitPrice: 3 },
          { productId: '999999999', quantity: 2 },
          { productId: plain.id, quantity: 1 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [priceChanged, deleted, unknown, unchanged] = response.json().lines;
    expect(priceChanged).toMatchObject({ unitPrice: 10, seenUnitPrice: 12.5, problems: ['price-changed'] });
    expect(deleted).toMatchObject({ problems: ['deleted'], unitPrice: 3, lineTotal: 3 });
    expect(unknown).toMatchObject({ name: checkoutMessages.cart.unknownPartName, problems: ['deleted'], unitPrice: 0 });
    // Without a price seen, the line is priced as it is now.
    expect(unchanged).toMatchObject({ unitPrice: 12.5, seenUnitPrice: 12.5, problems: [] });
    expect(await storedLines()).toBe(storedBefore);
  });

  it(`refuses more than ${MAX_CART_LINES} lines with a 400`, async () => {
    const bolts = await part();
    const lines = Array.from({ length: MAX_CART_LINES + 1 }, () => ({ productId: bolts.id, quantity: 1 }));
    const response = await inject(null, { method: 'POST', url: '/api/cart/preview', payload: { lines } });
    expect(response.statusCode).toBe(400);
  });

  it("merges into the account's cart on sign-in: its lines are added to the ones there", async () => {
    const customer = await signUp(ctx.app);
    const [bolts, nuts] = [await part(), await part()];
    await addLines(customer, [{ productId: bolts.id, quantity: 10 }]);
    // What the browser kept while the customer was signed out, posted once signed in.
    const merged = await addLines(customer, [
      { productId: bolts.id, quantity: 5 },
      { productId: nuts.id, quantity: 3 },
    ]);
    expect(merged.statusCode).toBe(200);
    expect(merged.json().lines.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity])).toEqual([
      [bolts.id, 15],
      [nuts.id, 3],
    ]);
  });
});
