import { formatMailDay } from '@partsmith/contract/mail-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { mailCount, sentMails } from '../../../test/mail';
import { payOrder, placeOrder } from '../../../test/orders';
import { TEST_ORIGIN, type TestContext, createTestApp } from '../../../test/test-app';
import { MAX_SHOP_RECIPIENTS } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** What one shop (test app) is told, and how to make it happen. */
function shop(context: () => TestContext) {
  const db = () => context().database.db;
  return {
    /** The recipients of the shop's messages of `kind` about the order or quote `id`, in the order they were written. */
    async recipients(kind: 'shop-order-paid' | 'shop-quote-requested', id: string) {
      const rows = await db()
        .selectFrom('outbox')
        .select('recipient')
        .where('kind', '=', kind)
        .where('dedupe_key', 'like', `${kind}:${id}:%`)
        .orderBy('id')
        .execute();
      return rows.map((row) => row.recipient);
    },
    async paidOrder(customer: TestUser, quantity = 4, overrides: Parameters<typeof createProduct>[1] = {}) {
      const part = await createProduct(db(), { name: 'Heat Sink', price_cents: 1_550, minimum: 2, quantity: 1_000, ...overrides });
      const placed = await placeOrder(context().app, customer, part.id, quantity);
      expect(placed.statusCode, placed.body).toBe(201);
      const id = placed.json().insertedId as string;
      await payOrder(context().app, customer, id);
      return id;
    },
    requestQuote: (customer: TestUser, productId: string | number, quantity: number) =>
      context().app.inject(
        as(customer, {
          method: 'POST',
          url: '/api/quotes',
          payload: { productId: String(productId), quantity, wantedBy: day(30), note: 'For a school lab.' },
        }),
      ),
  };
}

