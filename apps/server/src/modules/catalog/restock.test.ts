import { MAX_STOCK, messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { placeOrder, stockOf } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let admin: TestUser;
let customers: TestUser[];
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
  customers = [];
  for (let index = 0; index < 4; index++) customers.push(await signUp(ctx.app));
});
afterAll(() => ctx.close());

const customer = () => customers[0]!;
const inject = (user: TestUser | null, options: Parameters<typeof as>[1]) => ctx.app.inject(as(user, options));
const edit = (id: string | number, payload: unknown, user: TestUser | null = admin) =>
  inject(user, { method: 'PATCH', url: `/api/product/${id}`, payload: payload as object });
const productOf = async (id: string | number) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const storedStock = async (id: string | number) =>
  (await ctx.database.db.selectFrom('products').select('quantity').where('id', '=', String(id)).executeTakeFirstOrThrow()).quantity;
const newPart = (overrides: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(ctx.database.db, { name: 'Graphics Card', description: 'A fast card.', price_cents: 25_000, minimum: 2, quantity: 50, ...overrides });

describe('editing a part', () => {
  it('changes name, description, image, price, minimum, tax category and lead time; the answer, the part and the catalogue agree', async () => {
    const part = await newPart();
    const changes = {
      name: 'Graphics Card Pro',
      description: 'A faster card.',
      image: '/images/parts/case-fan.svg',
      price: 312.45,
      minimum: 3,
      taxCategory: 'reduced',
      leadTimeDays: 21,
    };
    const response = await edit(part.id, changes);
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      _id: String(part.id),
      ...changes,
      quantity: 50,
      available: 50,
      priceTiers: [],
      partNumber: part.part_number,
      categoryId: null,
      specifications: [],
    };
    expect(response.json()).toEqual(expected);
    expect(await productOf(part.id)).toEqual({ ...expected, categoryPath: [], datasheets: [] });
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/product?q=graphics%20card%20pro' })).json();
    expect(listed).toEqual([expected]);
    const row = await ctx.database.db.selectFrom('products').selectAll().where('id', '=', part.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Graphics Card Pro', price_cents: 31_245, minimum: 3, quantity: 50, lead_time_days: 21 });
  });

  it('changes one field and leaves the others', async () => {
    const part = await newPart({ name: 'Sound Card' });
    expect((await edit(part.id, { price: 19.99 })).json()).toMatchObject({ name: 'Sound Card', price: 19.99, minimum: 2, quantity: 50 });
    expect((await edit(part.id, { name: '  Sound Card II  ' })).json()).toMatchObject({ name: 'Sound Card II', price: 19.99, description: 'A fast card.' });
    expect((await edit(part.id, { stockChange: 7 })).json()).toMatchObject({ name: 'Sound Card II', price: 19.99, quantity: 57, available: 57 });
    expect((await edit(part.id, { name: 'Sound Card III', stockChange: 0 })).json()).toMatchObject({ name: 'Sound Card III', quantity: 57 });
    expect(await productOf(part.id)).toMatchObject({ name: 'Sound Card III', price: 19.99, quantity: 57, minimum: 2 });
  });

  it('an order placed before a price change keeps its name and prices', async () => {
    const part = await newPart({ name: 'Power Supply', price_cents: 8_000 });
    const orderId = (await placeOrder(ctx.app, customer(), part.id, 3)).json().insertedId;
    expect((await edit(part.id, { price: 95.5, name: 'Power Supply 750 W' })).statusCode).toBe(200);
    const order = (await inject(customer(), { method: 'GET', url: `/api/orders/${orderId}` })).json();
    expect(order).toMatchObject({ productName: 'Power Supply', unitPrice: 80, price: 240, quantity: 3 });
    const after = (await placeOrder(ctx.app, customer(), part.id, 2)).json().insertedId;
    expect((await inject(customer(), { method: 'GET', url: `/api/orders/${after}` })).json()).toMatchObject({
      productName: 'Power Supply 750 W',
      unitPrice: 95.5,
      price: 191,
    });
  });

  it.each([
    [{ quantity: 5 }],
    [{ stock: 5 }],
    [{ price: 10, quantity: 5 }],
    [{}],
    [{ stockChange: 0 }],
    [{ stockChange: 1.5 }],
    [{ stockChange: '5' }],
    [{ stockChange: MAX_STOCK + 1 }],
    [{ stockChange: -MAX_STOCK - 1 }],
    [{ price: 0 }],
    [{ price: 1.005 }],
    [{ minimum: 0 }],
    [{ name: '   ' }],
    [{ image: 'https://evil.example/x.png' }],
  ])('answers %o with 400 and changes nothing', async (payload) => {
    const part = await newPart();
    const response = await edit(part.id, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
    expect(await productOf(part.id)).toMatchObject({ name: 'Graphics Card', price: 250, minimum: 2, quantity: 50 });
  });

  it('refuses to remove more than is in stock (409), and then changes nothing at all', async () => {
    const part = await newPart({ quantity: 40 });
    const response = await edit(part.id, { stockChange: -41, price: 1, name: 'Cheap Card' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: messages.products.stockBelowZero(40) });
    expect(await productOf(part.id)).toMatchObject({ name: 'Graphics Card', price: 250, quantity: 40 });
    expect((await edit(part.id, { stockChange: -40 })).json()).toMatchObject({ quantity: 0, available: 0 });
    const empty = await edit(part.id, { stockChange: -1 });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(messages.products.stockBelowZero(0));
    expect(await storedStock(part.id)).toBe(0);
  });

  it(`refuses stock above ${MAX_STOCK} pieces (409)`, async () => {
    const part = await newPart({ quantity: 10 });
    const response = await edit(part.id, { stockChange: MAX_STOCK - 9 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: messages.products.stockAboveMaximum });
    expect(await storedStock(part.id)).toBe(10);
    expect((await edit(part.id, { stockChange: MAX_STOCK - 10 })).json()).toMatchObject({ quantity: MAX_STOCK });
    expect((await edit(part.id, { stockChange: 1 })).statusCode).toBe(409);
    expect((await edit(part.id, { stockChange: -MAX_STOCK })).json()).toMatchObject({ quantity: 0 });
  });

  it('answers 404 for a deleted or unknown part, and 403/401 for customers and visitors', async () => {
    const gone = await newPart({ deleted_at: new Date().toISOString(), quantity: 5 });
    for (const payload of [{ stockChange: 10 }, { price: 3 }]) {
      const response = await edit(gone.id, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: messages.errors.productNotFound });
    }
    expect(await storedStock(gone.id)).toBe(5);
    expect((await edit(987654321, { stockChange: 10 })).statusCode).toBe(404);
    const part = await newPart();
    expect((await edit(part.id, { stockChange: 10 }, customer())).statusCode).toBe(403);
    expect((await edit(part.id, { stockChange: 10 }, null)).statusCode).toBe(401);
    expect(await storedStock(part.id)).toBe(50);
  });

  it('a part out of stock refuses an order until it is restocked', async () => {
    const part = await newPart({ name: 'Rare Chip', quantity: 3, minimum: 5 });
    const refused = await placeOrder(ctx.app, customer(), part.id, 5);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: messages.orders.aboveStock(3, 'Rare Chip') });
    expect(await storedStock(part.id)).toBe(3);
    expect((await edit(part.id, { stockChange: 10 })).json()).toMatchObject({ quantity: 13 });
    expect((await placeOrder(ctx.app, customer(), part.id, 5)).statusCode).toBe(201);
    expect(await stockOf(ctx.app, part.id)).toBe(8);
  });
});

