import { messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { auditEntriesOf } from '../../../test/audit';
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

describe("a part's tax category", () => {
  const editProduct = (id: string, body: Record<string, unknown>) => ctx.app.inject(as(admin, { method: 'PATCH', url: `/api/product/${id}`, payload: body }));
  const getProduct = async (id: string) => (await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` })).json();
  const listed = async (name: string) => (await ctx.app.inject({ method: 'GET', url: `/api/product?q=${encodeURIComponent(name)}` })).json();

  it('is standard unless given; a part is added with one, answered by the list and its page, and edited', async () => {
    const standard = (await addProduct({ ...part, name: 'Plain Paste' })).json().insertedId as string;
    expect(await getProduct(standard)).toMatchObject({ _id: standard, taxCategory: 'standard' });

    const added = await addProduct({ ...part, name: 'Reduced Paste', taxCategory: 'reduced' });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().insertedId as string;
    expect(await getProduct(id)).toMatchObject({ taxCategory: 'reduced' });
    // The list is kept in memory: the edit must drop it.
    expect(await listed('Reduced Paste')).toEqual([expect.objectContaining({ _id: id, taxCategory: 'reduced' })]);

    const edited = await editProduct(id, { taxCategory: 'zero' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ _id: id, taxCategory: 'zero', name: 'Reduced Paste', quantity: 300 });
    expect(await getProduct(id)).toMatchObject({ taxCategory: 'zero' });
    expect(await listed('Reduced Paste')).toEqual([expect.objectContaining({ _id: id, taxCategory: 'zero' })]);
    // An edit of other fields leaves it.
    expect((await editProduct(id, { name: 'Zero Paste' })).json()).toMatchObject({ name: 'Zero Paste', taxCategory: 'zero' });
    const row = await ctx.database.db.selectFrom('products').select('tax_category').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.tax_category).toBe('zero');
  });

  it('refuses a value that is not one of the categories with 400, on adding and on editing', async () => {
    const id = (await addProduct(part)).json().insertedId as string;
    for (const taxCategory of ['luxury', 'Standard', '', null, 15]) {
      const added = await addProduct({ ...part, taxCategory });
      expect(added.statusCode, added.body).toBe(400);
      expect(added.json().message).toContain('Tax category must be one of standard, reduced, zero');
      expect((await editProduct(id, { taxCategory })).statusCode).toBe(400);
    }
    expect(await getProduct(id)).toMatchObject({ taxCategory: 'standard' });
  });

  it('is in the audit log: a change of it alone is recorded with both sides', async () => {
    const id = (await addProduct({ ...part, name: 'Audited Paste', taxCategory: 'reduced' })).json().insertedId as string;
    expect((await editProduct(id, { taxCategory: 'standard' })).statusCode).toBe(200);
    const [edited, created, ...others] = await auditEntriesOf(ctx.app, admin, 'part', id);
    expect(others).toEqual([]);
    expect(created).toMatchObject({ action: 'part.created', after: { taxCategory: 'reduced' } });
    expect(edited).toMatchObject({ action: 'part.updated', before: { taxCategory: 'reduced' }, after: { taxCategory: 'standard' } });
  });
});

describe("a part's lead time", () => {
  const editProduct = (id: string, body: Record<string, unknown>) => ctx.app.inject(as(admin, { method: 'PATCH', url: `/api/product/${id}`, payload: body }));
  const getProduct = async (id: string) => (await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` })).json();
  const listed = async (name: string) => (await ctx.app.inject({ method: 'GET', url: `/api/product?q=${encodeURIComponent(name)}` })).json();
  const storedLeadTime = async (id: string) =>
    (await ctx.database.db.selectFrom('products').select('lead_time_days').where('id', '=', id).executeTakeFirstOrThrow()).lead_time_days;

  it('is none unless given; a part is added with one, answered by the list and its page, edited and cleared', async () => {
    const inStockOnly = await addProduct({ ...part, name: 'Stocked Grease' });
    expect(await getProduct(inStockOnly.json().insertedId)).toMatchObject({ leadTimeDays: null });
    expect(await getProduct((await addProduct({ ...part, name: 'Stocked Grease 2', leadTimeDays: null })).json().insertedId)).toMatchObject({
      leadTimeDays: null,
    });

    const added = await addProduct({ ...part, name: 'Ordered Grease', leadTimeDays: 14 });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().insertedId as string;
    expect(await getProduct(id)).toMatchObject({ _id: id, leadTimeDays: 14 });
    expect(await storedLeadTime(id)).toBe(14);
    // The list is kept in memory: the edit must drop it.
    expect(await listed('Ordered Grease')).toEqual([expect.objectContaining({ _id: id, leadTimeDays: 14 })]);

    const edited = await editProduct(id, { leadTimeDays: 365 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ _id: id, leadTimeDays: 365, name: 'Ordered Grease', quantity: 300 });
    expect(await getProduct(id)).toMatchObject({ leadTimeDays: 365 });
    expect(await listed('Ordered Grease')).toEqual([expect.objectContaining({ _id: id, leadTimeDays: 365 })]);
    // An edit of other fields, or a restock, leaves it.
    expect((await editProduct(id, { name: 'Ordered Grease II', stockChange: 5 })).json()).toMatchObject({ quantity: 305, leadTimeDays: 365 });

    // null alone is a change: the part is sold from stock only again.
    const cleared = await editProduct(id, { leadTimeDays: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ leadTimeDays: null, name: 'Ordered Grease II' });
    expect(await listed('Ordered Grease II')).toEqual([expect.objectContaining({ _id: id, leadTimeDays: null })]);
    expect(await storedLeadTime(id)).toBeNull();
    expect((await editProduct(id, { leadTimeDays: 1 })).json()).toMatchObject({ leadTimeDays: 1 });
  });

  it('refuses anything but a whole number of days from 1 to 365 (or null) with 400, on adding and on editing', async () => {
    const id = (await addProduct({ ...part, leadTimeDays: 9 })).json().insertedId as string;
    for (const leadTimeDays of [0, 366, 1.5, 'x', '14', -1, '', true, {}]) {
      const added = await addProduct({ ...part, leadTimeDays });
      expect(added.statusCode, added.body).toBe(400);
      expect(added.json().message).toContain(messages.productEditor.leadTimeInvalid);
      const edited = await editProduct(id, { leadTimeDays });
      expect(edited.statusCode, edited.body).toBe(400);
      expect(edited.json().message).toContain(messages.productEditor.leadTimeInvalid);
    }
    expect(await getProduct(id)).toMatchObject({ leadTimeDays: 9 });
    expect(await storedLeadTime(id)).toBe(9);
  });

  it('is in the audit log: a change of it alone is recorded with both sides, and so is its removal', async () => {
    const id = (await addProduct({ ...part, name: 'Audited Grease', leadTimeDays: 10 })).json().insertedId as string;
    expect((await editProduct(id, { leadTimeDays: 20 })).statusCode).toBe(200);
    expect((await editProduct(id, { leadTimeDays: null })).statusCode).toBe(200);
    const [removed, edited, created, ...others] = await auditEntriesOf(ctx.app, admin, 'part', id);
    expect(others).toEqual([]);
    expect(created).toMatchObject({ action: 'part.created', after: { leadTimeDays: 10 } });
    expect(edited).toMatchObject({ action: 'part.updated', before: { leadTimeDays: 10 }, after: { leadTimeDays: 20 } });
    expect(removed).toMatchObject({ action: 'part.updated', before: { leadTimeDays: 20 }, after: { leadTimeDays: null } });
  });
});
