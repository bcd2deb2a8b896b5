import { messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { placeOrder, stockOf } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let customer: TestUser;
let other: TestUser;
let admin: TestUser;
let partId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  [customer, other, admin] = [await signUp(ctx.app), await signUp(ctx.app), await signUpAdmin(ctx.app)];
  partId = String((await createProduct(ctx.database.db, { price_cents: 2550, minimum: 2, quantity: 1000 })).id);
});
afterAll(() => ctx.close());

const inject = (user: TestUser | null, options: Parameters<typeof as>[1]) => ctx.app.inject(as(user, options));
const newOrder = async (user = customer, quantity = 2) => (await placeOrder(ctx.app, user, partId, quantity)).json().insertedId as string;
const createIntent = (user: TestUser, orderId: string, extra: Record<string, unknown> = {}) =>
  inject(user, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId, ...extra } });
const payWithCard = (user: TestUser, clientSecret: string, cardNumber: string, expYear = new Date().getUTCFullYear() + 2) =>
  inject(user, { method: 'POST', url: '/api/test-payments/confirm', payload: { clientSecret, cardNumber, expMonth: 12, expYear, cvc: '123' } });
const confirmOrder = (user: TestUser, orderId: string, transactionId: string) =>
  inject(user, { method: 'PATCH', url: `/api/orders/${orderId}`, payload: { transactionId, parts: orderId } });
const orderOf = async (user: TestUser, orderId: string) => (await inject(user, { method: 'GET', url: `/api/orders/${orderId}` })).json();

describe('paying an order with the test provider', () => {
  it('creates one intent per order for the amount in the database', async () => {
    const orderId = await newOrder(customer, 3);
    const first = await createIntent(customer, orderId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ clientSecret: expect.stringMatching(/^pi_test_\w+_secret_\w+$/), provider: 'test', publishableKey: null, amount: 76.5 });
    expect((await createIntent(customer, orderId, { price: 76.5 })).json().clientSecret).toBe(first.json().clientSecret);
    const mismatch = await createIntent(customer, orderId, { price: 1 });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().message).toBe(messages.payments.priceMismatch);
    expect((await createIntent(other, orderId)).statusCode).toBe(404);
  });

  it('pays with 4242 4242 4242 4242: the order becomes paid with the transaction id, once', async () => {
    const orderId = await newOrder();
    const { clientSecret } = (await createIntent(customer, orderId)).json();
    const paid = await payWithCard(customer, clientSecret, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    const { transactionId } = paid.json();
    expect((await orderOf(customer, orderId)).testPayment).toBe(false);
    expect((await confirmOrder(customer, orderId, transactionId)).json()).toEqual({ modifiedCount: 1 });
    expect(await orderOf(customer, orderId)).toMatchObject({ paid: true, status: 'paid', transactionId });
    expect((await confirmOrder(customer, orderId, transactionId)).json()).toEqual({ modifiedCount: 0 });
    // The test provider takes no money: admins see it, in Manage Orders as in the order itself.
    expect((await orderOf(admin, orderId)).testPayment).toBe(true);
    const listed = (await inject(admin, { method: 'GET', url: '/api/allorders?status=paid&limit=100' })).json();
    expect(listed.find((order: { _id: string }) => order._id === orderId)?.testPayment).toBe(true);
    expect((await createIntent(customer, orderId)).statusCode).toBe(409);
    // Paid orders cannot be cancelled by the customer.
    expect((await inject(customer, { method: 'DELETE', url: `/api/orders/${orderId}` })).statusCode).toBe(409);
  });

  it.each([
    ['4000 0000 0000 0002', messages.payments.cardDeclined],
    ['4000 0000 0000 9995', messages.payments.insufficientFunds],
    ['4111 1111 1111 1111', messages.payments.unknownTestCard],
  ])('refuses card %s with "%s" and leaves the order unpaid', async (card, message) => {
    const orderId = await newOrder();
    const { clientSecret } = (await createIntent(customer, orderId)).json();
    const refused = await payWithCard(customer, clientSecret, card);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ code: 'PAYMENT_FAILED', message });
    expect((await orderOf(customer, orderId)).paid).toBe(false);
  });

  it('refuses an expired card', async () => {
    const orderId = await newOrder();
    const { clientSecret } = (await createIntent(customer, orderId)).json();
    const refused = await payWithCard(customer, clientSecret, '4242424242424242', 2020);
    expect(refused.json().message).toBe(messages.payments.cardExpired);
  });
});

