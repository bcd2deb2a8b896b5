import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { auditEntriesOf, auditLog } from '../../../test/audit';
import { createProduct } from '../../../test/factories';
import { payOrder, placeOrder } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createOrderRepository } from './repository';

let ctx: TestContext;
let customer: TestUser;
let admin: TestUser;
let secondAdmin: TestUser;
let productId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  customer = await signUp(ctx.app);
  admin = await signUpAdmin(ctx.app);
  secondAdmin = await signUpAdmin(ctx.app);
  productId = String((await createProduct(ctx.database.db, { quantity: 1_000 })).id);
});
afterAll(() => ctx.close());

const inject = (user: TestUser | null, options: Parameters<typeof as>[1]) => ctx.app.inject(as(user, options));

const auditOf = async (query: Record<string, string>) => (await auditLog(ctx.app, admin, query)).entries;
const entriesOf = (orderId: string) => auditEntriesOf(ctx.app, admin, 'order', orderId);

const newOrder = async () => {
  const placed = await placeOrder(ctx.app, customer, productId, 1);
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().insertedId as string;
};
const newPaidOrder = async () => {
  const id = await newOrder();
  await payOrder(ctx.app, customer, id);
  return id;
};
const patch = (user: TestUser, id: string, payload: object) => inject(user, { method: 'PATCH', url: `/api/allorders/${id}`, payload });

