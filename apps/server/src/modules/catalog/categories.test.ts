import { MAX_CATEGORY_DEPTH, catalogueErrors } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct, setSpecificationValue } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
});
afterAll(() => ctx.close());

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject(as(admin, { method, url, ...(payload ? { payload } : {}) }));
const addCategory = async (slug: string, parentId: string | null = null) => {
  const response = await send('POST', '/api/categories', { name: slug, slug, parentId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};
const addSpecification = async (categoryId: string, body: object) => {
  const response = await send('POST', `/api/categories/${categoryId}/specifications`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};
const categories = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/categories' })).json() as { id: string; slug: string; parentId: string | null; partCount: number }[];

describe('the category tree', () => {
  it('lists every category parents first with its listed parts (its own and those below) and its own specifications', async () => {
    const cooling = await addCategory('cooling');
    const coolers = await addCategory('cpu-coolers', cooling);
    await addCategory('case-fans', cooling);
    const socket = await addSpecification(coolers, { key: 'socket', name: 'Socket', kind: 'choice', choices: ['AM5', 'LGA1700'] });
    await createProduct(ctx.database.db, { category_id: coolers });
    await createProduct(ctx.database.db, { category_id: coolers });
    await createProduct(ctx.database.db, { category_id: cooling });
    await createProduct(ctx.database.db, { category_id: coolers, deleted_at: new Date().toISOString() });
    ctx.app.services.catalog.invalidate();

    const listed = await categories();
    expect(listed.map((category) => category.slug)).toEqual(['cooling', 'case-fans', 'cpu-coolers']);
    expect(listed.find((category) => category.slug === 'cooling')).toMatchObject({ partCount: 3, parentId: null, specifications: [] });
    expect(listed.find((category) => category.slug === 'cpu-coolers')).toMatchObject({
      partCount: 2,
      parentId: cooling,
      specifications: [{ id: socket, key: 'socket', kind: 'choice', choices: ['AM5', 'LGA1700'], unit: null }],
    });
  });

  it('refuses a taken slug (409), an unknown parent (404), and a tree deeper than the limit (409)', async () => {
    const response = await send('POST', '/api/categories', { name: 'Again', slug: 'cooling' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(catalogueErrors.slugTaken('cooling'));
    expect((await send('POST', '/api/categories', { name: 'Orphan', slug: 'orphan', parentId: '999999' })).statusCode).toBe(404);

    let parent: string | null = null;
    for (let level = 1; level <= MAX_CATEGORY_DEPTH; level += 1) parent = await addCategory(`level-${level}`, parent);
    const tooDeep = await send('POST', '/api/categories', { name: 'Too deep', slug: 'too-deep', parentId: parent });
    expect(tooDeep.statusCode).toBe(409);
    expect(tooDeep.json().message).toBe(catalogueErrors.tooDeep);
  });

  it('moves a category, but not below itself nor deeper than the limit; a rename leaves its place alone', async () => {
    const all = await categories();
    const id = (slug: string) => all.find((category) => category.slug === slug)!.id;
    const renamed = await send('PATCH', `/api/categories/${id('level-2')}`, { name: 'Second level' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Second level', parentId: id('level-1') });

    const intoItself = await send('PATCH', `/api/categories/${id('level-1')}`, { parentId: id('level-3') });
    expect(intoItself.statusCode).toBe(409);
    expect(intoItself.json().message).toBe(catalogueErrors.ownDescendant);
    const tooDeep = await send('PATCH', `/api/categories/${id('level-2')}`, { parentId: id('case-fans') });
    expect(tooDeep.statusCode).toBe(409);
    expect(tooDeep.json().message).toBe(catalogueErrors.tooDeep);

    const moved = await send('PATCH', `/api/categories/${id('level-4')}`, { parentId: id('case-fans') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await categories()).find((category) => category.slug === 'level-4')!.parentId).toBe(id('case-fans'));
  });

  it('refuses to delete a category with parts or categories below it (409), and deletes an empty one with its specifications', async () => {
    const all = await categories();
    const id = (slug: string) => all.find((category) => category.slug === slug)!.id;
    const withChildren = await send('DELETE', `/api/categories/${id('cooling')}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toBe(catalogueErrors.categoryHasChildren);
    const withParts = await send('DELETE', `/api/categories/${id('cpu-coolers')}`);
    expect(withParts.statusCode).toBe(409);
    expect(withParts.json().message).toBe(catalogueErrors.categoryHasParts(2));

    const empty = await addCategory('empty');
    await addSpecification(empty, { key: 'colour', name: 'Colour', kind: 'text' });
    expect((await send('DELETE', `/api/categories/${empty}`)).json()).toEqual({ deletedCount: 1 });
    expect((await categories()).some((category) => category.slug === 'empty')).toBe(false);
    expect(await ctx.database.db.selectFrom('specifications').select('id').where('category_id', '=', empty).execute()).toEqual([]);
    expect((await send('DELETE', `/api/categories/${empty}`)).statusCode).toBe(404);
  });
});

describe('specifications', () => {
  it('refuses a key already declared above or below (409) and a choice with fewer than two choices (400)', async () => {
    const all = await categories();
    const id = (slug: string) => all.find((category) => category.slug === slug)!.id;
    const above = await send('POST', `/api/categories/${id('cooling')}/specifications`, { key: 'socket', name: 'Socket', kind: 'text' });
    expect(above.statusCode).toBe(409);
    expect(above.json().message).toBe(catalogueErrors.keyTaken('socket'));
    expect(
      (await send('POST', `/api/categories/${id('cooling')}/specifications`, { key: 'fan', name: 'Fan', kind: 'choice', choices: ['one'] })).statusCode,
    ).toBe(400);
    expect((await send('POST', `/api/categories/${id('cooling')}/specifications`, { key: 'fan', name: 'Fan', kind: 'text', unit: 'mm' })).statusCode).toBe(400);
  });

  it('adds choices, refuses to remove one in use (409), removes an unused one, and deleting a specification deletes its values', async () => {
    const coolers = (await categories()).find((category) => category.slug === 'cpu-coolers')!.id;
    const fan = await addSpecification(coolers, { key: 'fan_size', name: 'Fan size', kind: 'choice', choices: ['120', '140'] });
    const part = await createProduct(ctx.database.db, { category_id: coolers });
    await setSpecificationValue(ctx.database.db, part.id, fan, '140');

    const added = await send('PATCH', `/api/specifications/${fan}`, { choices: ['92', '120', '140'] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().choices).toEqual(['92', '120', '140']);
    const inUse = await send('PATCH', `/api/specifications/${fan}`, { choices: ['92', '120'] });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(catalogueErrors.choiceInUse('140'));
    expect((await send('PATCH', `/api/specifications/${fan}`, { choices: ['120', '140'] })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/specifications/${fan}`, { choices: ['140'] })).statusCode).toBe(422);

    expect((await send('DELETE', `/api/specifications/${fan}`)).json()).toEqual({ deletedCount: 1 });
    expect(await ctx.database.db.selectFrom('product_specifications').select('product_id').where('specification_id', '=', fan).execute()).toEqual([]);
    expect((await send('DELETE', `/api/specifications/${fan}`)).statusCode).toBe(404);
  });
});

describe('an edit that changes nothing', () => {
  it('answers the category or specification as it is', async () => {
    const category = await addCategory('unchanged');
    const specification = await addSpecification(category, { key: 'colour', name: 'Colour', kind: 'text' });
    expect((await send('PATCH', `/api/categories/${category}`, {})).json()).toMatchObject({ id: category, slug: 'unchanged' });
    expect((await send('PATCH', `/api/specifications/${specification}`, {})).json()).toMatchObject({ id: specification, key: 'colour' });
  });
});
