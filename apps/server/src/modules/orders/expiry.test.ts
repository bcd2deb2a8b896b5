import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { placeOrder, stockOf } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';

const HOLD_MS = 48 * 3_600_000;

let ctx: TestContext;
let customer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ unpaidOrderHoldMs: HOLD_MS });
  customer = await signUp(ctx.app);
});
afterAll(() => ctx.close());

const inject = (options: Parameters<typeof as>[1]) => ctx.app.inject(as(customer, options));
const newPart = () => createProduct(ctx.database.db, { price_cents: 1_000, minimum: 2, quantity: 100 });
const newOrder = async (partId: string | number, quantity = 10) => (await placeOrder(ctx.app, customer, partId, quantity)).json().insertedId as string;
const orderOf = async (orderId: string) => (await inject({ method: 'GET', url: `/api/orders/${orderId}` })).json();
const placedAt = async (orderId: string) => new Date((await orderOf(orderId)).createdAt).getTime();
const expireAt = (time: number) => ctx.app.services.orders.expireUnpaid(new Date(time));

async function payAtProvider(orderId: string) {
  const { clientSecret } = (await inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId } })).json();
  const payment = { clientSecret, cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' };
  return (await inject({ method: 'POST', url: '/api/test-payments/confirm', payload: payment })).json().transactionId as string;
}

describe('unpaid orders hold their parts for a limited time', () => {
  it('tells the customer when an unpaid order must be paid by', async () => {
    const orderId = await newOrder((await newPart()).id);
    const order = await orderOf(orderId);
    expect(new Date(order.payBy).getTime() - new Date(order.createdAt).getTime()).toBe(HOLD_MS);
  });

  it('cancels an order once its hold has run out, and gives its parts back to stock', async () => {
    const part = await newPart();
    const orderId = await newOrder(part.id, 10);
    expect(await stockOf(ctx.app, part.id)).toBe(90);
    const placed = await placedAt(orderId);

    await expireAt(placed + HOLD_MS - 1_000);
    expect(await orderOf(orderId)).toMatchObject({ status: 'unpaid' });

    expect(await expireAt(placed + HOLD_MS + 1_000)).toBeGreaterThanOrEqual(1);
    expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled', paid: false, payBy: null });
    expect(await stockOf(ctx.app, part.id)).toBe(100);
    const myOrders = (await inject({ method: 'GET', url: '/api/orders' })).json() as { _id: string }[];
    expect(myOrders.map((order) => order._id)).not.toContain(orderId);

    // A second sweep finds nothing left to do: the stock is given back once.
    await expireAt(placed + HOLD_MS + 2_000);
    expect(await stockOf(ctx.app, part.id)).toBe(100);
  });

  it('records a payment the provider took at the last moment instead of cancelling the order', async () => {
    const part = await newPart();
    const orderId = await newOrder(part.id, 10);
    const transactionId = await payAtProvider(orderId);

    await expireAt((await placedAt(orderId)) + HOLD_MS + 1_000);
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', paid: true, transactionId, payBy: null });
    expect(await stockOf(ctx.app, part.id)).toBe(90);
  });

  it('leaves paid orders alone', async () => {
    const part = await newPart();
    const orderId = await newOrder(part.id, 10);
    const transactionId = await payAtProvider(orderId);
    await inject({ method: 'PATCH', url: `/api/orders/${orderId}`, payload: { transactionId, parts: orderId } });

    await expireAt((await placedAt(orderId)) + HOLD_MS * 10);
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', transactionId });
    expect(await stockOf(ctx.app, part.id)).toBe(90);
  });
});