describe("an order's changes by admins in the audit log", () => {
  it('records shipping with the carrier and tracking number, then delivering, each with its admin; not the customer paying', async () => {
    const id = await newPaidOrder();
    expect((await patch(admin, id, { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0142' })).statusCode).toBe(200);
    expect((await patch(secondAdmin, id, { status: 'delivered' })).statusCode).toBe(200);

    const entries = await entriesOf(id);
    expect(entries.map((entry) => [entry.action, entry.actor.email])).toEqual([
      ['order.status-changed', secondAdmin.email],
      ['order.status-changed', admin.email],
    ]);
    const [delivered, shipped] = entries;
    expect(shipped).toMatchObject({
      actor: { id: admin.id },
      subject: { type: 'order', id, label: `Order ${id} (${customer.email})` },
      before: { status: 'paid', carrier: null, trackingNumber: null },
      after: { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0142' },
    });
    expect(delivered).toMatchObject({
      before: { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0142' },
      after: { status: 'delivered', carrier: 'DHL', trackingNumber: 'JD0142' },
    });
  });

  it("records an admin's cancel of an unpaid order, and of a paid one refunded; not the customer's own cancel", async () => {
    const unpaid = await newOrder();
    const paid = await newPaidOrder();
    const own = await newOrder();
    expect((await inject(admin, { method: 'DELETE', url: `/api/allorders/${unpaid}` })).json()).toEqual({ deletedCount: 1 });
    expect((await inject(secondAdmin, { method: 'DELETE', url: `/api/allorders/${paid}` })).json()).toEqual({ deletedCount: 1 });
    expect((await inject(customer, { method: 'DELETE', url: `/api/orders/${own}` })).json()).toEqual({ deletedCount: 1 });

    expect(await entriesOf(unpaid)).toMatchObject([
      {
        action: 'order.cancelled',
        actor: { id: admin.id, email: admin.email },
        subject: { type: 'order', id: unpaid, label: `Order ${unpaid} (${customer.email})` },
        before: { status: 'unpaid' },
        after: { status: 'cancelled' },
      },
    ]);
    expect(await entriesOf(paid)).toMatchObject([
      // Refunded as it is cancelled: the shop no longer has its money.
      { action: 'order.cancelled', actor: { email: secondAdmin.email }, before: { status: 'paid', paid: true }, after: { status: 'cancelled', paid: false } },
    ]);
    expect(await entriesOf(own)).toEqual([]);
  });

  it('writes nothing for a change that was refused', async () => {
    const unpaid = await newOrder();
    expect((await patch(admin, unpaid, { status: 'shipped', carrier: 'DHL' })).statusCode).toBe(409);
    expect((await patch(admin, unpaid, { status: 'delivered' })).statusCode).toBe(409);
    expect((await patch(customer, unpaid, { status: 'shipped' })).statusCode).toBe(403);
    expect((await inject(customer, { method: 'DELETE', url: `/api/allorders/${unpaid}` })).statusCode).toBe(403);

    const shipped = await newPaidOrder();
    expect((await patch(admin, shipped, { status: 'shipped' })).statusCode).toBe(200);
    expect((await inject(admin, { method: 'DELETE', url: `/api/allorders/${shipped}` })).statusCode).toBe(409);

    // The provider fails to refund: the order stays paid, and nothing is recorded.
    const paid = await newPaidOrder();
    const spy = vi.spyOn(ctx.app.services.payments.provider, 'refund').mockRejectedValueOnce(new Error('provider down'));
    try {
      expect((await inject(admin, { method: 'DELETE', url: `/api/allorders/${paid}` })).statusCode).toBe(502);
    } finally {
      spy.mockRestore();
    }

    expect(await entriesOf(unpaid)).toEqual([]);
    expect((await entriesOf(shipped)).map((entry) => entry.action)).toEqual(['order.status-changed']);
    expect(await entriesOf(paid)).toEqual([]);
  });

  it('is written in the transaction of the change: when the log cannot be written, the order keeps its status', async () => {
    const id = await newPaidOrder();
    const repository = createOrderRepository(ctx.database.db, ctx.database.dialect, async () => {}, ctx.app.services.shopSettings.taxRules);
    const failingLog = async () => {
      throw new Error('the audit log is unavailable');
    };
    const shipping = { orderId: id, from: 'paid', to: 'shipped', by: 'admin', actorId: admin.id, set: { carrier: 'DHL' } } as const;
    await expect(repository.changeStatus(shipping, failingLog)).rejects.toThrow('unavailable');
    await expect(repository.cancelRefunded(id, { actor: 'admin', actorId: admin.id }, failingLog)).rejects.toThrow('unavailable');
    const order = await ctx.database.db.selectFrom('orders').select(['status', 'carrier']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'paid', carrier: null });
    const events = await ctx.database.db.selectFrom('order_events').select('status').where('order_id', '=', id).execute();
    expect(events.map((event) => event.status)).toEqual(['unpaid', 'paid']);
  });
});

describe("an account's own limit on unpaid orders in the audit log", () => {
  const setLimit = (user: TestUser, email: string, ownLimit: number | null) =>
    inject(user, { method: 'PUT', url: `/api/user/order-limit/${email}`, payload: { ownLimit } });

  it('records each limit an admin sets, in dollars (null: the tier’s), and not a limit set again unchanged', async () => {
    const account = await signUp(ctx.app);
    expect((await setLimit(admin, account.email, 2_500)).statusCode).toBe(200);
    expect((await setLimit(admin, account.email, 2_500)).statusCode).toBe(200);
    expect((await setLimit(secondAdmin, account.email, null)).statusCode).toBe(200);

    const entries = await auditOf({ subjectType: 'user', subjectId: account.id });
    expect(entries).toMatchObject([
      {
        action: 'user.order-limit-set',
        actor: { email: secondAdmin.email },
        subject: { type: 'user', id: account.id, label: account.email },
        before: { ownLimit: 2_500 },
        after: { ownLimit: null },
      },
      { action: 'user.order-limit-set', actor: { id: admin.id, email: admin.email }, before: { ownLimit: null }, after: { ownLimit: 2_500 } },
    ]);
  });

  it('two admins setting a limit at once: the later entry starts from the earlier one’s limit', async () => {
    const account = await signUp(ctx.app);
    const answers = await Promise.all([setLimit(admin, account.email, 100), setLimit(secondAdmin, account.email, 200)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [later, earlier] = await auditOf({ subjectType: 'user', subjectId: account.id });
    expect(earlier!.before).toEqual({ ownLimit: null });
    expect(later!.before).toEqual(earlier!.after);
  });

  it('writes nothing for a limit that was refused', async () => {
    const account = await signUp(ctx.app);
    expect((await setLimit(account, account.email, 9_000)).statusCode).toBe(403);
    expect((await setLimit(admin, account.email, -5)).statusCode).toBe(400);
    expect((await setLimit(admin, `nobody-${account.email}`, 100)).statusCode).toBe(404);
    expect(await auditOf({ subjectType: 'user', subjectId: account.id })).toEqual([]);
    expect(await auditOf({ action: 'user.order-limit-set', actor: account.email })).toEqual([]);
  });
});
