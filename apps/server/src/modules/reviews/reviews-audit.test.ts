import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUpAdmin, type TestUser } from '../../../test/accounts';
import { auditEntriesOf } from '../../../test/audit';
import { createProduct, createReview } from '../../../test/factories';
import { signUpBuyer } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createReviewRepository } from './repository';

let ctx: TestContext;
let admin: TestUser;
let otherAdmin: TestUser;
let buyer: TestUser;
let buyersReview: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
  otherAdmin = await signUpAdmin(ctx.app);
  buyer = await signUpBuyer(ctx.app, (await createProduct(ctx.database.db, { quantity: 1000 })).id);
  const review = { name: 'Spammy', location: 'Dhaka', review: 'Terrible!!!', ratings: 1, image: '/images/avatars/rafi.svg' };
  buyersReview = (await ctx.app.inject(as(buyer, { method: 'POST', url: '/api/review', payload: review }))).json().insertedId;
});
afterAll(() => ctx.close());

const setHidden = (user: TestUser, id: string, hidden: unknown) => ctx.app.inject(as(user, { method: 'PATCH', url: `/api/review/${id}`, payload: { hidden } }));

const entriesOf = (subjectId: string) => auditEntriesOf(ctx.app, admin, 'review', subjectId);

describe("admins' moderation of reviews in the audit log", () => {
  it('records hiding and showing a review, with the admin, its author and whether it shows on each side', async () => {
    expect((await setHidden(admin, buyersReview, true)).statusCode).toBe(200);
    expect((await setHidden(otherAdmin, buyersReview, false)).statusCode).toBe(200);

    const entries = await entriesOf(buyersReview);
    expect(entries.map((entry) => [entry.action, entry.actor.email, entry.before, entry.after])).toEqual([
      ['review.moderated', otherAdmin.email, { hidden: true }, { hidden: false }],
      ['review.moderated', admin.email, { hidden: false }, { hidden: true }],
    ]);
    expect(entries[0]!.subject).toEqual({ type: 'review', id: buyersReview, label: `Review by ${buyer.email}` });
  });

  it("labels a review without an account by its author's name", async () => {
    const review = String((await createReview(ctx.database.db, { name: 'Old Customer' })).id);
    expect((await setHidden(admin, review, true)).statusCode).toBe(200);
    expect((await entriesOf(review))[0]).toMatchObject({ subject: { label: 'Review by Old Customer' }, after: { hidden: true } });
  });

  it('writes nothing for a refused moderation, or for hiding a review already hidden', async () => {
    const review = String((await createReview(ctx.database.db, { name: 'Quiet' })).id);
    expect((await setHidden(buyer, review, true)).statusCode).toBe(403);
    expect((await setHidden(admin, review, 'yes')).statusCode).toBe(400);
    expect((await setHidden(admin, review, false)).statusCode).toBe(200);
    expect((await setHidden(admin, '999999', true)).statusCode).toBe(404);
    expect(await entriesOf(review)).toEqual([]);
    expect(await entriesOf('999999')).toEqual([]);

    expect((await setHidden(admin, review, true)).statusCode).toBe(200);
    expect((await setHidden(otherAdmin, review, true)).statusCode).toBe(200);
    expect((await entriesOf(review)).map((entry) => entry.actor.email)).toEqual([admin.email]);
  });

  it('is written in the transaction of the change: when the log cannot be written, the review stays as it was', async () => {
    const review = String((await createReview(ctx.database.db, { name: 'Kept' })).id);
    const failingLog = async () => {
      throw new Error('the audit log is unavailable');
    };
    const repository = createReviewRepository(ctx.database.db);
    await expect(repository.setHidden(review, true, new Date().toISOString(), failingLog)).rejects.toThrow('unavailable');
    expect(await repository.findById(review)).toMatchObject({ hidden_at: null });
  });
});
