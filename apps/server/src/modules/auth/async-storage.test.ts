import { executionAsyncResource } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp } from '../../../test/accounts';
import { type TestContext, createTestApp } from '../../../test/test-app';
import { renderMail } from '../mail/templates';

/** Whether Node runs promise hooks now: with them on, a promise's continuation runs with that promise as its resource. */
async function promiseHooksOn() {
  await null;
  return executionAsyncResource() instanceof Promise;
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('promise hooks stay off outside Better Auth (decision 0023)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('are on while Better Auth answers, and off again in the next turn of the event loop', async () => {
    await nextTurn();
    expect(await promiseHooksOn(), 'before any request').toBe(false);
    const customer = await signUp(ctx.app);
    let onDuringRequest = false;
    const signedOut = ctx.app.inject(as(customer, { method: 'POST', url: '/api/auth/sign-out' }));
    // Better Auth starts its work a few promise jobs into the request.
    for (let step = 0; step < 50 && !onDuringRequest; step++) onDuringRequest = await promiseHooksOn();
    expect((await signedOut).statusCode).toBe(200);
    expect(onDuringRequest, 'while Better Auth answers').toBe(true);
    await nextTurn();
    expect(await promiseHooksOn(), 'after it answered').toBe(false);
  });

  it('stay off through the requests of a signed-in customer that Better Auth does not answer', async () => {
    const customer = await signUp(ctx.app);
    await nextTurn();
    const myOrders = ctx.app.inject(as(customer, { method: 'GET', url: `/api/orders?email=${encodeURIComponent(customer.email)}` }));
    const onDuringRequest = await promiseHooksOn();
    expect((await myOrders).statusCode).toBe(200);
    expect(onDuringRequest).toBe(false);
  });

  it('stay off when a mail is rendered (React renders it without its AsyncLocalStorage)', async () => {
    await nextTurn();
    const mail = renderMail('verify-email', { url: 'https://shop.example/verify?token=t', expiresInMinutes: 60 }, { publicUrl: 'https://shop.example' });
    expect(mail.html).toContain('https://shop.example/verify?token=t');
    expect(mail.text).toContain('https://shop.example/verify?token=t');
    expect(await promiseHooksOn()).toBe(false);
  });
});
