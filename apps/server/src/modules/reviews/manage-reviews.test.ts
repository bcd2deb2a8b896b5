import { messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct, createReview } from '../../../test/factories';
import { signUpBuyer } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let admin: TestUser;
let buyer: TestUser;
let buyersReview: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
  for (const name of ['First', 'Second', 'Third']) await createReview(ctx.database.db, { name });
  buyer = await signUpBuyer(ctx.app, (await createProduct(ctx.database.db, { quantity: 1000 })).id);
  const review = { name: 'Spammy', location: 'Dhaka', review: 'Terrible!!!', ratings: 1, image: '/images/avatars/rafi.svg' };
  buyersReview = (await ctx.app.inject(as(buyer, { method: 'POST', url: '/api/review', payload: review }))).json().insertedId;
});
afterAll(() => ctx.close());

const setHidden = (user: TestUser | null, id: string, hidden: unknown) =>
  ctx.app.inject(as(user, { method: 'PATCH', url: `/api/review/${id}`, payload: { hidden } }));
const homeNames = async () => (await ctx.app.inject({ method: 'GET', url: '/api/review?limit=3' })).json().map((review: { name: string }) => review.name);
const storedHidden = async (id: string) =>
  (await ctx.database.db.selectFrom('reviews').select('hidden_at').where('id', '=', id).executeTakeFirstOrThrow()).hidden_at !== null;

describe('hiding a review', () => {
  it("an admin hides a review: at once it is gone from the list and the home page's newest 3; showing it brings it back", async () => {
    expect(await homeNames()).toEqual(['Spammy', 'Third', 'Second']);

    const hidden = await setHidden(admin, buyersReview, true);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ _id: buyersReview, name: 'Spammy', hidden: true, email: buyer.email, verified: true });
    expect(await homeNames()).toEqual(['Third', 'Second', 'First']);
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/review?limit=100' })).json();
    expect(all.map((review: { _id: string }) => review._id)).not.toContain(buyersReview);

    const shown = await setHidden(admin, buyersReview, false);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ _id: buyersReview, hidden: false });
    expect(await homeNames()).toEqual(['Spammy', 'Third', 'Second']);
  });

  it('a customer cannot hide a review, not even their own (403); a visitor gets 401; the review stays shown', async () => {
    const other = await signUp(ctx.app);
    for (const [user, status] of [
      [buyer, 403],
      [other, 403],
      [null, 401],
    ] as const) {
      const response = await setHidden(user, buyersReview, true);
      expect(response.statusCode, response.body).toBe(status);
    }
    expect((await setHidden(buyer, buyersReview, true)).json()).toEqual({ code: 'FORBIDDEN', message: messages.auth.adminOnly });
    expect(await storedHidden(buyersReview)).toBe(false);
  });

  it('an unknown review answers 404; a body other than { hidden: true or false } answers 400', async () => {
    expect((await setHidden(admin, '999999', true)).json()).toEqual({ code: 'NOT_FOUND', message: messages.reviews.notFound });
    for (const body of ['yes', 1, null]) expect((await setHidden(admin, buyersReview, body)).statusCode).toBe(400);
    const extra = await ctx.app.inject(as(admin, { method: 'PATCH', url: `/api/review/${buyersReview}`, payload: { hidden: true, ratings: 5 } }));
    expect(extra.statusCode).toBe(400);
    expect(await storedHidden(buyersReview)).toBe(false);
  });

  it("a hidden review is still its author's one review: they see it hidden and cannot post another", async () => {
    await setHidden(admin, buyersReview, true);
    const again = await ctx.app.inject(
      as(buyer, {
        method: 'POST',
        url: '/api/review',
        payload: { name: 'Spammy', location: 'Dhaka', review: 'Again!', ratings: 1, image: '/images/avatars/rafi.svg' },
      }),
    );
    expect(again.statusCode).toBe(409);
    const mine = (await ctx.app.inject(as(buyer, { method: 'GET', url: '/api/review/mine' }))).json();
    expect(mine).toMatchObject({ eligibility: 'already-reviewed', review: { _id: buyersReview, hidden: true } });
    await setHidden(admin, buyersReview, false);
  });
});

describe('GET /api/allreviews', () => {
  it('answers every review to an admin, hidden ones too, newest first and paged, with the author and X-Total-Count', async () => {
    await setHidden(admin, buyersReview, true);
    const response = await ctx.app.inject(as(admin, { method: 'GET', url: '/api/allreviews?limit=2' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-total-count']).toBe('4');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual([
      expect.objectContaining({ _id: buyersReview, name: 'Spammy', hidden: true, verified: true, email: buyer.email, createdAt: expect.any(String) }),
      expect.objectContaining({ name: 'Third', hidden: false, verified: false, email: null }),
    ]);
    const second = (await ctx.app.inject(as(admin, { method: 'GET', url: '/api/allreviews?limit=2&offset=2' }))).json();
    expect(second.map((review: { name: string }) => review.name)).toEqual(['Second', 'First']);
    await setHidden(admin, buyersReview, false);
  });

  it('is for admins only', async () => {
    expect((await ctx.app.inject(as(buyer, { method: 'GET', url: '/api/allreviews' }))).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/allreviews' })).statusCode).toBe(401);
  });
});
