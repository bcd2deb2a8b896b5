import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { placeOrder, stockOf } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let customers: TestUser[];
beforeAll(async () => {
  ctx = await createTestApp();
  customers = await Promise.all(Array.from({ length: 5 }, () => signUp(ctx.app)));
});
afterAll(() => ctx.close());

const liveQuantity = async (productId: string | number) => {
  const rows = await ctx.database.db.selectFrom('orders').select('quantity').where('product_id', '=', productId).where('status', '!=', 'cancelled').execute();
  return rows.reduce((sum, row) => sum + row.quantity, 0);
};

describe('stock under concurrent orders', () => {
  it('100 concurrent orders of 1 against a stock of 10: exactly 10 succeed, twenty times over', async () => {
    for (let round = 0; round < 20; round++) {
      const part = await createProduct(ctx.database.db, { quantity: 10, minimum: 1 });
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, index) => placeOrder(ctx.app, customers[index % customers.length] as TestUser, part.id, 1)),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(
        statuses.filter((status) => status === 201),
        `round ${round}`,
      ).toHaveLength(10);
      expect(
        statuses.filter((status) => status === 409),
        `round ${round}`,
      ).toHaveLength(90);
      expect(await stockOf(ctx.app, part.id)).toBe(0);
      expect(await liveQuantity(part.id)).toBe(10);
    }
    // 2,000 orders: on PostgreSQL on a busy two-core machine this takes longer than the default 30 s.
  }, 120_000);

  it('orders and cancels mixed at random: stock plus live quantities always equals the starting stock', async () => {
    const start = 60;
    const part = await createProduct(ctx.database.db, { quantity: start, minimum: 1 });
    const placed: { user: TestUser; id: string }[] = [];
    for (let wave = 0; wave < 10; wave++) {
      const work = Array.from({ length: 30 }, (_, index) => {
        const user = customers[(wave + index) % customers.length] as TestUser;
        const mine = placed.filter((order) => order.user === user);
        if (mine.length > 0 && index % 3 === 0) {
          const order = mine[index % mine.length] as (typeof mine)[number];
          return ctx.app.inject(as(user, { method: 'DELETE', url: `/api/orders/${order.id}` }));
        }
        return placeOrder(ctx.app, user, part.id, 1 + (index % 4)).then((response) => {
          if (response.statusCode === 201) placed.push({ user, id: response.json().insertedId });
          return response;
        });
      });
      const statuses = (await Promise.all(work)).map((response) => response.statusCode);
      expect(
        statuses.every((status) => [200, 201, 409].includes(status)),
        statuses.join(','),
      ).toBe(true);
      expect((await stockOf(ctx.app, part.id)) + (await liveQuantity(part.id))).toBe(start);
    }
  });
});
