import { messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { payOrder, placeOrder, signUpBuyer } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let productId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  productId = String((await createProduct(ctx.database.db, { quantity: 1_000_000 })).id);
});
afterAll(() => ctx.close());

const review = { name: 'Rahim', location: 'Khulna', review: 'Solid coolers, quick delivery.', ratings: 5, image: '/images/avatars/rafi.svg' };
const post = (user: TestUser, body: object = review) => ctx.app.inject(as(user, { method: 'POST', url: '/api/review', payload: body }));
const newest = async (limit: number) => (await ctx.app.inject({ method: 'GET', url: `/api/review?limit=${limit}` })).json();
const reviewsOf = (user: TestUser) => ctx.database.db.selectFrom('reviews').select('id').where('user_id', '=', user.id).execute();
const mine = (user: TestUser) => ctx.app.inject(as(user, { method: 'GET', url: '/api/review/mine' }));

describe('who may review the shop', () => {
  it('a customer without a paid order gets 403 with the reason, and nothing is stored', async () => {
    const customer = await signUp(ctx.app);
    const response = await post(customer);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: messages.reviews.paidOrderRequired });
    expect(await reviewsOf(customer)).toEqual([]);
  });

  it('an unpaid order is not enough, nor a cancelled one', async () => {
    const customer = await signUp(ctx.app);
    const orderId = (await placeOrder(ctx.app, customer, productId, 1)).json().insertedId;
    expect((await post(customer)).statusCode).toBe(403);
    expect((await ctx.app.inject(as(customer, { method: 'DELETE', url: `/api/orders/${orderId}` }))).statusCode).toBe(200);
    expect((await post(customer)).statusCode).toBe(403);
    expect(await reviewsOf(customer)).toEqual([]);
  });

  it("a customer with a paid order posts a review: it is the newest, marked as a verified buyer's", async () => {
    const buyer = await signUpBuyer(ctx.app, productId);
    const response = await post(buyer);
    expect(response.statusCode, response.body).toBe(201);
    expect((await newest(3))[0]).toEqual({ _id: response.json().insertedId, ...review, verified: true });
  });

  it('an order that was paid and has since shipped counts', async () => {
    const admin = await signUpAdmin(ctx.app);
    const customer = await signUp(ctx.app);
    const orderId = (await placeOrder(ctx.app, customer, productId, 1)).json().insertedId;
    await payOrder(ctx.app, customer, orderId);
    const shipped = await ctx.app.inject(as(admin, { method: 'PATCH', url: `/api/allorders/${orderId}`, payload: { status: 'shipped' } }));
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await post(customer)).statusCode).toBe(201);
  });

  it('an admin cannot review the shop, not even with a paid order', async () => {
    const admin = await signUpAdmin(ctx.app);
    await payOrder(ctx.app, admin, (await placeOrder(ctx.app, admin, productId, 1)).json().insertedId);
    const response = await post(admin);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: messages.reviews.adminCannotReview });
  });
});

describe('one review per account', () => {
  it('a second review answers 409 with the reason; the first stays as it was', async () => {
    const buyer = await signUpBuyer(ctx.app, productId);
    const first = await post(buyer);
    expect(first.statusCode).toBe(201);
    const second = await post(buyer, { ...review, ratings: 1, review: 'Changed my mind.' });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toEqual({ code: 'CONFLICT', message: messages.reviews.alreadyReviewed });
    expect(await reviewsOf(buyer)).toHaveLength(1);
    expect((await newest(1))[0]).toMatchObject({ _id: first.json().insertedId, ratings: 5 });
  });

  it('two reviews sent at once by one account: exactly one is stored, the other answers 409', async () => {
    for (let round = 0; round < 5; round++) {
      const buyer = await signUpBuyer(ctx.app, productId);
      const statuses = (await Promise.all([post(buyer), post(buyer)])).map((response) => response.statusCode);
      expect(statuses.sort(), `round ${round}`).toEqual([201, 409]);
      expect(await reviewsOf(buyer)).toHaveLength(1);
    }
  });

  it('the database itself holds one review per account', async () => {
    const customer = await signUp(ctx.app);
    const row = { user_id: customer.id, seed_key: null, ...review };
    await ctx.database.db.insertInto('reviews').values(row).execute();
    await expect(ctx.database.db.insertInto('reviews').values(row).execute()).rejects.toThrow();
    // Reviews without an account (the demo's) are not limited.
    await ctx.database.db
      .insertInto('reviews')
      .values({ ...row, user_id: null })
      .execute();
    await ctx.database.db
      .insertInto('reviews')
      .values({ ...row, user_id: null })
      .execute();
  });
});

describe('GET /api/review/mine', () => {
  it('tells a customer whether they may review, and why not', async () => {
    const customer = await signUp(ctx.app);
    expect((await mine(customer)).json()).toEqual({ eligibility: 'needs-paid-order', review: null });

    const buyer = await signUpBuyer(ctx.app, productId);
    expect((await mine(buyer)).json()).toEqual({ eligibility: 'can-review', review: null });
    const insertedId = (await post(buyer)).json().insertedId;
    const answer = await mine(buyer);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      eligibility: 'already-reviewed',
      review: { _id: insertedId, ...review, verified: true, hidden: false, email: buyer.email, createdAt: expect.any(String) },
    });

    expect((await mine(await signUpAdmin(ctx.app))).json()).toEqual({ eligibility: 'admin', review: null });
  });

  it('a visitor gets 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/review/mine' })).statusCode).toBe(401);
  });
});
