import { MAX_ADDRESSES, MAX_LIST_NAME_LENGTH, MAX_SAVED_LISTS, checkoutMessages } from '@partsmith/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const inject = (user: TestUser | null, options: InjectOptions) => ctx.app.inject(as(user, options));
const part = async (overrides: Parameters<typeof createProduct>[1] = {}) => {
  const created = await createProduct(ctx.database.db, overrides);
  return { ...created, id: String(created.id) };
};
const addLines = (user: TestUser, lines: { productId: string; quantity: number }[]) =>
  inject(user, { method: 'POST', url: '/api/cart/lines', payload: { lines } });
const saveList = (user: TestUser, name: string) => inject(user, { method: 'POST', url: '/api/lists', payload: { name } });
const listsOf = async (user: TestUser) => (await inject(user, { method: 'GET', url: '/api/lists' })).json();
const addAddress = (user: TestUser, phone: string, address: string) => inject(user, { method: 'POST', url: '/api/addresses', payload: { phone, address } });
const addressesOf = async (user: TestUser) => (await inject(user, { method: 'GET', url: '/api/addresses' })).json();

describe('saved lists', () => {
  it('saves the cart under a name, lists it with its lines, and puts it back in the cart', async () => {
    const customer = await signUp(ctx.app);
    const [bolts, nuts] = [await part({ name: 'Bolts' }), await part({ name: 'Nuts' })];
    await addLines(customer, [
      { productId: bolts.id, quantity: 5 },
      { productId: nuts.id, quantity: 7 },
    ]);
    const saved = await saveList(customer, '  Monthly re-order ');
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      name: 'Monthly re-order',
      lines: [
        { productId: bolts.id, partNumber: bolts.part_number, name: 'Bolts', quantity: 5 },
        { productId: nuts.id, partNumber: nuts.part_number, name: 'Nuts', quantity: 7 },
      ],
    });
    expect(await listsOf(customer)).toEqual([saved.json()]);

    await inject(customer, { method: 'DELETE', url: '/api/cart' });
    const back = await inject(customer, { method: 'POST', url: `/api/lists/${saved.json().id}/to-cart` });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().skipped).toEqual([]);
    expect(back.json().lines.map((line: { productId: string; quantity: number }) => [line.productId, line.quantity])).toEqual([
      [bolts.id, 5],
      [nuts.id, 7],
    ]);
    // Added again, the quantities add up, as POST /api/cart/lines adds them.
    const twice = await inject(customer, { method: 'POST', url: `/api/lists/${saved.json().id}/to-cart` });
    expect(twice.json().pieces).toBe(24);
  });

  it('replaces the list of the same name, newest first', async () => {
    const customer = await signUp(ctx.app);
    const [bolts, nuts] = [await part(), await part()];
    await addLines(customer, [{ productId: bolts.id, quantity: 1 }]);
    const first = (await saveList(customer, 'A')).json();
    await saveList(customer, 'B');
    await addLines(customer, [{ productId: nuts.id, quantity: 2 }]);
    const replaced = await saveList(customer, 'A');
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().id).toBe(first.id);
    const lists = await listsOf(customer);
    expect(lists.map((list: { name: string }) => list.name)).toEqual(['A', 'B']);
    expect(lists[0].lines.map((line: { quantity: number }) => line.quantity)).toEqual([1, 2]);
  });

  it('names a part no longer sold instead of adding it', async () => {
    const customer = await signUp(ctx.app);
    const [bolts, old] = [await part(), await part({ name: 'Old nuts' })];
    await addLines(customer, [
      { productId: bolts.id, quantity: 1 },
      { productId: old.id, quantity: 1 },
    ]);
    const list = (await saveList(customer, 'With an old part')).json();
    await inject(customer, { method: 'DELETE', url: '/api/cart' });
    await ctx.database.db.updateTable('products').set({ deleted_at: new Date().toISOString() }).where('id', '=', old.id).execute();
    const back = await inject(customer, { method: 'POST', url: `/api/lists/${list.id}/to-cart` });
    expect(back.json().skipped).toEqual(['Old nuts']);
    expect(back.json().lines.map((line: { productId: string }) => line.productId)).toEqual([bolts.id]);
  });

  it(`refuses an empty cart, a list beyond ${MAX_SAVED_LISTS} and a bad name; another account's list is a missing one`, async () => {
    const [customer, other] = [await signUp(ctx.app), await signUp(ctx.app)];
    const empty = await saveList(customer, 'Nothing');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(checkoutMessages.lists.cartEmpty);

    await addLines(customer, [{ productId: (await part()).id, quantity: 1 }]);
    expect((await saveList(customer, 'x'.repeat(MAX_LIST_NAME_LENGTH + 1))).statusCode).toBe(400);
    expect((await saveList(customer, '<script>')).statusCode).toBe(400);
    expect((await saveList(customer, '   ')).statusCode).toBe(400);
    for (let index = 0; index < MAX_SAVED_LISTS; index++) expect((await saveList(customer, `List ${index}`)).statusCode).toBe(201);
    const over = await saveList(customer, 'One more');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(checkoutMessages.lists.tooMany(MAX_SAVED_LISTS));
    // Replacing one is no new list.
    expect((await saveList(customer, 'List 0')).statusCode).toBe(200);
    expect(await listsOf(customer)).toHaveLength(MAX_SAVED_LISTS);

    const mine = (await listsOf(customer))[0].id;
    expect((await inject(other, { method: 'POST', url: `/api/lists/${mine}/to-cart` })).statusCode).toBe(404);
    expect((await inject(other, { method: 'DELETE', url: `/api/lists/${mine}` })).statusCode).toBe(404);
    expect(await listsOf(other)).toEqual([]);
    const deleted = await inject(customer, { method: 'DELETE', url: `/api/lists/${mine}` });
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    expect(await listsOf(customer)).toHaveLength(MAX_SAVED_LISTS - 1);
  });
});

