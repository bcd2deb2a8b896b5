import { messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { payOrder, placeOrder, stockOf } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { orderLimits } from './service';

// The defaults of decision 0015: 5 unpaid orders, $25,000 held by an account that never paid, $250,000 by one that
// has, 20 orders an hour.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ orderLimits: loadConfig({}).orderLimits });
});
afterAll(() => ctx.close());

const part = (overrides: Parameters<typeof createProduct>[1] = {}) => createProduct(ctx.database.db, { quantity: 100_000, minimum: 1, ...overrides });
const cancel = (user: TestUser, orderId: string) => ctx.app.inject(as(user, { method: 'DELETE', url: `/api/orders/${orderId}` }));

describe('what one account may hold in unpaid orders', () => {
  it('refuses a sixth unpaid order, and takes it once one of the five is cancelled', async () => {
    const customer = await signUp(ctx.app);
    const { id } = await part({ price_cents: 1_000 });
    const placed = [];
    for (let index = 0; index < 5; index += 1) placed.push((await placeOrder(ctx.app, customer, id, 1)).json().insertedId as string);

    const sixth = await placeOrder(ctx.app, customer, id, 1);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ code: 'CONFLICT', message: messages.orders.tooManyUnpaid(5) });
    expect(await stockOf(ctx.app, id)).toBe(100_000 - 5);

    expect((await cancel(customer, placed[0] as string)).statusCode).toBe(200);
    expect((await placeOrder(ctx.app, customer, id, 1)).statusCode).toBe(201);
  });

  it('holds an account that never paid to $25,000 of parts, and one that has paid to $250,000', async () => {
    const customer = await signUp(ctx.app);
    const { id } = await part({ price_cents: 100_000 }); // $1,000 a piece

    const tooMuch = await placeOrder(ctx.app, customer, id, 26);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(messages.orders.unpaidValueTooHigh(25_000));
    expect(messages.orders.unpaidValueTooHigh(25_000)).toContain('$25,000');
    expect((await placeOrder(ctx.app, customer, id, 20)).statusCode).toBe(201);
    // 20 held: 5 more reach the limit exactly, 6 would pass it.
    expect((await placeOrder(ctx.app, customer, id, 6)).statusCode).toBe(409);
    const exactly = await placeOrder(ctx.app, customer, id, 5);
    expect(exactly.statusCode).toBe(201);

    await payOrder(ctx.app, customer, exactly.json().insertedId);
    expect((await placeOrder(ctx.app, customer, id, 200)).statusCode).toBe(201);
    expect((await placeOrder(ctx.app, customer, id, 31)).statusCode).toBe(409);
    expect(await stockOf(ctx.app, id)).toBe(100_000 - 20 - 5 - 200);
  });

  it('does not let one account book out the catalogue (the reproduction of issue 15: an order for all of every part)', async () => {
    const parts = await Promise.all(Array.from({ length: 12 }, (_, index) => part({ price_cents: 3_000 + index * 500, quantity: 2_000, minimum: 5 })));
    const hoarder = await signUp(ctx.app);
    const answers = [];
    for (const { id } of parts) answers.push((await placeOrder(ctx.app, hoarder, id, 2_000)).statusCode);
    expect(answers.every((status) => status === 409)).toBe(true);

    for (const { id } of parts) expect(await stockOf(ctx.app, id)).toBe(2_000);
    expect((await placeOrder(ctx.app, await signUp(ctx.app), (parts[0] as { id: number }).id, 5)).statusCode).toBe(201);
  });

  it('counts concurrent orders of one account one after the other: 20 at once place exactly 5', async () => {
    const customer = await signUp(ctx.app);
    const { id } = await part({ price_cents: 100 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(ctx.app, customer, id, 1)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await stockOf(ctx.app, id)).toBe(100_000 - 5);
  });

  it('answers a repeated request (same Idempotency-Key) with its order even at the limit', async () => {
    const customer = await signUp(ctx.app);
    const { id } = await part({ price_cents: 100 });
    for (let index = 0; index < 4; index += 1) await placeOrder(ctx.app, customer, id, 1);
    const first = await placeOrder(ctx.app, customer, id, 1, { 'idempotency-key': 'fifth-order' });
    expect(first.statusCode).toBe(201);
    const again = await placeOrder(ctx.app, customer, id, 1, { 'idempotency-key': 'fifth-order' });
    expect(again.statusCode).toBe(200);
    expect(again.json().insertedId).toBe(first.json().insertedId);
  });
});

describe('how often one account may place orders', () => {
  it('takes 20 orders an hour, cancelled ones included, then answers 429 with Retry-After', async () => {
    const customer = await signUp(ctx.app);
    const { id } = await part({ price_cents: 100 });
    for (let index = 0; index < 20; index += 1) {
      const placed = await placeOrder(ctx.app, customer, id, 1);
      expect(placed.statusCode).toBe(201);
      await cancel(customer, placed.json().insertedId);
    }
    const limited = await placeOrder(ctx.app, customer, id, 1);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: messages.orders.placedTooOften(Number(limited.headers['retry-after'])) });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    expect(await stockOf(ctx.app, id)).toBe(100_000);

    // Another account is not held back by this one.
    expect((await placeOrder(ctx.app, await signUp(ctx.app), id, 1)).statusCode).toBe(201);
  });

  it('lets the account order again once its oldest order of the hour is an hour old', () => {
    const limits = orderLimits({ unpaidOrders: 5, unpaidCents: { newAccount: 1_000, payingAccount: 1_000 }, perHour: 2 }, () =>
      Date.parse('2026-11-24T12:00:00Z'),
    );
    // The second most recent order (perHour: 2), or null when the account placed fewer.
    const holdings = (secondMostRecent: string | null) => ({
      unpaidOrders: 0,
      unpaidCents: 0,
      hasPaidOrder: false,
      oldestRecentOrderAt: secondMostRecent === null ? null : new Date(secondMostRecent),
    });
    expect(limits.refusal(holdings('2026-11-24T11:00:01Z'), 1)?.message).toBe(messages.orders.placedTooOften(1));
    expect(messages.orders.placedTooOften(3_599)).toContain('try again in an hour.');
    expect(messages.orders.placedTooOften(600)).toContain('try again in 10 minutes.');
    expect(limits.refusal(holdings('2026-11-24T11:00:00Z'), 1)).toBeNull();
    expect(limits.refusal(holdings(null), 1)).toBeNull();
  });
});
