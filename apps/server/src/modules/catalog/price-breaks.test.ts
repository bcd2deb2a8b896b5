import { MAX_ORDER_QUANTITY, MAX_PRICE_TIERS, messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { orderBody, payOrder, placeOrder, stockOf } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  [admin, customer] = [await signUpAdmin(ctx.app), await signUp(ctx.app)];
});
afterAll(() => ctx.close());

const inject = (user: TestUser | null, options: Parameters<typeof as>[1]) => ctx.app.inject(as(user, options));
const setTiers = (id: string | number, tiers: unknown, user: TestUser | null = admin) =>
  inject(user, { method: 'PUT', url: `/api/product/${id}/price-tiers`, payload: { tiers } });
const edit = (id: string | number, payload: object) => inject(admin, { method: 'PATCH', url: `/api/product/${id}`, payload });
const storedTiers = (id: string | number) =>
  ctx.database.db.selectFrom('price_tiers').select(['min_quantity', 'price_cents']).where('product_id', '=', String(id)).orderBy('min_quantity').execute();
/** Keys at $30 a piece from 500 pieces; $27 from 1,000 and $25 from 5,000. */
const keys = async () => {
  const part = await createProduct(ctx.database.db, { name: 'Keys', price_cents: 3000, minimum: 500, quantity: 100_000 });
  expect((await setTiers(part.id, PRICE_BREAKS)).statusCode).toBe(200);
  return part;
};
const PRICE_BREAKS = [
  { minQuantity: 1000, price: 27 },
  { minQuantity: 5000, price: 25 },
];

