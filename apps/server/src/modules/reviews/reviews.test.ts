import { messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp } from '../../../test/accounts';
import { createProduct, createReview } from '../../../test/factories';
import { signUpBuyer } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of ['First', 'Second', 'Third', 'Fourth']) await createReview(ctx.database.db, { name, ratings: 4 });
});
afterAll(() => ctx.close());

describe('GET /api/review', () => {
  it('answers reviews newest first in the fields of the specification, and whether the author is a verified buyer', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/review' });
    expect(response.statusCode).toBe(200);
    const reviews = response.json();
    expect(reviews.map((review: { name: string }) => review.name)).toEqual(['Fourth', 'Third', 'Second', 'First']);
    expect(reviews[0]).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      name: 'Fourth',
      location: 'Dhaka',
      review: 'Great parts, on time.',
      ratings: 4,
      image: '/images/avatars/antor.svg',
      verified: false,
    });
  });

  it('limits to the newest N', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/review?limit=3' });
    expect(response.json().map((review: { name: string }) => review.name)).toEqual(['Fourth', 'Third', 'Second']);
  });

  it('answers a bad limit with 400', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/review?limit=lots' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'limit must be a whole number from 1 to 100' });
  });
});

describe('POST /api/review', () => {
  const review = { name: 'Rahim', location: 'Khulna', review: 'Solid coolers, quick delivery.', ratings: 5, image: '/images/avatars/rafi.svg' };

  it('a customer with a paid order adds a review; it is among the newest 3 at once', async () => {
    const buyer = await signUpBuyer(ctx.app, (await createProduct(ctx.database.db)).id);
    const response = await ctx.app.inject(as(buyer, { method: 'POST', url: '/api/review', payload: review }));
    expect(response.statusCode).toBe(201);
    const newest = (await ctx.app.inject({ method: 'GET', url: '/api/review?limit=3' })).json();
    expect(newest[0]).toMatchObject({ _id: response.json().insertedId, ...review });
  });

  it('refuses text with a NUL character with 400 and stores nothing (PostgreSQL text cannot hold one)', async () => {
    const customer = await signUp(ctx.app);
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/review?limit=100' })).json().length;
    const response = await ctx.app.inject(as(customer, { method: 'POST', url: '/api/review', payload: { ...review, review: 'Good\u0000parts' } }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'Text must not contain the NUL character (U+0000).' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/review?limit=100' })).json()).toHaveLength(before);
  });

  it.each([
    [{ ratings: 6 }, 'Ratings must be a whole number from 1 to 5'],
    [{ ratings: 0 }, 'Ratings must be a whole number from 1 to 5'],
    [{ ratings: undefined }, messages.validation.ratingsRequired],
    [{ location: '' }, messages.validation.locationRequired],
    [{ review: ' ' }, messages.validation.descriptionRequired],
    [{ image: '' }, messages.validation.imageRequired],
  ])('refuses %o with its message', async (change, message) => {
    const customer = await signUp(ctx.app);
    const response = await ctx.app.inject(as(customer, { method: 'POST', url: '/api/review', payload: { ...review, ...change } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('a visitor cannot post a review', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/review', payload: review, headers: { origin: 'http://localhost:3000' } })).statusCode).toBe(401);
  });
});