interface RaceOutcome {
  orders: { quantity: number; status: number; id?: string }[];
  sold: number;
  removed: number;
}

/**
 * 100 orders of 1 to 3 pieces (199 in all) from four customers, with a restock sent after the 50th and a removal
 * after the 75th, all at once, while the stock is read from the database over and over. Checks the books and
 * answers what happened.
 */
async function race(start: number, restock: number, removal: number): Promise<RaceOutcome> {
  const part = await createProduct(ctx.database.db, { quantity: start, minimum: 1, price_cents: 100 });
  let running = true;
  let lowest = start;
  const watching = (async () => {
    while (running) {
      lowest = Math.min(lowest, await storedStock(part.id));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  })();
  const order = (index: number) => {
    const quantity = 1 + (index % 3);
    return placeOrder(ctx.app, customers[index % customers.length]!, part.id, quantity).then((response) => ({
      quantity,
      status: response.statusCode,
      code: response.json().code as string | undefined,
      id: response.statusCode === 201 ? (response.json().insertedId as string) : undefined,
    }));
  };
  // Sent in ten waves a few milliseconds apart, so that the restock (with the sixth) and the removal (with the
  // ninth) land among the orders, not after all of them, while the earlier ones are still in flight.
  const requests: ReturnType<typeof order>[] = [];
  let restocking: ReturnType<typeof edit> | undefined;
  let removing: ReturnType<typeof edit> | undefined;
  for (let wave = 0; wave < 10; wave++) {
    if (wave === 5) restocking = edit(part.id, { stockChange: restock });
    if (wave === 8) removing = edit(part.id, { stockChange: -removal });
    for (let index = wave * 10; index < wave * 10 + 10; index++) requests.push(order(index));
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
  const [placed, restocked, removed] = await Promise.all([Promise.all(requests), restocking!, removing!]).finally(() => {
    running = false;
  });
  await watching;

  expect(restocked.statusCode, restocked.body).toBe(200);
  expect([200, 409], removed.body).toContain(removed.statusCode);
  if (removed.statusCode === 409) expect(removed.json().message).toMatch(/^Only \d+ pieces are in stock, so that many cannot be removed\.$/);
  expect(placed).toHaveLength(100);
  for (const placement of placed) {
    expect([201, 409], JSON.stringify(placement)).toContain(placement.status);
    if (placement.status === 409) expect(placement.code).toBe('CONFLICT');
  }
  const succeeded = placed.filter((placement) => placement.status === 201);
  const sold = succeeded.reduce((sum, placement) => sum + placement.quantity, 0);
  const removedPieces = removed.statusCode === 200 ? removal : 0;
  const stock = await storedStock(part.id);
  expect(stock).toBe(start + restock - sold - removedPieces);
  expect(await stockOf(ctx.app, part.id)).toBe(stock);
  expect(Math.min(lowest, stock)).toBeGreaterThanOrEqual(0);

  // The orders table holds exactly the orders answered 201, with their quantities.
  const rows = await ctx.database.db.selectFrom('orders').select(['id', 'quantity']).where('product_id', '=', String(part.id)).execute();
  expect(rows.map((row) => String(row.id)).sort()).toEqual(succeeded.map((placement) => placement.id!).sort());
  expect(rows.reduce((sum, row) => sum + row.quantity, 0)).toBe(sold);
  return { orders: placed, sold, removed: removedPieces };
}

describe('restocking while customers order', () => {
  it('a restock racing 100 concurrent orders ends with stock = start + restock - sold, never negative', async () => {
    for (let round = 0; round < 3; round++) {
      const outcome = await race(120, 500, 30);
      // 620 pieces for 199 asked: an order can only be refused if it came before the restock.
      expect(outcome.sold, `round ${round}`).toBeLessThanOrEqual(199);
      // Refused, an order of at most 3 met a stock of 2 or less: the start stock was sold or removed.
      expect(outcome.sold, `round ${round}`).toBeGreaterThanOrEqual(
        outcome.orders.every((placement) => placement.status === 201) ? 199 : 118 - outcome.removed,
      );
    }
  }, 120_000);

  it('with less stock than the demand, some orders are refused, and the books still balance', async () => {
    for (let round = 0; round < 3; round++) {
      const outcome = await race(25, 60, 10);
      const refused = outcome.orders.filter((order) => order.status === 409);
      // 199 pieces asked for, at most 85 there: at least 114 pieces were refused.
      expect(
        refused.reduce((sum, order) => sum + order.quantity, 0),
        `round ${round}`,
      ).toBeGreaterThanOrEqual(114);
      expect(outcome.sold, `round ${round}`).toBeLessThanOrEqual(85);
      expect(outcome.sold + outcome.removed, `round ${round}`).toBeLessThanOrEqual(85);
    }
  }, 120_000);
});
