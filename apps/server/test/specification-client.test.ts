import { messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from './accounts';
import { createProduct } from './factories';
import { signUpBuyer } from './orders';
import { createTestApp, type TestContext } from './test-app';

/**
 * The specification's own client (docs/specification.md): its forms send numbers as the text of their fields, and its
 * profile update never sends LinkedIn. Its calls keep working, and a value that is wrong is named for what is wrong.
 */
let ctx: TestContext;
let admin: TestUser;
let productId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
  productId = String((await createProduct(ctx.database.db, { quantity: 10_000, minimum: 30, price_cents: 3_000 })).id);
});
afterAll(() => ctx.close());

const product = { name: 'Case fan', description: 'A 120 mm case fan.', image: '/images/parts/case-fan.svg' };

describe("the specification's client", () => {
  it('adds a part with price, quantity and minimum as text', async () => {
    const added = await ctx.app.inject(
      as(admin, { method: 'POST', url: '/api/product', payload: { ...product, price: '15', quantity: '100', minimum: '10' } }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const part = (await ctx.app.inject({ method: 'GET', url: `/api/product/${added.json().insertedId}` })).json();
    expect(part).toMatchObject({ price: 15, quantity: 100, minimum: 10 });
  });

  it('orders a quantity sent as text', async () => {
    const customer = await signUp(ctx.app);
    const order = { productId, quantity: '30', phone: '+880 1711 000000', address: 'House 7, Road 3, Dhaka' };
    const placed = await ctx.app.inject(as(customer, { method: 'POST', url: '/api/orders', payload: order }));
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('reviews with ratings sent as text', async () => {
    const buyer = await signUpBuyer(ctx.app, (await createProduct(ctx.database.db, { minimum: 1 })).id);
    const review = { name: 'Antor', location: 'Dhaka', review: 'Good parts.', ratings: '5', image: '/images/parts/keys.svg' };
    const posted = await ctx.app.inject(as(buyer, { method: 'POST', url: '/api/review', payload: review }));
    expect(posted.statusCode, posted.body).toBe(201);
  });

  it('updates a profile without LinkedIn, which keeps the link saved before', async () => {
    const customer = await signUp(ctx.app);
    const url = `/api/user/update/${customer.email}`;
    const profile = { email: customer.email, education: 'BSc', address: 'House 1, Road 2, Dhaka', phone: '+880 1711 000000' };
    const first = await ctx.app.inject(as(customer, { method: 'PUT', url, payload: profile }));
    expect(first.statusCode, first.body).toBe(200);
    await ctx.app.inject(as(customer, { method: 'PUT', url, payload: { ...profile, linkedin: 'https://www.linkedin.com/in/someone' } }));
    const again = await ctx.app.inject(as(customer, { method: 'PUT', url, payload: { ...profile, education: 'MSc' } }));
    expect(again.statusCode, again.body).toBe(200);
    const saved = (await ctx.app.inject(as(customer, { method: 'GET', url: `/api/user/profile/${customer.email}` }))).json();
    expect(saved).toMatchObject({ education: 'MSc', linkedin: 'https://www.linkedin.com/in/someone' });
  });

  it.each([
    [{ price: 'fifteen' }, 'Price must be a number, such as 15 or 15.50'],
    [{ price: undefined }, 'Price is Required'],
    [{ price: '' }, 'Price is Required'],
    [{ quantity: [100] }, 'Quantity must be a whole number'],
    [{ quantity: undefined }, `quantity: ${messages.validation.productQuantityRequired}`],
    [{ minimum: '10.5' }, 'Minimum order must be a whole number'],
  ])('answers a wrong number with what is wrong with it: %o', async (change, message) => {
    const payload = { ...product, price: '15', quantity: '100', minimum: '10', ...change };
    const refused = await ctx.app.inject(as(admin, { method: 'POST', url: '/api/product', payload }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
  });
});
