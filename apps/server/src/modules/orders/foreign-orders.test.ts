import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { placeOrder } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let orderId: string;
let clientSecret: string;
/** An id no order has: far beyond any the test places. */
const MISSING_ORDER = '987654321';
beforeAll(async () => {
  ctx = await createTestApp();
  [owner, stranger, admin] = [await signUp(ctx.app), await signUp(ctx.app), await signUpAdmin(ctx.app)];
  const part = await createProduct(ctx.database.db, { quantity: 1_000 });
  orderId = (await placeOrder(ctx.app, owner, part.id, 2)).json().insertedId;
  clientSecret = (await ctx.app.inject(as(owner, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId } }))).json().clientSecret;
});
afterAll(() => ctx.close());

const card = (secret: string) => ({ clientSecret: secret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' });

/** Every order-by-id call a customer makes, aimed at an order (or its payment): the owner's, or one that does not exist. */
const CALLS: [string, (target: 'foreign' | 'missing') => InjectOptions][] = [
  ['GET /api/orders/{id}', (target) => ({ method: 'GET', url: `/api/orders/${target === 'foreign' ? orderId : MISSING_ORDER}` })],
  ['DELETE /api/orders/{id}', (target) => ({ method: 'DELETE', url: `/api/orders/${target === 'foreign' ? orderId : MISSING_ORDER}` })],
  [
    'PATCH /api/orders/{id}',
    (target) => ({ method: 'PATCH', url: `/api/orders/${target === 'foreign' ? orderId : MISSING_ORDER}`, payload: { transactionId: 'pi_made_up' } }),
  ],
  [
    'POST /api/create-payment-intent',
    (target) => ({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId: target === 'foreign' ? orderId : MISSING_ORDER } }),
  ],
  [
    'POST /api/test-payments/confirm',
    (target) => ({ method: 'POST', url: '/api/test-payments/confirm', payload: card(target === 'foreign' ? clientSecret : 'pi_test_missing_secret_missing') }),
  ],
];

describe("another account's order", () => {
  it.each(CALLS)('%s answers exactly as for an order that does not exist: 404, same code and message', async (route, call) => {
    // An admin reads any order (GET), but pays for and cancels only their own, like any customer.
    for (const caller of route === 'GET /api/orders/{id}' ? [stranger] : [stranger, admin]) {
      const foreign = await ctx.app.inject(as(caller, call('foreign')));
      const missing = await ctx.app.inject(as(caller, call('missing')));
      expect(missing.statusCode).toBe(404);
      expect({ status: foreign.statusCode, body: foreign.json() }).toEqual({ status: missing.statusCode, body: missing.json() });
    }
    const untouched = await ctx.app.inject(as(owner, { method: 'GET', url: `/api/orders/${orderId}` }));
    expect(untouched.json()).toMatchObject({ status: 'unpaid', paid: false });
  });

  it('is still shown to an admin through the order page, and to its owner', async () => {
    for (const reader of [owner, admin]) expect((await ctx.app.inject(as(reader, { method: 'GET', url: `/api/orders/${orderId}` }))).statusCode).toBe(200);
  });
});