describe('no path marks an order paid without the provider', () => {
  it("a made-up transaction id, an unconfirmed intent, or another order's paid intent all answer 409 and change nothing", async () => {
    const orderId = await newOrder();
    const { clientSecret } = (await createIntent(customer, orderId)).json();
    expect((await confirmOrder(customer, orderId, 'pi_made_up_123')).statusCode).toBe(409);
    const ownIntent = clientSecret.split('_secret_')[0];
    expect((await confirmOrder(customer, orderId, ownIntent)).statusCode).toBe(409);

    const cheapOrder = await newOrder(customer, 2);
    const cheap = (await createIntent(customer, cheapOrder)).json().clientSecret;
    const cheapIntent = (await payWithCard(customer, cheap, '4242424242424242')).json().transactionId;
    const response = await confirmOrder(customer, orderId, cheapIntent);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.payments.notConfirmed);
    expect((await orderOf(customer, orderId)).paid).toBe(false);
  });

  it("someone else's order can be neither paid for nor confirmed, nor its card charged", async () => {
    const orderId = await newOrder(customer);
    const { clientSecret } = (await createIntent(customer, orderId)).json();
    expect((await payWithCard(other, clientSecret, '4242424242424242')).statusCode).toBe(404);
    const transactionId = (await payWithCard(customer, clientSecret, '4242424242424242')).json().transactionId;
    expect((await confirmOrder(other, orderId, transactionId)).statusCode).toBe(404);
    expect((await orderOf(customer, orderId)).paid).toBe(false);
  });
});

describe('cancelling an order whose payment has started', () => {
  it('cancels the payment too: the card form can no longer charge it', async () => {
    const orderId = await newOrder();
    const { clientSecret } = (await createIntent(customer, orderId)).json();
    expect((await inject(customer, { method: 'DELETE', url: `/api/orders/${orderId}` })).json()).toEqual({ deletedCount: 1 });
    expect((await payWithCard(customer, clientSecret, '4242424242424242')).statusCode).toBe(409);
    const intent = await ctx.database.db
      .selectFrom('test_payment_intents')
      .select('status')
      .where('client_secret', '=', clientSecret)
      .executeTakeFirstOrThrow();
    expect(intent.status).toBe('canceled');
  });

  it('if the card was charged before the cancel arrived, the order is kept and marked paid', async () => {
    const orderId = await newOrder();
    const { clientSecret } = (await createIntent(customer, orderId)).json();
    const transactionId = (await payWithCard(customer, clientSecret, '4242424242424242')).json().transactionId;
    const cancel = await inject(customer, { method: 'DELETE', url: `/api/orders/${orderId}` });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(messages.orders.justPaid);
    expect(await orderOf(customer, orderId)).toMatchObject({ status: 'paid', transactionId });
  });
});

describe('refunds', () => {
  it("an admin's cancel of a paid order refunds it, then cancels it and releases the stock", async () => {
    const before = await stockOf(ctx.app, partId);
    const orderId = await newOrder(customer, 4);
    const { clientSecret } = (await createIntent(customer, orderId)).json();
    const transactionId = (await payWithCard(customer, clientSecret, '4242424242424242')).json().transactionId;
    await confirmOrder(customer, orderId, transactionId);
    expect((await inject(admin, { method: 'DELETE', url: `/api/allorders/${orderId}` })).json()).toEqual({ deletedCount: 1 });
    expect(await orderOf(admin, orderId)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(ctx.app, partId)).toBe(before);
    const intent = await ctx.database.db.selectFrom('test_payment_intents').select('status').where('id', '=', transactionId).executeTakeFirstOrThrow();
    expect(intent.status).toBe('refunded');
  });
});