describe("without a shop address (SHOP_EMAIL), the shop's admins are told", () => {
  let ctx: TestContext;
  let admins: TestUser[];
  let customer: TestUser;
  const { recipients, paidOrder, requestQuote } = shop(() => ctx);
  beforeAll(async () => {
    ctx = await createTestApp();
    admins = [await signUpAdmin(ctx.app), await signUpAdmin(ctx.app)];
    // Unverified: the customer gets no order mail, and the shop is told all the same.
    customer = await signUp(ctx.app, { name: 'Rahim Uddin' });
  });
  afterAll(() => ctx.close());

  it('of a paid order, one message each: its number, the customer, the part, the total, and a link to it in Manage Orders', async () => {
    const part = await createProduct(ctx.database.db, { name: 'Heat Sink', price_cents: 1_550, minimum: 2, quantity: 1_000, part_number: 'HS-1550-AL' });
    const id = (await placeOrder(ctx.app, customer, part.id, 4)).json().insertedId as string;
    expect(await recipients('shop-order-paid', id)).toEqual([]);

    await payOrder(ctx.app, customer, id);
    expect(await recipients('shop-order-paid', id)).toEqual(admins.map((admin) => admin.email));
    expect(await mailCount(ctx.database.db, customer.email, 'order-paid')).toBe(0);

    const [message] = await sentMails(ctx.app, ctx.database.db, admins[0]!.email, 'shop-order-paid');
    expect(message!.subject).toBe(`Order #${id} paid: 4 × Heat Sink`);
    const text = message!.text!;
    expect(text).toContain('The customer has paid $62.00 for this order. It is waiting to be shipped.');
    expect(text).toContain('no money was taken');
    expect(text).toContain(`Customer: ${customer.email}`);
    expect(text).toMatch(/Part: Heat Sink\s+Part number: HS-1550-AL\s+Quantity: 4\s+Total: \$62\.00/);
    expect(text).toContain(`${TEST_ORIGIN}/dashboard/manage-orders?q=${id}`);
  });

  it('of a quote request, one message each: the customer, the part, the quantity, the date wanted, and a link to Quote Requests', async () => {
    const part = await createProduct(ctx.database.db, { name: 'Lab Kit', part_number: 'QT-500-LAB', quantity: 100, minimum: 10 });
    const refused = await requestQuote(customer, part.id, 5);
    expect(refused.statusCode, refused.body).toBe(422);
    const requested = await requestQuote(customer, part.id, 500);
    expect(requested.statusCode, requested.body).toBe(201);
    const quoteId = requested.json().insertedId as string;
    expect(await recipients('shop-quote-requested', quoteId)).toEqual(admins.map((admin) => admin.email));
    // A refused request tells the shop nothing.
    expect(await mailCount(ctx.database.db, admins[0]!.email, 'shop-quote-requested')).toBe(1);

    const [message] = await sentMails(ctx.app, ctx.database.db, admins[1]!.email, 'shop-quote-requested');
    expect(message!.subject).toBe(`Quote request #${quoteId}: 500 × Lab Kit`);
    const text = message!.text!;
    expect(text).toContain(`Customer: Rahim Uddin (${customer.email})`);
    expect(text).toMatch(/Part: Lab Kit\s+Part number: QT-500-LAB\s+Quantity: 500/);
    expect(text).toContain(`Wanted by: ${formatMailDay(day(30))}`);
    expect(text).toContain("Customer's note: For a school lab.");
    expect(text).toContain(`${TEST_ORIGIN}/dashboard/quote-requests`);

    // Answering it tells the customer, not the shop again.
    const answered = await ctx.app.inject(
      as(admins[0]!, { method: 'PATCH', url: `/api/allquotes/${quoteId}`, payload: { status: 'declined', note: 'Not this year.' } }),
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await mailCount(ctx.database.db, admins[0]!.email, 'shop-quote-requested')).toBe(1);
  });

  it('once for each order and quote, however often the change is told', async () => {
    const id = await paidOrder(customer);
    const part = await createProduct(ctx.database.db, { quantity: 10, minimum: 1 });
    const quoteId = (await requestQuote(customer, part.id, 50)).json().insertedId as string;
    const { orderChanged, quoteChanged } = ctx.app.services.mail;
    await orderChanged(ctx.database.db, { orderId: id, from: 'unpaid', to: 'paid', by: 'shop' });
    await quoteChanged(ctx.database.db, { quoteId, to: 'requested' });
    expect(await recipients('shop-order-paid', id)).toEqual(admins.map((admin) => admin.email));
    expect(await recipients('shop-quote-requested', quoteId)).toEqual(admins.map((admin) => admin.email));
  });

  it(`at most ${MAX_SHOP_RECIPIENTS} admins, the oldest accounts`, async () => {
    while (admins.length < MAX_SHOP_RECIPIENTS + 2) admins.push(await signUpAdmin(ctx.app));
    const told = await recipients('shop-order-paid', await paidOrder(customer));
    expect(told).toHaveLength(MAX_SHOP_RECIPIENTS);
    expect(new Set(told).size).toBe(MAX_SHOP_RECIPIENTS);
    expect(admins.map((admin) => admin.email)).toEqual(expect.arrayContaining(told));
    expect(told.slice(0, 2)).toEqual([admins[0]!.email, admins[1]!.email]);
  });
});

describe('with a shop address (SHOP_EMAIL), only it is told', () => {
  const SHOP_EMAIL = 'sales@acme.example';
  let ctx: TestContext;
  let admin: TestUser;
  let customer: TestUser;
  const { recipients, paidOrder, requestQuote } = shop(() => ctx);
  beforeAll(async () => {
    ctx = await createTestApp({ site: { contact: { email: SHOP_EMAIL } } });
    admin = await signUpAdmin(ctx.app);
    customer = await signUp(ctx.app);
  });
  afterAll(() => ctx.close());

  it('of a paid order and of a quote request, once each; the admins are not', async () => {
    const id = await paidOrder(customer);
    const part = await createProduct(ctx.database.db, { quantity: 10, minimum: 1 });
    const quoteId = (await requestQuote(customer, part.id, 50)).json().insertedId as string;
    expect(await recipients('shop-order-paid', id)).toEqual([SHOP_EMAIL]);
    expect(await recipients('shop-quote-requested', quoteId)).toEqual([SHOP_EMAIL]);
    expect(await mailCount(ctx.database.db, admin.email, 'shop-order-paid')).toBe(0);
    expect(await mailCount(ctx.database.db, admin.email, 'shop-quote-requested')).toBe(0);

    const [paid] = await sentMails(ctx.app, ctx.database.db, SHOP_EMAIL, 'shop-order-paid');
    expect(paid!.subject).toBe(`Order #${id} paid: 4 × Heat Sink`);
  });
});
