import { messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { placeOrder } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  [admin, customer] = [await signUpAdmin(ctx.app), await signUp(ctx.app)];
});
afterAll(() => ctx.close());

const part = { name: 'Thermal Paste', price: 7.25, quantity: 300, minimum: 10, description: 'Silver compound, 4 g syringe.', image: '/images/parts/chips.svg' };
const addProduct = (body: Record<string, unknown>, user = admin) => ctx.app.inject(as(user, { method: 'POST', url: '/api/product', payload: body }));

describe('adding and removing parts', () => {
  it('an admin adds a part; it is first on the home page list at once, price in dollars', async () => {
    const response = await addProduct(part);
    expect(response.statusCode).toBe(201);
    const [newest] = (await ctx.app.inject({ method: 'GET', url: '/api/product?limit=6' })).json();
    expect(newest).toMatchObject({ _id: response.json().insertedId, name: 'Thermal Paste', price: 7.25, quantity: 300, minimum: 10 });
  });

  it.each([
    [{ price: 0 }, 'Price must be more than 0'],
    // A multiple of 0.01 by zod's check, and 0 cents.
    [{ price: 5e-324 }, 'Price must be more than 0'],
    [{ price: 0.004 }, 'Price must be more than 0'],
    [{ price: 1.005 }, 'Price can have at most 2 decimals'],
    [{ minimum: 301 }, 'Minimum order cannot be more than the quantity'],
    [{ quantity: 2.5 }, 'Quantity must be a whole number'],
    [{ name: '  ' }, messages.validation.nameRequired],
    [{ description: '' }, messages.validation.descriptionRequired],
    [{ image: 'https://evil.example/x.png' }, 'Upload the image here'],
  ])('refuses %o with its message', async (change, message) => {
    const response = await addProduct({ ...part, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('a customer cannot add or delete parts', async () => {
    expect((await addProduct(part, customer)).statusCode).toBe(403);
    const id = (await addProduct(part)).json().insertedId;
    expect((await ctx.app.inject(as(customer, { method: 'DELETE', url: `/api/product/${id}` }))).statusCode).toBe(403);
  });

  it('deleting a part takes it out of the catalogue; orders keep its name and price', async () => {
    const id = (await addProduct({ ...part, name: 'Soon Gone' })).json().insertedId;
    const orderId = (await placeOrder(ctx.app, customer, id, 10)).json().insertedId;
    expect((await ctx.app.inject(as(admin, { method: 'DELETE', url: `/api/product/${id}` }))).json()).toEqual({ deletedCount: 1 });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/product?q=soon%20gone' })).json()).toEqual([]);
    const order = (await ctx.app.inject(as(customer, { method: 'GET', url: `/api/orders/${orderId}` }))).json();
    expect(order).toMatchObject({ productName: 'Soon Gone', price: 72.5 });
    expect((await ctx.app.inject(as(admin, { method: 'DELETE', url: `/api/product/${id}` }))).statusCode).toBe(404);
  });
});
