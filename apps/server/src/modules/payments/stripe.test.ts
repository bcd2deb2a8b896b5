import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { startFakeStripe } from '../../../test/fake-stripe';
import { createProduct } from '../../../test/factories';
import { sentMails } from '../../../test/mail';
import { placeOrder } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createPaymentRepository } from './repository';

const secretKey = 'sk_test_partsmith123';
const webhookSecret = 'whsec_partsmith_test_secret';
let stripeApi: Awaited<ReturnType<typeof startFakeStripe>>;
let ctx: TestContext;
let customer: TestUser;
let admin: TestUser;
let partId: string;
// stripe-node's own helpers sign the test events, exactly as Stripe signs real ones.
const signer = new Stripe(secretKey);

beforeAll(async () => {
  stripeApi = await startFakeStripe({ secretKey });
  ctx = await createTestApp({ payments: { provider: 'stripe', secretKey, publishableKey: 'pk_test_partsmith', webhookSecret, apiUrl: stripeApi.url } });
  [customer, admin] = [await signUp(ctx.app), await signUpAdmin(ctx.app)];
  partId = String((await createProduct(ctx.database.db, { price_cents: 1999, minimum: 1, quantity: 500 })).id);
});
afterAll(async () => {
  await ctx.close();
  await stripeApi.close();
});

const inject = (user: TestUser | null, options: Parameters<typeof as>[1]) => ctx.app.inject(as(user, options));
const orderOf = async (orderId: string) => (await inject(customer, { method: 'GET', url: `/api/orders/${orderId}` })).json();

async function orderWithIntent(quantity = 2) {
  const orderId = (await placeOrder(ctx.app, customer, partId, quantity)).json().insertedId as string;
  const intent = await inject(customer, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId } });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret, provider, publishableKey } = intent.json();
  expect({ provider, publishableKey }).toEqual({ provider: 'stripe', publishableKey: 'pk_test_partsmith' });
  return { orderId, intentId: clientSecret.split('_secret_')[0] as string, clientSecret };
}

function webhook(
  event: object,
  { secret = webhookSecret, timestamp, tamper }: { secret?: string; timestamp?: number; tamper?: (body: string) => string } = {},
) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload: tamper ? tamper(payload) : payload,
  });
}

const succeededEvent = (id: string, intentId: string) => ({
  id,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: { id: intentId, object: 'payment_intent' } },
});

