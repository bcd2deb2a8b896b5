import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  const { db } = ctx.database;
  await createProduct(db, { name: 'Tower Cooler', description: 'Six heat pipes', price_cents: 40000 });
  await createProduct(db, { name: 'Keys', description: 'PBT keycaps for a cool look', price_cents: 3000 });
  await createProduct(db, { name: 'apex 100% Fan', description: 'Silent_fan', price_cents: 1250 });
  await createProduct(db, { name: 'Retired Board', description: 'gone', price_cents: 999, deleted_at: new Date().toISOString() });
  await createProduct(db, { name: 'Motherboard', description: 'ATX board', price_cents: 50500, quantity: 50, minimum: 5, part_number: 'MB-ATX-1' });
});
afterAll(() => ctx.close());

const list = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/product${query}` });
const names = (body: string) => (JSON.parse(body) as { name: string }[]).map((product) => product.name);

describe('GET /api/product', () => {
  it('answers the live catalogue newest first, with the total in X-Total-Count', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(names(response.body)).toEqual(['Motherboard', 'apex 100% Fan', 'Keys', 'Tower Cooler']);
    expect(response.headers['x-total-count']).toBe('4');
  });

  it('answers products in the fields and units of the specification', async () => {
    const [motherboard] = (await list('?limit=1')).json();
    expect(motherboard).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      name: 'Motherboard',
      image: '/images/parts/chips.svg',
      description: 'ATX board',
      price: 505,
      quantity: 50,
      minimum: 5,
      available: 50,
      priceTiers: [],
      partNumber: 'MB-ATX-1',
      categoryId: null,
      specifications: [],
      taxCategory: 'standard',
      leadTimeDays: null,
    });
    const fan = (await list('?q=apex')).json()[0];
    expect(fan.price).toBe(12.5);
  });

  it('pages with limit and offset while the total stays the number of matches', async () => {
    const response = await list('?limit=2&offset=1');
    expect(names(response.body)).toEqual(['apex 100% Fan', 'Keys']);
    expect(response.headers['x-total-count']).toBe('4');
    const pastTheEnd = await list('?offset=50');
    expect(pastTheEnd.json()).toEqual([]);
    expect(pastTheEnd.headers['x-total-count']).toBe('4');
  });

  it('searches name and description without regard to case', async () => {
    expect(names((await list('?q=COOL')).body)).toEqual(['Keys', 'Tower Cooler']);
    expect(names((await list('?q=%20%20board%20')).body)).toEqual(['Motherboard']);
    expect((await list('?q=cooler')).headers['x-total-count']).toBe('1');
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect(names((await list('?q=100%25')).body)).toEqual(['apex 100% Fan']);
    expect(names((await list('?q=t_f')).body)).toEqual(['apex 100% Fan']);
    expect(names((await list('?q=%25%25%25')).body)).toEqual([]);
  });

  it('answers a search with a NUL character with 400, not a database error', async () => {
    const response = await list('?q=fan%00');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'Text must not contain the NUL character (U+0000).' });
  });

  it('sorts by price and by name', async () => {
    expect(names((await list('?sort=price_asc')).body)).toEqual(['apex 100% Fan', 'Keys', 'Tower Cooler', 'Motherboard']);
    expect(names((await list('?sort=price_desc')).body)).toEqual(['Motherboard', 'Tower Cooler', 'Keys', 'apex 100% Fan']);
    expect(names((await list('?sort=name')).body)).toEqual(['apex 100% Fan', 'Keys', 'Motherboard', 'Tower Cooler']);
  });

  it.each([
    ['?limit=abc', 'limit must be a whole number from 1 to 100'],
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    ['?limit=101', 'limit must be a whole number from 1 to 100'],
    ['?limit=2.5', 'limit must be a whole number from 1 to 100'],
    ['?limit=1&limit=2', 'limit must be a whole number from 1 to 100'],
    ['?offset=-1', 'offset must be a whole number from 0 to 1000000000'],
    ['?sort=cheapest', 'sort must be one of newest, price_asc, price_desc, name'],
    [`?q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
  ])('answers %s with 400 and a clear message', async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message });
  });
});

describe('GET /api/product/:id', () => {
  it('answers one live product', async () => {
    const [first] = (await list('?limit=1')).json();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/product/${first._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...first, categoryPath: [], datasheets: [] });
  });

  it('answers 404 for an unknown or deleted product', async () => {
    const retired = await ctx.database.db.selectFrom('products').select('id').where('name', '=', 'Retired Board').executeTakeFirstOrThrow();
    for (const id of ['999999', '999999999999999', String(retired.id)]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: expect.stringContaining('could not find that part') });
    }
  });

  it.each(['abc', '0', '-1', '1e3', '1234567890123456', '%00'])('answers id %s with 400', async (id) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'id must be a positive whole number' });
  });
});

describe('the catalogue cache', () => {
  it('shows a change as soon as the catalogue is invalidated', async () => {
    const { db } = ctx.database;
    const before = (await list('?q=widget')).json();
    expect(before).toEqual([]);
    const widget = await createProduct(db, { name: 'Widget', quantity: 10 });
    expect((await list('?q=widget')).json()).toEqual([]);
    ctx.app.services.catalog.invalidate();
    expect(names((await list('?q=WIDGET')).body)).toEqual(['Widget']);
    await db.updateTable('products').set({ deleted_at: new Date().toISOString() }).where('id', '=', widget.id).execute();
    ctx.app.services.catalog.invalidate();
    expect((await list('?q=widget')).json()).toEqual([]);
  });
});
