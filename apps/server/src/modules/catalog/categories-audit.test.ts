import type { AuditSubjectType } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { auditEntriesOf } from '../../../test/audit';
import { createProduct, setSpecificationValue } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createCategoriesRepository } from './categories-repository';

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
  customer = await signUp(ctx.app);
});
afterAll(() => ctx.close());

const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, user: TestUser = admin) =>
  ctx.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));

const entriesOf = (subjectType: AuditSubjectType, subjectId: string) => auditEntriesOf(ctx.app, admin, subjectType, subjectId);

describe("categories' and specifications' changes in the audit log", () => {
  it('records adding, editing and deleting a category, with the admin, its name and both sides', async () => {
    const parent = await send('POST', '/api/categories', { name: 'Cooling', slug: 'audit-cooling' });
    const created = await send('POST', '/api/categories', { name: 'Fans', slug: 'audit-fans', description: 'Case fans.' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const parentId = parent.json().id as string;
    expect((await send('PATCH', `/api/categories/${id}`, { name: 'Case fans', parentId, position: 2 })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/categories/${id}`)).statusCode).toBe(200);

    const entries = await entriesOf('category', id);
    expect(entries.map((entry) => [entry.action, entry.actor.email, entry.subject.label])).toEqual([
      ['category.deleted', admin.email, 'Case fans'],
      ['category.updated', admin.email, 'Case fans'],
      ['category.created', admin.email, 'Fans'],
    ]);
    const [deleted, edited, added] = entries;
    expect(added).toMatchObject({
      subject: { type: 'category', id },
      before: null,
      after: { name: 'Fans', slug: 'audit-fans', description: 'Case fans.', parentId: null, position: 0 },
    });
    expect(edited).toMatchObject({ before: { name: 'Fans', parentId: null, position: 0 }, after: { name: 'Case fans', parentId, position: 2 } });
    expect(deleted).toMatchObject({ before: { name: 'Case fans', slug: 'audit-fans', parentId }, after: null });
  });

  it('records declaring, editing and deleting a specification, with its name; a category deleted takes its specifications with entries', async () => {
    const category = (await send('POST', '/api/categories', { name: 'Coolers', slug: 'audit-coolers' })).json().id as string;
    const created = await send('POST', `/api/categories/${category}/specifications`, {
      key: 'socket',
      name: 'Socket',
      kind: 'choice',
      choices: ['AM5', 'AM4'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await send('PATCH', `/api/specifications/${id}`, { name: 'CPU socket', choices: ['AM5', 'AM4', 'LGA1700'] })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/specifications/${id}`)).statusCode).toBe(200);

    const entries = await entriesOf('specification', id);
    expect(entries.map((entry) => [entry.action, entry.actor.email, entry.subject.label])).toEqual([
      ['specification.deleted', admin.email, 'CPU socket'],
      ['specification.updated', admin.email, 'CPU socket'],
      ['specification.created', admin.email, 'Socket'],
    ]);
    const [deleted, edited, added] = entries;
    expect(added).toMatchObject({
      before: null,
      after: { categoryId: category, key: 'socket', name: 'Socket', kind: 'choice', unit: null, choices: ['AM5', 'AM4'], position: 0 },
    });
    expect(edited).toMatchObject({ before: { name: 'Socket', choices: ['AM5', 'AM4'] }, after: { name: 'CPU socket', choices: ['AM5', 'AM4', 'LGA1700'] } });
    expect(deleted).toMatchObject({ before: { key: 'socket', name: 'CPU socket' }, after: null });

    const tdp = (await send('POST', `/api/categories/${category}/specifications`, { key: 'tdp', name: 'TDP', kind: 'number', unit: 'W' })).json().id as string;
    expect((await send('DELETE', `/api/categories/${category}`)).statusCode).toBe(200);
    expect((await entriesOf('category', category)).map((entry) => entry.action)).toEqual(['category.deleted', 'category.created']);
    expect((await entriesOf('specification', tdp))[0]).toMatchObject({ action: 'specification.deleted', subject: { label: 'TDP' }, before: { unit: 'W' } });
  });

  it("records the values a move or a deletion took from parts: how many parts lost each specification's value", async () => {
    const cooling = (await send('POST', '/api/categories', { name: 'Cooling', slug: 'audit-moved-cooling' })).json().id as string;
    const storage = (await send('POST', '/api/categories', { name: 'Storage', slug: 'audit-moved-storage' })).json().id as string;
    const fans = (await send('POST', '/api/categories', { name: 'Fans', slug: 'audit-moved-fans', parentId: cooling })).json().id as string;
    const declare = async (category: string, key: string) =>
      (await send('POST', `/api/categories/${category}/specifications`, { key, name: key.toUpperCase(), kind: 'number' })).json().id as string;
    const [noise, airflow, size] = [await declare(cooling, 'noise'), await declare(cooling, 'airflow'), await declare(fans, 'size')];
    const parts = [await createProduct(ctx.database.db, { category_id: fans }), await createProduct(ctx.database.db, { category_id: fans })];
    for (const part of parts) {
      await setSpecificationValue(ctx.database.db, part.id, noise, 20);
      await setSpecificationValue(ctx.database.db, part.id, size, 120);
    }
    await setSpecificationValue(ctx.database.db, parts[0]!.id, airflow, 50);
    ctx.app.services.catalog.invalidate();

    expect((await send('PATCH', `/api/categories/${fans}`, { parentId: storage })).statusCode).toBe(200);
    const [moved] = await entriesOf('category', fans);
    expect(moved).toMatchObject({
      action: 'category.updated',
      before: { parentId: cooling },
      after: { parentId: storage, valuesRemoved: { airflow: 1, noise: 2 } },
    });
    expect(moved!.before).not.toHaveProperty('valuesRemoved');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/product/${parts[0]!.id}` })).json().specifications).toEqual([
      expect.objectContaining({ key: 'size', value: 120 }),
    ]);

    // A move that takes nothing records no values; deleting a specification records how many parts had one.
    expect((await send('PATCH', `/api/categories/${fans}`, { parentId: null })).statusCode).toBe(200);
    expect((await entriesOf('category', fans))[0]!.after).not.toHaveProperty('valuesRemoved');
    expect((await send('DELETE', `/api/specifications/${size}`)).statusCode).toBe(200);
    expect((await entriesOf('specification', size))[0]).toMatchObject({
      action: 'specification.deleted',
      before: { key: 'size', partsWithValue: 2 },
      after: null,
    });
    expect((await send('DELETE', `/api/specifications/${airflow}`)).statusCode).toBe(200);
    expect((await entriesOf('specification', airflow))[0]).toMatchObject({ before: { key: 'airflow', partsWithValue: 0 } });
  });

  it('writes nothing for a refused change, or for an edit that changed nothing', async () => {
    const category = (await send('POST', '/api/categories', { name: 'Mice', slug: 'audit-mice' })).json().id as string;
    const other = (await send('POST', '/api/categories', { name: 'Keyboards', slug: 'audit-keyboards' })).json().id as string;
    const specification = (
      await send('POST', `/api/categories/${category}/specifications`, { key: 'dpi', name: 'DPI', kind: 'choice', choices: ['800', '1600'] })
    ).json().id as string;
    const part = await createProduct(ctx.database.db, { category_id: category });
    await setSpecificationValue(ctx.database.db, part.id, specification, '800');
    ctx.app.services.catalog.invalidate();

    expect((await send('PATCH', `/api/categories/${category}`, { slug: 'audit-keyboards' })).statusCode).toBe(409);
    expect((await send('PATCH', `/api/categories/${category}`, { name: 'Mice' })).statusCode).toBe(200);
    expect((await send('PATCH', `/api/categories/${category}`, { name: 'Mine' }, customer)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/categories/${category}`)).statusCode).toBe(409);
    expect((await send('POST', `/api/categories/${other}/specifications`, { key: 'dpi', name: 'Again', kind: 'number' })).statusCode).toBe(201);
    expect((await send('POST', `/api/categories/${category}/specifications`, { key: 'dpi', name: 'Again', kind: 'number' })).statusCode).toBe(409);
    expect((await send('PATCH', `/api/specifications/${specification}`, { choices: ['1600', '3200'] })).statusCode).toBe(409);
    expect((await send('DELETE', `/api/specifications/999999`)).statusCode).toBe(404);

    expect((await entriesOf('category', category)).map((entry) => entry.action)).toEqual(['category.created']);
    expect((await entriesOf('specification', specification)).map((entry) => entry.action)).toEqual(['specification.created']);
  });

  it('is written in the transaction of the change: when the log cannot be written, the change is not made', async () => {
    const category = (await send('POST', '/api/categories', { name: 'Cables', slug: 'audit-cables' })).json().id as string;
    const repository = createCategoriesRepository(ctx.database.db, ctx.database.dialect);
    const failingLog = async () => {
      throw new Error('the audit log is unavailable');
    };
    await expect(repository.updateCategory(category, { name: 'Wires' }, undefined, failingLog)).rejects.toThrow('unavailable');
    await expect(repository.deleteCategory(category, failingLog)).rejects.toThrow('unavailable');
    const { categories } = await repository.readTree();
    expect(categories.find((listed) => listed.id === category)).toMatchObject({ name: 'Cables' });
  });
});
