import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReview } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of ['First', 'Second', 'Third', 'Fourth']) await createReview(ctx.database.db, { name, ratings: 4 });
});
afterAll(() => ctx.close());

describe('GET /api/review', () => {
  it('answers reviews newest first in the fields of the specification', async () => {
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