describe('the address book', () => {
  it('adds an address once, the most recently used first', async () => {
    const customer = await signUp(ctx.app);
    const home = await addAddress(customer, '+880 1711 000001', 'House 1, Dhaka');
    expect(home.statusCode, home.body).toBe(201);
    expect(home.json()).toEqual({ id: expect.any(String), phone: '+880 1711 000001', address: 'House 1, Dhaka', lastUsedAt: null });
    const again = await addAddress(customer, '+880 1711 000001', '  House 1, Dhaka ');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(home.json().id);
    const office = (await addAddress(customer, '+880 1711 000002', 'Office, Dhaka')).json();
    expect((await addressesOf(customer)).map((address: { id: string }) => address.id)).toEqual([office.id, home.json().id]);
  });

  it(`keeps ${MAX_ADDRESSES}: a new one beyond lets the least recently used go`, async () => {
    const customer = await signUp(ctx.app);
    const ids: string[] = [];
    for (let index = 0; index < MAX_ADDRESSES; index++) ids.push((await addAddress(customer, '+880 1711 000000', `House ${index}, Dhaka`)).json().id);
    // The oldest one was used since: the second oldest is the least recently used.
    await ctx.database.db
      .updateTable('addresses')
      .set({ last_used_at: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', ids[0]!)
      .execute();
    const newest = (await addAddress(customer, '+880 1711 000000', 'House new, Dhaka')).json();
    const book = (await addressesOf(customer)).map((address: { id: string }) => address.id);
    expect(book).toHaveLength(MAX_ADDRESSES);
    expect(book).toContain(ids[0]);
    expect(book).toContain(newest.id);
    expect(book).not.toContain(ids[1]);
  });

  it("answers another account's address as a missing one, and deletes one's own", async () => {
    const [customer, other] = [await signUp(ctx.app), await signUp(ctx.app)];
    const mine = (await addAddress(customer, '+880 1711 000001', 'House 1, Dhaka')).json();
    expect((await inject(other, { method: 'DELETE', url: `/api/addresses/${mine.id}` })).statusCode).toBe(404);
    expect(await addressesOf(other)).toEqual([]);
    expect((await inject(customer, { method: 'DELETE', url: `/api/addresses/${mine.id}` })).json()).toEqual({ deletedCount: 1 });
    expect(await addressesOf(customer)).toEqual([]);
    expect((await inject(customer, { method: 'DELETE', url: `/api/addresses/${mine.id}` })).statusCode).toBe(404);
  });

  it('refuses a bad phone or an empty address with a 400', async () => {
    const customer = await signUp(ctx.app);
    expect((await addAddress(customer, 'call me', 'House 1, Dhaka')).statusCode).toBe(400);
    expect((await addAddress(customer, '+880 1711 000001', ' ')).statusCode).toBe(400);
    expect(await addressesOf(customer)).toEqual([]);
  });
});