describe('an admin sets price breaks', () => {
  it('answers the part with its breaks, which the part, the catalogue and the database then show', async () => {
    const part = await createProduct(ctx.database.db, { name: 'Break Keys', price_cents: 3000, minimum: 500, quantity: 9000 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/product?q=break%20keys' })).json()[0].priceTiers).toEqual([]);

    const response = await setTiers(part.id, PRICE_BREAKS);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ _id: String(part.id), price: 30, minimum: 500, priceTiers: PRICE_BREAKS });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/product/${part.id}` })).json().priceTiers).toEqual(PRICE_BREAKS);
    // The cached catalogue page was dropped by the change.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/product?q=break%20keys' })).json()[0].priceTiers).toEqual(PRICE_BREAKS);
    expect(await storedTiers(part.id)).toEqual([
      { min_quantity: 1000, price_cents: 2700 },
      { min_quantity: 5000, price_cents: 2500 },
    ]);
  });

  it('replaces the whole set, and an empty list removes them', async () => {
    const part = await keys();
    const replaced = await setTiers(part.id, [{ minQuantity: 2000, price: 29.99 }]);
    expect(replaced.json().priceTiers).toEqual([{ minQuantity: 2000, price: 29.99 }]);
    expect(await storedTiers(part.id)).toEqual([{ min_quantity: 2000, price_cents: 2999 }]);
    const removed = await setTiers(part.id, []);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().priceTiers).toEqual([]);
    expect(await storedTiers(part.id)).toEqual([]);
  });

  it('carries each part its own breaks on a catalogue page', async () => {
    const [first, second] = [await keys(), await keys()];
    await setTiers(second.id, [{ minQuantity: 600, price: 29 }]);
    const page: { _id: string; priceTiers: unknown }[] = (await ctx.app.inject({ method: 'GET', url: '/api/product?q=keys&limit=100' })).json();
    expect(page.find((part) => part._id === String(first.id))?.priceTiers).toEqual(PRICE_BREAKS);
    expect(page.find((part) => part._id === String(second.id))?.priceTiers).toEqual([{ minQuantity: 600, price: 29 }]);
  });

  it.each([
    [
      'quantities that do not increase',
      [
        { minQuantity: 1000, price: 27 },
        { minQuantity: 1000, price: 25 },
      ],
      messages.priceTiers.quantitiesNotIncreasing,
    ],
    [
      'quantities out of order',
      [
        { minQuantity: 5000, price: 27 },
        { minQuantity: 1000, price: 25 },
      ],
      messages.priceTiers.quantitiesNotIncreasing,
    ],
    [
      'prices that do not decrease',
      [
        { minQuantity: 1000, price: 25 },
        { minQuantity: 5000, price: 25 },
      ],
      messages.priceTiers.pricesNotDecreasing,
    ],
    [
      'more than the most breaks',
      Array.from({ length: MAX_PRICE_TIERS + 1 }, (_, index) => ({ minQuantity: 1000 + index, price: 29 - index })),
      messages.priceTiers.tooMany(MAX_PRICE_TIERS),
    ],
    ['a quantity that is not whole', [{ minQuantity: 1000.5, price: 27 }], messages.priceTiers.quantityInvalid],
    ['a quantity beyond the largest order', [{ minQuantity: MAX_ORDER_QUANTITY + 1, price: 27 }], messages.priceTiers.quantityTooLarge(MAX_ORDER_QUANTITY)],
    ['a price of 0', [{ minQuantity: 1000, price: 0 }], messages.priceTiers.priceInvalid],
    ['a price that is 0 cents', [{ minQuantity: 1000, price: 5e-324 }], messages.priceTiers.priceInvalid],
    ['a price with 3 decimals', [{ minQuantity: 1000, price: 27.001 }], 'Price can have at most 2 decimals'],
    ['not a list', { minQuantity: 1000, price: 27 }, messages.priceTiers.listRequired],
  ])('refuses %s with 400 and keeps the breaks', async (_case, tiers, message) => {
    const part = await keys();
    const response = await setTiers(part.id, tiers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await storedTiers(part.id)).toHaveLength(2);
  });

  it("refuses with 422 a break below the part's minimum order, or not below its price", async () => {
    const part = await keys();
    const belowMinimum = await setTiers(part.id, [{ minQuantity: 499, price: 27 }]);
    expect(belowMinimum.statusCode).toBe(422);
    expect(belowMinimum.json().message).toBe(messages.priceTiers.belowMinimum(500));
    const atPrice = await setTiers(part.id, [{ minQuantity: 1000, price: 30 }]);
    expect(atPrice.statusCode).toBe(422);
    expect(atPrice.json().message).toBe(messages.priceTiers.notBelowPrice('$30.00'));
    expect((await setTiers(part.id, [{ minQuantity: 500, price: 29.99 }])).statusCode).toBe(200);
  });

  it('answers 404 for a part that does not exist or was deleted', async () => {
    const gone = await createProduct(ctx.database.db, { deleted_at: new Date().toISOString() });
    for (const id of [gone.id, 999_999_999]) {
      const response = await setTiers(id, PRICE_BREAKS);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(messages.errors.productNotFound);
    }
  });
});

describe("editing a part's price or minimum keeps its breaks valid", () => {
  it('refuses with 409 a price not above every break, or a minimum above the first, and changes nothing', async () => {
    const part = await keys();
    for (const [change, message] of [
      [{ price: 27 }, messages.priceTiers.priceNotAboveTiers],
      [{ price: 26, stockChange: 5 }, messages.priceTiers.priceNotAboveTiers],
      [{ minimum: 1001 }, messages.priceTiers.minimumAboveTiers],
    ] as const) {
      const response = await edit(part.id, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(409);
      expect(response.json().message).toBe(message);
    }
    expect(await ctx.app.services.catalog.get(String(part.id))).toMatchObject({ price: 30, minimum: 500, quantity: 100_000 });
  });

  it('accepts a price above the breaks and a minimum up to the first', async () => {
    const part = await keys();
    expect((await edit(part.id, { price: 27.01, minimum: 1000 })).json()).toMatchObject({ price: 27.01, minimum: 1000, priceTiers: PRICE_BREAKS });
    expect((await setTiers(part.id, [])).statusCode).toBe(200);
    expect((await edit(part.id, { price: 1 })).statusCode).toBe(200);
  });
});

describe('an order pays the price of the break its quantity reaches', () => {
  it.each([
    [500, 30],
    [999, 30],
    [1000, 27],
    [1001, 27],
    [4999, 27],
    [5000, 25],
    [5001, 25],
  ])('%i pieces cost $%d each', async (quantity, unitPrice) => {
    const part = await keys();
    const response = await placeOrder(ctx.app, customer, part.id, quantity);
    expect(response.statusCode, response.body).toBe(201);
    const order = (await inject(customer, { method: 'GET', url: `/api/orders/${response.json().insertedId}` })).json();
    expect(order).toMatchObject({ quantity, unitPrice, price: quantity * unitPrice });
    const row = await ctx.database.db.selectFrom('orders').select(['unit_price_cents', 'price_cents']).where('id', '=', order._id).executeTakeFirstOrThrow();
    expect(row).toEqual({ unit_price_cents: unitPrice * 100, price_cents: quantity * unitPrice * 100 });
  });

  it('ignores a price sent by the client', async () => {
    const part = await keys();
    for (const price of [0.01, 1, 30 * 1000, 'free']) {
      const response = await inject(customer, { method: 'POST', url: '/api/orders', payload: { ...orderBody(part.id, 1000), price, unitPrice: 0.01 } });
      expect(response.statusCode, response.body).toBe(201);
      expect((await inject(customer, { method: 'GET', url: `/api/orders/${response.json().insertedId}` })).json()).toMatchObject({
        unitPrice: 27,
        price: 27_000,
      });
    }
  });

  it('is paid at the break price, and keeps it when the breaks change later', async () => {
    const part = await keys();
    const orderId = (await placeOrder(ctx.app, customer, part.id, 5000)).json().insertedId;
    const intent = await inject(customer, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId } });
    expect(intent.json().amount).toBe(125_000);
    await payOrder(ctx.app, customer, orderId);
    await setTiers(part.id, [{ minQuantity: 5000, price: 20 }]);
    expect((await inject(customer, { method: 'GET', url: `/api/orders/${orderId}` })).json()).toMatchObject({ paid: true, unitPrice: 25, price: 125_000 });
  });

  it('orders racing edits of the price and the breaks are all placed, each at a price that held at some moment', async () => {
    // Orders share a lock on the part's row while they record themselves; an edit of the price or the breaks waits
    // for them to take their stock, and they for it: this must never deadlock (PostgreSQL would answer one with 500).
    const part = await createProduct(ctx.database.db, { price_cents: 100, minimum: 1, quantity: 10_000 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signUp(ctx.app)));
    const orders = buyers.flatMap((buyer) => Array.from({ length: 4 }, () => placeOrder(ctx.app, buyer, part.id, 10)));
    const edits = [0.9, 0.8, 0.7].flatMap((price, index) => [setTiers(part.id, [{ minQuantity: 10, price }]), edit(part.id, { price: 1 + index / 10 })]);
    const [placed, edited] = await Promise.all([Promise.all(orders), Promise.all(edits)]);
    expect(placed.map((response) => response.statusCode)).toEqual(placed.map(() => 201));
    expect(edited.map((response) => response.statusCode)).toEqual(edited.map(() => 200));
    const prices = await ctx.database.db.selectFrom('orders').select('unit_price_cents').where('product_id', '=', part.id).execute();
    // The edits race each other too: until the first breaks are set, an order pays the part's price, 1.00 or an edited one.
    const held = [100, 110, 120, 90, 80, 70];
    expect(prices.filter((row) => !held.includes(row.unit_price_cents))).toEqual([]);
    expect(await stockOf(ctx.app, part.id)).toBe(10_000 - 24 * 10);
  });

  it('judges the largest total a card can carry by the break price', async () => {
    // $1,000 a piece; $900 from 1,000 pieces: 1,000 pieces are $900,000 (the $1,000,000 at the part's price could not be paid).
    const part = await createProduct(ctx.database.db, { price_cents: 100_000, minimum: 1, quantity: 5000 });
    await setTiers(part.id, [{ minQuantity: 1000, price: 900 }]);
    expect((await placeOrder(ctx.app, customer, part.id, 1000)).json()).toEqual({ insertedId: expect.any(String) });
    const tooLarge = await placeOrder(ctx.app, customer, part.id, 1112);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().message).toBe(messages.orders.totalTooLarge);
    expect(await stockOf(ctx.app, part.id)).toBe(4000);
  });
});
