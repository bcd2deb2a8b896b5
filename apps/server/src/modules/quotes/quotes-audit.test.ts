import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { auditEntriesOf } from '../../../test/audit';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createQuoteRepository } from './repository';

let ctx: TestContext;
let admin: TestUser;
let otherAdmin: TestUser;
let buyer: TestUser;
let productId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
  otherAdmin = await signUpAdmin(ctx.app);
  buyer = await signUp(ctx.app);
  productId = String((await createProduct(ctx.database.db, { quantity: 100, minimum: 10, price_cents: 1_000 })).id);
});
afterAll(() => ctx.close());

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
async function requestQuote(quantity = 500): Promise<string> {
  const response = await ctx.app.inject(
    as(buyer, { method: 'POST', url: '/api/quotes', payload: { productId, quantity, wantedBy: day(30), note: 'For a lab.' } }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().insertedId;
}
const answer = (quoteId: string, payload: Record<string, unknown>, user: TestUser = admin) =>
  ctx.app.inject(as(user, { method: 'PATCH', url: `/api/allquotes/${quoteId}`, payload }));

const entriesOf = (subjectId: string) => auditEntriesOf(ctx.app, admin, 'quote', subjectId);

describe("admins' answers to quotes in the audit log", () => {
  it('records an answer, with the admin, the quote and its customer, and the price, dates and note on each side', async () => {
    const quoteId = await requestQuote();
    const answered = await answer(quoteId, { status: 'answered', unitPrice: 8.5, availableBy: day(20), note: 'From the next batch.' });
    expect(answered.statusCode, answered.body).toBe(200);

    const [entry, ...others] = await entriesOf(quoteId);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'quote.answered',
      actor: { id: admin.id, email: admin.email },
      subject: { type: 'quote', id: quoteId, label: `Quote ${quoteId} (${buyer.email})` },
      before: { status: 'requested', unitPrice: null, price: null, availableBy: null, validUntil: null, answerNote: null },
      after: {
        status: 'answered',
        unitPrice: 8.5,
        price: 4_250,
        availableBy: day(20),
        validUntil: answered.json().validUntil,
        answerNote: 'From the next batch.',
      },
    });
  });

  it('records a refusal as declined', async () => {
    const quoteId = await requestQuote();
    expect((await answer(quoteId, { status: 'declined', note: 'Not this month.' }, otherAdmin)).statusCode).toBe(200);
    expect(await entriesOf(quoteId)).toMatchObject([
      {
        action: 'quote.declined',
        actor: { email: otherAdmin.email },
        before: { status: 'requested', answerNote: null },
        after: { status: 'declined', unitPrice: null, answerNote: 'Not this month.' },
      },
    ]);
  });

  it('writes nothing for a refused answer', async () => {
    const huge = await requestQuote(1_000_000);
    expect((await answer(huge, { status: 'answered', unitPrice: 100, availableBy: day(10) })).statusCode).toBe(422);
    expect((await answer(huge, { status: 'declined' }, buyer)).statusCode).toBe(403);
    expect((await answer(huge, { status: 'maybe' })).statusCode).toBe(400);
    expect(await entriesOf(huge)).toEqual([]);

    expect((await answer(huge, { status: 'declined' })).statusCode).toBe(200);
    expect((await answer(huge, { status: 'declined' }, otherAdmin)).statusCode).toBe(409);
    expect((await answer('999999', { status: 'declined' })).statusCode).toBe(404);
    expect((await entriesOf(huge)).map((entry) => entry.actor.email)).toEqual([admin.email]);
    expect(await entriesOf('999999')).toEqual([]);
  });

  it('is written in the transaction of the answer: when the log cannot be written, the quote is still waiting', async () => {
    const quoteId = await requestQuote();
    const repository = createQuoteRepository(ctx.database.db, ctx.database.dialect, async () => {});
    const failingLog = async () => {
      throw new Error('the audit log is unavailable');
    };
    await expect(repository.answer(quoteId, admin.id, { status: 'declined', note: null }, failingLog)).rejects.toThrow('unavailable');
    expect(await repository.findById(quoteId)).toMatchObject({ status: 'requested', answered_by: null });
  });
});
