import { catalogueErrors, messages } from '@partsmith/contract';
import { formatDollars } from '@partsmith/contract/mail-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createCategory, createProduct, createSpecification } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let admin: TestUser;
let cooling: { id: number | string };
let coolers: { id: number | string };
let fans: { id: number | string };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
  const { db } = ctx.database;
  cooling = await createCategory(db, { slug: 'cooling', name: 'Cooling' });
  coolers = await createCategory(db, { slug: 'coolers', name: 'CPU coolers', parent_id: cooling.id });
  fans = await createCategory(db, { slug: 'fans', name: 'Case fans', parent_id: cooling.id });
  await createSpecification(db, cooling.id, { key: 'brand', name: 'Brand', choices: JSON.stringify(['Arctic', 'Noctua']) });
  await createSpecification(db, coolers.id, { key: 'socket', name: 'Socket', choices: JSON.stringify(['AM5', 'LGA1700']) });
  await createSpecification(db, coolers.id, { key: 'tdp', name: 'TDP', kind: 'number', unit: 'W', choices: '[]' });
  await createSpecification(db, coolers.id, { key: 'rgb', name: 'RGB', kind: 'boolean', choices: '[]' });
  await createSpecification(db, fans.id, { key: 'size', name: 'Size', kind: 'number', unit: 'mm', choices: '[]' });
  ctx.app.services.catalog.invalidate();
});
afterAll(() => ctx.close());

