import crypto from 'node:crypto';
import { messages } from '@partsmith/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createTestApp, type TestContext, testConfig, testUploadsConfig } from '../../../test/test-app';
import { multipart, pngWithMetadata } from '../../../test/uploads';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';

const WINDOW_S = 3_600;
const RATE = 3;
const QUOTA = 5;
const limits = { ...testUploadsConfig, rateLimit: { windowSeconds: WINDOW_S, max: RATE }, quotaImages: QUOTA, queue: 10 };

let ctx: TestContext;
let png: Buffer;
beforeAll(async () => {
  ctx = await createTestApp({ uploads: limits });
  png = await pngWithMetadata();
});
afterAll(() => ctx.close());

const upload = (user: TestUser, app: FastifyInstance = ctx.app) =>
  app.inject(as(user, { method: 'POST', url: '/api/uploads', ...multipart({ filename: 'part.png', contentType: 'image/png', content: png }) }));

/** Moves the account's uploads back in time, as if they had been made `ms` earlier. */
async function age(userId: string, ms: number) {
  const rows = await ctx.database.db.selectFrom('images').select(['id', 'created_at']).where('owner_id', '=', userId).execute();
  for (const row of rows) {
    const earlier = new Date(new Date(row.created_at).getTime() - ms).toISOString();
    await ctx.database.db.updateTable('images').set({ created_at: earlier }).where('id', '=', row.id).execute();
  }
}

/** Images the account already keeps, made two days ago (outside the rate's window). */
async function storeOldImages(userId: string, count: number) {
  const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000).toISOString();
  for (let index = 0; index < count; index++) {
    const id = crypto.randomBytes(16).toString('hex');
    const image = { id, owner_id: userId, full_webp: png, card_webp: png, width: 96, height: 64, created_at: twoDaysAgo };
    await ctx.database.db.insertInto('images').values(image).execute();
  }
}

describe('what one account may upload', () => {
  it(`lets a customer upload ${RATE} images an hour, then answers 429 with when the next one is allowed`, async () => {
    const customer = await signUp(ctx.app);
    for (let index = 0; index < RATE; index++) expect((await upload(customer)).statusCode).toBe(201);

    const refused = await upload(customer);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(WINDOW_S - 60);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_S);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: messages.uploads.rateLimited(RATE, WINDOW_S, retryAfter) });
    expect(refused.json().message).toBe('You can upload 3 images in an hour. Please try again in an hour.');

    await age(customer.id, 50 * 60_000);
    const later = await upload(customer);
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBeGreaterThan(540);
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(later.json().message).toMatch(/Please try again in (9|10) minutes\.$/);

    await age(customer.id, 11 * 60_000);
    expect((await upload(customer)).statusCode).toBe(201);
  });

  it(`keeps a customer to ${QUOTA} stored images`, async () => {
    const customer = await signUp(ctx.app);
    await storeOldImages(customer.id, QUOTA - 1);
    expect((await upload(customer)).statusCode).toBe(201);
    const refused = await upload(customer);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ code: 'UNPROCESSABLE', message: messages.uploads.quotaReached(QUOTA, 24) });
  });

  it('does not hold admins, who add the pictures of the catalogue, to the rate or the quota', async () => {
    const admin = await signUpAdmin(ctx.app);
    await storeOldImages(admin.id, QUOTA);
    for (let index = 0; index < RATE + 1; index++) expect((await upload(admin)).statusCode).toBe(201);
  });

  it('counts concurrent uploads of one account together, also through two instances on one PostgreSQL database', async () => {
    const customer = await signUp(ctx.app);
    // Two instances share PostgreSQL; SQLite is for one instance, whose concurrent requests are the test there.
    const secondDatabase = ctx.database.dialect === 'postgres' ? openDatabase(ctx.database.config) : null;
    const second = secondDatabase ? await buildApp({ config: testConfig(ctx.database, { uploads: limits }), database: secondDatabase }) : ctx.app;
    try {
      const responses = await Promise.all(Array.from({ length: 2 * RATE }, (_, index) => upload(customer, index % 2 === 0 ? ctx.app : second)));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([...Array<number>(RATE).fill(201), ...Array<number>(RATE).fill(429)]);
    } finally {
      if (secondDatabase) {
        await second.close();
        await secondDatabase.destroy();
      }
    }
  });
});
