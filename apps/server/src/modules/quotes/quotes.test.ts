import { MAX_OPEN_QUOTES, QUOTES_PER_HOUR, messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { mailCount, sentMails } from '../../../test/mail';
import { orderBody, placeOrder, stockOf } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { loadConfig } from '../../config';

// The production order limits (decision 0015), so that a quote's order is shown to obey them.
let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({ orderLimits: loadConfig({}).orderLimits });
  admin = await signUpAdmin(ctx.app);
});
afterAll(() => ctx.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
const delivery = { phone: orderBody(1, 1).phone, address: orderBody(1, 1).address };

/** A customer whose address is verified, so that quote and order messages are written for them. */
async function customer() {
  const user = await signUp(ctx.app);
  await ctx.database.db.updateTable('users').set({ email_verified: 1 }).where('id', '=', user.id).execute();
  return user;
}

const part = (overrides: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(ctx.database.db, { quantity: 100, minimum: 10, price_cents: 1_000, ...overrides });
const request = (user: TestUser, productId: string | number, quantity: number, extra: Record<string, unknown> = {}) =>
  ctx.app.inject(
    as(user, {
      method: 'POST',
      url: '/api/quotes',
      payload: { productId: String(productId), quantity, wantedBy: day(30), note: 'For a school lab.', ...extra },
    }),
  );
const answer = (quoteId: string, payload: Record<string, unknown>) => ctx.app.inject(as(admin, { method: 'PATCH', url: `/api/allquotes/${quoteId}`, payload }));
const accept = (user: TestUser, quoteId: string) => ctx.app.inject(as(user, { method: 'POST', url: `/api/quotes/${quoteId}/accept`, payload: delivery }));

async function answeredQuote(user: TestUser, productId: string | number, quantity: number, unitPrice = 8.5) {
  const quoteId = (await request(user, productId, quantity)).json().insertedId as string;
  expect((await answer(quoteId, { status: 'answered', unitPrice, availableBy: day(20), note: 'From the next batch.' })).statusCode).toBe(200);
  return quoteId;
}

describe('a quote request beyond stock', () => {
  it('is requested, answered, accepted into an unpaid order at the quoted price, with a message at each step', async () => {
    const buyer = await customer();
    const { id } = await part({ part_number: 'QT-500-LAB' });
    const requested = await request(buyer, id, 500);
    expect(requested.statusCode, requested.body).toBe(201);
    const quoteId = requested.json().insertedId as string;
    expect(await mailCount(ctx.database.db, buyer.email, 'quote-requested')).toBe(1);

    const mine = await ctx.app.inject(as(buyer, { method: 'GET', url: '/api/quotes' }));
    expect(mine.headers['x-total-count']).toBe('1');
    expect(mine.json()).toEqual([
      expect.objectContaining({
        _id: quoteId,
        partNumber: 'QT-500-LAB',
        status: 'requested',
        quantity: 500,
        productStock: 100,
        wantedBy: day(30),
        note: 'For a school lab.',
        unitPrice: null,
      }),
    ]);
    const waiting = await ctx.app.inject(as(admin, { method: 'GET', url: '/api/allquotes?status=requested&limit=100' }));
    expect(waiting.json().map((quote: { _id: string }) => quote._id)).toContain(quoteId);

    const answered = await answer(quoteId, { status: 'answered', unitPrice: 8.5, availableBy: day(20), note: 'From the next batch.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'answered', unitPrice: 8.5, price: 4_250, availableBy: day(20), answerNote: 'From the next batch.' });
    expect(new Date(answered.json().validUntil).getTime()).toBeGreaterThan(Date.now() + 13 * DAY_MS);
    expect(await mailCount(ctx.database.db, buyer.email, 'quote-answered')).toBe(1);
    const [sent] = await sentMails(ctx.app, ctx.database.db, buyer.email, 'quote-answered');
    if (!sent) throw new Error('no quote-answered mail was sent');
    expect(sent.subject).toBe(`Your quote #${quoteId} is ready`);
    expect(sent.text).toContain('$4,250.00');
    expect(sent.text).toMatch(/Part number:\s*QT-500-LAB/);
    expect(sent.text).toContain('/dashboard/quotes');
    expect((await answer(quoteId, { status: 'declined' })).statusCode).toBe(409);

    // More than is in stock: accepted as a backorder, taking the 100 in stock; the other 400 are promised by the quote's day.
    const accepted = await accept(buyer, quoteId);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const orderId = accepted.json().insertedId as string;
    const order = (await ctx.app.inject(as(buyer, { method: 'GET', url: `/api/orders/${orderId}` }))).json();
    expect(order).toMatchObject({ status: 'unpaid', partNumber: 'QT-500-LAB', quantity: 500, unitPrice: 8.5, price: 4_250 });
    expect(order.lines[0]).toMatchObject({ quantity: 500, backordered: 400, promisedBy: day(20) });
    expect(await stockOf(ctx.app, id)).toBe(0);
    expect(await mailCount(ctx.database.db, buyer.email, 'order-placed')).toBe(1);
    expect((await ctx.app.inject(as(buyer, { method: 'GET', url: `/api/quotes/${quoteId}` }))).json()).toMatchObject({ status: 'accepted', orderId });

    const again = await accept(buyer, quoteId);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 200, body: { insertedId: orderId } });
    expect(await stockOf(ctx.app, id)).toBe(0);
  });

  it('accepted many times at once, places one order', async () => {
    const buyer = await customer();
    const { id } = await part({ quantity: 1_000 });
    const quoteId = await answeredQuote(buyer, id, 50);
    const answers = await Promise.all(Array.from({ length: 6 }, () => accept(buyer, quoteId)));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((response) => response.json().insertedId)).size).toBe(1);
    expect(await stockOf(ctx.app, id)).toBe(950);
    const orders = await ctx.database.db.selectFrom('orders').select('id').where('user_id', '=', buyer.id).execute();
    expect(orders).toHaveLength(1);
  });

  it("obeys the account's order limits like any order", async () => {
    const buyer = await customer();
    const { id } = await part({ quantity: 100_000, minimum: 1 });
    // $60,000 for a confirmed account that has never paid: over its $50,000.
    const pricey = await answeredQuote(buyer, id, 6_000, 10);
    const refused = await accept(buyer, pricey);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      messages.orders.unpaidValueTooHigh({ tier: 'confirmed', limitDollars: 50_000, orderDollars: 60_000, heldDollars: 0, confirmedLimitDollars: 50_000 }),
    );
    expect((await ctx.app.inject(as(buyer, { method: 'GET', url: `/api/quotes/${pricey}` }))).json()).toMatchObject({ status: 'answered', orderId: null });

    const cheap = await answeredQuote(buyer, id, 2);
    for (let index = 0; index < 5; index += 1) expect((await placeOrder(ctx.app, buyer, id, 1)).statusCode).toBe(201);
    const sixth = await accept(buyer, cheap);
    expect(sixth.json()).toEqual({ code: 'CONFLICT', message: messages.orders.tooManyUnpaid(5) });
  });

  it("keeps to the part's minimum and the quote's own rules", async () => {
    const buyer = await customer();
    const { id, name } = await part();
    expect((await request(buyer, id, 5)).json()).toEqual({ code: 'UNPROCESSABLE', message: messages.quotes.belowMinimum(10, name) });
    expect((await request(buyer, id, 500, { wantedBy: day(-3) })).statusCode).toBe(400);
    expect((await request(buyer, id, 500, { wantedBy: day(400) })).statusCode).toBe(400);
    expect((await request(buyer, id, 500, { note: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await request(admin, id, 500)).json()).toEqual({ code: 'FORBIDDEN', message: messages.quotes.adminCannotRequest });
    const gone = await part({ deleted_at: new Date().toISOString() });
    expect((await request(buyer, gone.id, 500)).statusCode).toBe(404);

    // An answer whose total no card could pay is refused.
    const huge = (await request(buyer, id, 1_000_000)).json().insertedId as string;
    expect((await answer(huge, { status: 'answered', unitPrice: 100, availableBy: day(10) })).statusCode).toBe(422);
    expect((await answer(huge, { status: 'declined', note: 'Too many for us.' })).json()).toMatchObject({ status: 'declined', answerNote: 'Too many for us.' });
    expect(await mailCount(ctx.database.db, buyer.email, 'quote-declined')).toBe(1);
    expect((await accept(buyer, huge)).json()).toEqual({ code: 'CONFLICT', message: messages.quotes.notAcceptable });

    const late = await answeredQuote(buyer, id, 20);
    await ctx.database.db
      .updateTable('quotes')
      .set({ valid_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', late)
      .execute();
    expect((await accept(buyer, late)).json()).toEqual({ code: 'CONFLICT', message: messages.quotes.expired });
  });

  it(`holds an account to ${MAX_OPEN_QUOTES} open requests and ${QUOTES_PER_HOUR} requests an hour`, async () => {
    const buyer = await customer();
    const { id } = await part();
    const ids: string[] = [];
    for (let index = 0; index < MAX_OPEN_QUOTES; index += 1) ids.push((await request(buyer, id, 500)).json().insertedId);
    expect((await request(buyer, id, 500)).json()).toEqual({ code: 'CONFLICT', message: messages.quotes.tooManyOpen(MAX_OPEN_QUOTES) });
    for (const quoteId of ids) await answer(quoteId, { status: 'declined' });
    for (let index = MAX_OPEN_QUOTES; index < QUOTES_PER_HOUR; index += 1) ids.push((await request(buyer, id, 500)).json().insertedId);
    for (const quoteId of ids.slice(MAX_OPEN_QUOTES)) await answer(quoteId, { status: 'declined' });
    const tooOften = await request(buyer, id, 500);
    expect(tooOften.statusCode).toBe(429);
    expect(tooOften.json().code).toBe('RATE_LIMITED');
  });
});

describe("another account's quote", () => {
  it('answers exactly as a missing one: 404, also to an admin accepting it; an admin reads it', async () => {
    const owner = await customer();
    const stranger = await customer();
    const { id } = await part({ quantity: 1_000 });
    const quoteId = await answeredQuote(owner, id, 20);
    for (const [caller, method, suffix] of [
      [stranger, 'GET', ''],
      [stranger, 'POST', '/accept'],
      [admin, 'POST', '/accept'],
    ] as const) {
      const call = (target: string) =>
        ctx.app.inject(as(caller, { method, url: `/api/quotes/${target}${suffix}`, ...(method === 'POST' ? { payload: delivery } : {}) }));
      const foreign = await call(quoteId);
      const missing = await call('987654321');
      expect(missing.statusCode).toBe(404);
      expect({ status: foreign.statusCode, body: foreign.json() }).toEqual({ status: missing.statusCode, body: missing.json() });
    }
    expect((await ctx.app.inject(as(stranger, { method: 'GET', url: '/api/quotes' }))).json()).toEqual([]);
    expect((await ctx.app.inject(as(admin, { method: 'GET', url: `/api/quotes/${quoteId}` }))).statusCode).toBe(200);
    expect((await accept(owner, quoteId)).statusCode).toBe(201);
  });
});