const part = { name: 'Tower cooler', price: 40, quantity: 300, minimum: 10, description: 'Six heat pipes.', image: '/images/parts/cooler.svg' };
const add = (body: Record<string, unknown>) => ctx.app.inject(as(admin, { method: 'POST', url: '/api/product', payload: { ...part, ...body } }));
const edit = (id: string, body: Record<string, unknown>) => ctx.app.inject(as(admin, { method: 'PATCH', url: `/api/product/${id}`, payload: body }));
const detail = async (id: string) => (await ctx.app.inject({ method: 'GET', url: `/api/product/${id}` })).json();
const partCount = async () =>
  Number(
    (
      await ctx.database.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('part numbers', () => {
  it('are stored in capitals, given P-<id> when absent, and unique among listed parts ignoring case (409)', async () => {
    const given = await add({ partNumber: ' tc-120-am5 ' });
    expect(given.statusCode, given.body).toBe(201);
    expect((await detail(given.json().insertedId)).partNumber).toBe('TC-120-AM5');
    const numbered = (await add({})).json().insertedId;
    expect((await detail(numbered)).partNumber).toBe(`P-${numbered}`);

    const taken = await add({ partNumber: 'Tc-120-Am5' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(catalogueErrors.partNumberTaken('TC-120-AM5'));
    const renumbered = await edit(numbered, { partNumber: 'tc-120-am5' });
    expect(renumbered.statusCode).toBe(409);
    expect((await edit(numbered, { partNumber: 'tc-140' })).json().partNumber).toBe('TC-140');
    expect((await add({ partNumber: 'has space' })).statusCode).toBe(400);

    await ctx.app.inject(as(admin, { method: 'DELETE', url: `/api/product/${given.json().insertedId}` }));
    expect((await add({ partNumber: 'TC-120-AM5' })).statusCode).toBe(201);
  });

  it('a search for an exact part number lists that part first, then the other matches; paging and the count stay whole', async () => {
    const exact = await createProduct(ctx.database.db, { name: 'Fan hub', part_number: 'HUB-7' });
    for (const name of ['HUB-7 bracket', 'HUB-70 hub', 'Cable for hub-7']) await createProduct(ctx.database.db, { name });
    ctx.app.services.catalog.invalidate();
    const search = async (query: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/product?${query}` });
      return { names: response.json().map((listed: { name: string }) => listed.name), total: response.headers['x-total-count'] };
    };
    expect(await search('q=hub-7')).toEqual({ names: ['Fan hub', 'Cable for hub-7', 'HUB-70 hub', 'HUB-7 bracket'], total: '4' });
    expect(await search('q=HUB-7&limit=2')).toEqual({ names: ['Fan hub', 'Cable for hub-7'], total: '4' });
    expect(await search('q=HUB-7&limit=2&offset=2')).toEqual({ names: ['HUB-70 hub', 'HUB-7 bracket'], total: '4' });
    expect((await search('q=hub-7&sort=name')).names[0]).toBe('Fan hub');
    expect(exact.part_number).toBe('HUB-7');

    // A part number matches from its start, ignoring case; never in the middle (an index range serves it at any size).
    await createProduct(ctx.database.db, { name: 'Fan controller', description: 'Four channels.', part_number: 'FCX-9000' });
    ctx.app.services.catalog.invalidate();
    expect(await search('q=fcx-9')).toEqual({ names: ['Fan controller'], total: '1' });
    expect(await search('q=cx-9000')).toEqual({ names: [], total: '0' });
    const facets = await ctx.app.inject({ method: 'GET', url: '/api/product/facets?q=fcx-9' });
    expect(facets.json()).toMatchObject({ total: 1 });
  });
});

describe('a part with its category, specifications and price breaks', () => {
  it('is added at once, and its page shows the path to its category and its values in declared order', async () => {
    const response = await add({
      partNumber: 'NH-D15',
      categoryId: String(coolers.id),
      specifications: { tdp: 220, socket: 'am5', rgb: false, brand: 'Noctua' },
      priceTiers: [{ minQuantity: 100, price: 35 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const page = await detail(response.json().insertedId);
    expect(page).toMatchObject({
      partNumber: 'NH-D15',
      categoryId: String(coolers.id),
      categoryPath: [
        { id: String(cooling.id), slug: 'cooling', name: 'Cooling' },
        { id: String(coolers.id), slug: 'coolers', name: 'CPU coolers' },
      ],
      priceTiers: [{ minQuantity: 100, price: 35 }],
      datasheets: [],
    });
    expect(page.specifications).toEqual([
      { key: 'brand', name: 'Brand', kind: 'choice', unit: null, value: 'Noctua' },
      { key: 'socket', name: 'Socket', kind: 'choice', unit: null, value: 'AM5' },
      { key: 'tdp', name: 'TDP', kind: 'number', unit: 'W', value: 220 },
      { key: 'rgb', name: 'RGB', kind: 'boolean', unit: null, value: false },
    ]);
  });

  it.each([
    [{ categoryId: '999999' }, catalogueErrors.categoryNotFound],
    [{ specifications: { socket: 'AM5' } }, catalogueErrors.unknownSpecificationKey('socket')],
    [{ categoryId: 'COOLERS', specifications: { colour: 'red' } }, catalogueErrors.unknownSpecificationKey('colour')],
    [{ categoryId: 'COOLERS', specifications: { socket: 'AM3' } }, catalogueErrors.notAChoice('Socket', ['AM5', 'LGA1700'])],
    [{ categoryId: 'COOLERS', specifications: { tdp: 'hot' } }, catalogueErrors.notANumber('TDP')],
    [{ categoryId: 'COOLERS', specifications: { rgb: 'sometimes' } }, catalogueErrors.notYesNo('RGB')],
    [{ priceTiers: [{ minQuantity: 5, price: 30 }] }, messages.priceTiers.belowMinimum(10)],
    [{ priceTiers: [{ minQuantity: 100, price: 45 }] }, messages.priceTiers.notBelowPrice(formatDollars(4000))],
  ])('refuses %o with 422 and adds nothing', async (body, message) => {
    const before = await partCount();
    const response = await add({ ...body, ...('categoryId' in body && body.categoryId === 'COOLERS' ? { categoryId: String(coolers.id) } : {}) });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toBe(message);
    expect(await partCount()).toBe(before);
  });

  it('an edit sets and removes values; a move to another category drops the values it does not declare', async () => {
    const id = (await add({ categoryId: String(coolers.id), specifications: { brand: 'Arctic', socket: 'LGA1700', tdp: 150 } })).json().insertedId;
    const edited = await edit(id, { specifications: { socket: null, rgb: true } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().specifications.map(({ key, value }: { key: string; value: unknown }) => [key, value])).toEqual([
      ['brand', 'Arctic'],
      ['tdp', 150],
      ['rgb', true],
    ]);
    const moved = await edit(id, { categoryId: String(fans.id), specifications: { size: 140 } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      categoryId: String(fans.id),
      specifications: [
        { key: 'brand', value: 'Arctic' },
        { key: 'size', value: 140 },
      ],
    });
    expect((await edit(id, { specifications: { tdp: 95 } })).statusCode).toBe(422);
    const out = await edit(id, { categoryId: null });
    expect(out.json()).toMatchObject({ categoryId: null, specifications: [] });
  });
});