describe('the Stripe adapter', () => {
  it("admits Stripe's origins in the Content-Security-Policy, and only then", async () => {
    const csp = String((await ctx.app.inject({ method: 'GET', url: '/api/product' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(csp).toContain('frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    const plain = await createTestApp();
    try {
      expect(String((await plain.app.inject({ method: 'GET', url: '/api/product' })).headers['content-security-policy'])).not.toContain('stripe');
    } finally {
      await plain.close();
    }
  });

  it('creates one PaymentIntent per order, for its amount in cents, with the order in the metadata', async () => {
    const { orderId, intentId, clientSecret } = await orderWithIntent(3);
    expect(stripeApi.intents.get(intentId)).toMatchObject({ amount: 5997, currency: 'usd', metadata: { orderId }, receipt_email: customer.email });
    const again = await inject(customer, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId } });
    expect(again.json().clientSecret).toBe(clientSecret);
    expect([...stripeApi.intents.values()].filter((intent) => intent.metadata.orderId === orderId)).toHaveLength(1);
  });

  it('marks the order paid after the browser confirms, only once Stripe says the intent succeeded', async () => {
    const { orderId, intentId } = await orderWithIntent();
    const early = await inject(customer, { method: 'PATCH', url: `/api/orders/${orderId}`, payload: { transactionId: intentId } });
    expect(early.statusCode).toBe(409);
    stripeApi.succeed(intentId);
    const confirmed = await inject(customer, { method: 'PATCH', url: `/api/orders/${orderId}`, payload: { transactionId: intentId } });
    expect(confirmed.json()).toEqual({ modifiedCount: 1 });
    expect(await orderOf(orderId)).toMatchObject({ paid: true, transactionId: intentId, testPayment: true });
  });

  it("marks a payment in Stripe's test mode as a test payment, and a live one not", async () => {
    const { orderId, intentId } = await orderWithIntent();
    stripeApi.succeed(intentId, { livemode: true });
    expect((await inject(customer, { method: 'PATCH', url: `/api/orders/${orderId}`, payload: { transactionId: intentId } })).json()).toEqual({
      modifiedCount: 1,
    });
    expect(await orderOf(orderId)).toMatchObject({ paid: true, testPayment: false });
  });

  it('refuses an intent whose amount Stripe reports differently from the order', async () => {
    const { orderId, intentId } = await orderWithIntent();
    stripeApi.succeed(intentId, { amount: 1 });
    expect((await inject(customer, { method: 'PATCH', url: `/api/orders/${orderId}`, payload: { transactionId: intentId } })).statusCode).toBe(409);
    expect((await orderOf(orderId)).paid).toBe(false);
  });

  it('refunds through Stripe when an admin cancels a paid order', async () => {
    const { orderId, intentId } = await orderWithIntent();
    stripeApi.succeed(intentId);
    await inject(customer, { method: 'PATCH', url: `/api/orders/${orderId}`, payload: { transactionId: intentId } });
    expect((await inject(admin, { method: 'DELETE', url: `/api/allorders/${orderId}` })).json()).toEqual({ deletedCount: 1 });
    expect(stripeApi.refunds).toContainEqual(expect.objectContaining({ payment_intent: intentId }));
    expect((await orderOf(orderId)).status).toBe('cancelled');
  });
});

describe('the Stripe webhook', () => {
  it('payment_intent.succeeded marks the order paid even if the browser never came back', async () => {
    const { orderId, intentId } = await orderWithIntent();
    stripeApi.succeed(intentId);
    const response = await webhook(succeededEvent('evt_browser_gone', intentId));
    expect(response.statusCode).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ paid: true, transactionId: intentId });
  });

  it('a forged signature, a body changed after signing and an old timestamp change nothing', async () => {
    const { orderId, intentId } = await orderWithIntent();
    stripeApi.succeed(intentId);
    const attempts = [
      await webhook(succeededEvent('evt_forged', intentId), { secret: 'whsec_not_the_secret' }),
      await webhook(succeededEvent('evt_tampered', 'pi_other'), { tamper: (body) => body.replace('pi_other', intentId) }),
      await webhook(succeededEvent('evt_old', intentId), { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(succeededEvent('evt_unsigned', intentId)),
      }),
    ];
    expect(attempts.map((attempt) => attempt.statusCode)).toEqual([400, 400, 400, 400]);
    expect((await orderOf(orderId)).paid).toBe(false);
    const recorded = await ctx.database.db
      .selectFrom('webhook_events')
      .select('id')
      .where('id', 'in', ['evt_forged', 'evt_tampered', 'evt_old', 'evt_unsigned'])
      .execute();
    expect(recorded).toEqual([]);
  });

  it('a payment that succeeds for an order cancelled meanwhile is refunded', async () => {
    const { orderId, intentId } = await orderWithIntent();
    await ctx.database.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', orderId).execute();
    stripeApi.succeed(intentId);
    expect((await webhook(succeededEvent('evt_after_cancel', intentId))).statusCode).toBe(200);
    expect(stripeApi.refunds).toContainEqual(expect.objectContaining({ payment_intent: intentId }));
    expect((await orderOf(orderId)).status).toBe('cancelled');
  });

  it('a payment confirmed after its order was cancelled: refund recorded in the history, customer mailed', async () => {
    await ctx.database.db.updateTable('users').set({ email_verified: 1 }).where('id', '=', customer.id).execute();
    const { orderId, intentId } = await orderWithIntent();
    expect((await inject(customer, { method: 'DELETE', url: `/api/orders/${orderId}` })).json()).toEqual({ deletedCount: 1 });
    // The charge went through at Stripe as the cancel arrived.
    stripeApi.succeed(intentId);
    expect((await webhook(succeededEvent('evt_paid_after_cancel', intentId))).statusCode).toBe(200);
    expect((await webhook(succeededEvent('evt_paid_after_cancel_again', intentId))).statusCode).toBe(200);

    expect(stripeApi.refunds.filter((refund) => refund.payment_intent === intentId)).toHaveLength(1);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'cancelled', paid: false });
    expect(order.history).toEqual([
      { status: 'unpaid', by: 'customer', actorEmail: null, at: order.createdAt },
      { status: 'cancelled', by: 'customer', actorEmail: null, at: expect.any(String) },
      { status: 'cancelled', by: 'shop', actorEmail: null, at: expect.any(String), refunded: true },
    ]);
    const refundMails = await sentMails(ctx.app, ctx.database.db, customer.email, 'order-refunded');
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]?.subject).toBe(`Order #${orderId} is cancelled and refunded`);
    expect(refundMails[0]?.text).toContain('Your payment of $39.98 arrived after this order was cancelled, so the shop refunded it');
  });

  it('notes a refund only together with what the order records of it: one transaction, rolled back whole', async () => {
    const { intentId } = await orderWithIntent();
    const records = createPaymentRepository(ctx.database.db);
    const failing = async () => {
      throw new Error('the history could not be written');
    };
    await expect(records.markRefunded(intentId, failing)).rejects.toThrow('the history could not be written');
    expect((await records.findByIntent(intentId))?.refunded_at).toBeNull();
    expect(await records.markRefunded(intentId, async () => {})).toBe(true);
    // Noted once: a second note (a replayed event) records nothing more.
    expect(await records.markRefunded(intentId, failing)).toBe(false);
  });

  it('cancelling an unpaid order cancels its PaymentIntent at Stripe', async () => {
    const { orderId, intentId } = await orderWithIntent();
    expect((await inject(customer, { method: 'DELETE', url: `/api/orders/${orderId}` })).json()).toEqual({ deletedCount: 1 });
    expect(stripeApi.intents.get(intentId)?.status).toBe('canceled');
  });

  it('a replayed event is recognised and applied once; an event for an intent that did not succeed changes nothing', async () => {
    const { orderId, intentId } = await orderWithIntent();
    const notYet = await webhook(succeededEvent('evt_premature', intentId));
    expect(notYet.statusCode).toBe(200);
    expect((await orderOf(orderId)).paid).toBe(false);

    stripeApi.succeed(intentId);
    const first = await webhook(succeededEvent('evt_once', intentId));
    const replay = await webhook(succeededEvent('evt_once', intentId));
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect((await orderOf(orderId)).paid).toBe(true);
  });
});
