import crypto from 'node:crypto';
import type { SiteContentOverrides } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createProduct, createReview } from '../../../test/factories';
import { createTestApp, type TestContext, testConfig, testUploadsConfig } from '../../../test/test-app';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { createImageRepository } from './repository';
import { createUploadService, type UploadService } from './service';

const HOUR = 3_600_000;
const newId = () => crypto.randomBytes(16).toString('hex');

/** Site content whose portfolio photo is an uploaded image: configuration, not a row, refers to it. */
const siteShowing = (imageId: string): SiteContentOverrides => ({
  portfolio: {
    name: 'Owner',
    role: 'Maker',
    photo: `/uploads/${imageId}.webp`,
    photoAlt: 'The owner',
    goal: 'Good parts.',
    education: [{ degree: 'BSc', school: 'BUET', years: '2010-2014' }],
    skills: ['Machining'],
    links: [],
  },
});

let ctx: TestContext;
let uploads: UploadService;
beforeAll(async () => {
  ctx = await createTestApp();
  uploads = createUploadService(createImageRepository(ctx.database.db, ctx.database.dialect), testUploadsConfig, []);
});
afterAll(() => ctx.close());

async function storeImage(hoursAgo: number, id = newId()) {
  const tiny = Buffer.from('webp');
  const createdAt = new Date(Date.now() - hoursAgo * HOUR).toISOString();
  await ctx.database.db
    .insertInto('images')
    .values({ id, owner_id: null, full_webp: tiny, card_webp: tiny, width: 1, height: 1, created_at: createdAt })
    .execute();
  return id;
}

const stored = async (ids: string[]) => (await ctx.database.db.selectFrom('images').select('id').where('id', 'in', ids).execute()).map((row) => row.id).sort();

describe('images that nothing uses are removed after the grace period (24 hours)', () => {
  it('removes an old unused image, and keeps new ones and every one a part, review or account uses', async () => {
    const unused = await storeImage(25);
    const recent = await storeImage(23);
    const onPart = await storeImage(25);
    const onPartAsCard = await storeImage(25);
    const onDeletedPart = await storeImage(25);
    const onReview = await storeImage(25);
    const onAccount = await storeImage(25);
    await createProduct(ctx.database.db, { image: `/uploads/${onPart}.webp` });
    await createProduct(ctx.database.db, { image: `/uploads/${onPartAsCard}-card.webp` });
    // Orders still show a deleted part with its picture.
    await createProduct(ctx.database.db, { image: `/uploads/${onDeletedPart}.webp`, deleted_at: new Date().toISOString() });
    await createReview(ctx.database.db, { image: `/uploads/${onReview}.webp` });
    const customer = await signUp(ctx.app);
    await ctx.database.db
      .updateTable('users')
      .set({ image: `/uploads/${onAccount}.webp` })
      .where('id', '=', customer.id)
      .execute();

    expect(await uploads.deleteUnused()).toBeGreaterThanOrEqual(1);
    const kept = [recent, onPart, onPartAsCard, onDeletedPart, onReview, onAccount];
    expect(await stored([unused, ...kept])).toEqual([...kept].sort());
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${unused}.webp` })).statusCode).toBe(404);
  });

  it('removes them in batches until none is left, and a second sweep finds nothing to do', async () => {
    const many = await Promise.all(Array.from({ length: 450 }, () => storeImage(30)));
    expect(await uploads.deleteUnused()).toBeGreaterThanOrEqual(450);
    expect(await stored(many.slice(0, 100))).toEqual([]);
    expect(await stored(many.slice(350))).toEqual([]);
    expect(await uploads.deleteUnused()).toBe(0);
  });

  it('runs when an instance starts, on every instance, and keeps the images the site content shows', async () => {
    const unused = await storeImage(25);
    const portfolioPhoto = await storeImage(25);
    const database = openDatabase(ctx.database.config);
    const instance = await buildApp({ config: testConfig(ctx.database, { site: siteShowing(portfolioPhoto) }), database });
    try {
      await instance.ready();
      await expect.poll(() => stored([unused]), { timeout: 10_000 }).toEqual([]);
      expect(await stored([portfolioPhoto])).toEqual([portfolioPhoto]);
    } finally {
      await instance.close();
      await database.destroy();
    }
  });
});
