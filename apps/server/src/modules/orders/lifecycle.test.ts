import { ORDER_ACTORS, ORDER_STATUSES, type OrderStatus, messages } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { payOrder, placeOrder, stockOf } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { OrderActor } from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import { assertMayChangeStatus, changeOrderStatus, mayChangeStatus } from './lifecycle';

/** The whole lifecycle, written out: every other (from, to, actor) is refused. */
const ALLOWED = new Set([
  // The bank transfer of an order on terms (terms.test.ts).
  'unpaid>paid>admin',
  'unpaid>paid>shop',
  // An order on terms shipped before its transfer (terms.test.ts).
  'unpaid>shipped>admin',
  'unpaid>cancelled>customer',
  'unpaid>cancelled>admin',
  'unpaid>cancelled>shop',
  'paid>shipped>admin',
  'paid>cancelled>admin',
  'shipped>delivered>admin',
]);

/** What the person asking reads when a change is refused. */
function refusal(from: OrderStatus, to: OrderStatus): string {
  if (to === 'cancelled') {
    if (from === 'cancelled') return messages.orders.alreadyCancelled;
    if (from === 'paid') return messages.orders.paidCannotBeCancelled;
    return messages.orders.shippedCannotBeCancelled;
  }
  if (to === 'shipped') return messages.orders.cannotShip;
  if (to === 'delivered') return messages.orders.cannotDeliver;
  return messages.payments.orderNotPayable;
}

const EVERY_CHANGE = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.flatMap((to) => ORDER_ACTORS.map((by) => [from, to, by] as [OrderStatus, OrderStatus, OrderActor])),
);

describe('the transition table', () => {
  it('covers 5 x 5 x 3 changes, 9 of them allowed', () => {
    expect(EVERY_CHANGE).toHaveLength(75);
    expect(EVERY_CHANGE.filter(([from, to, by]) => mayChangeStatus(from, to, by)).map((change) => change.join('>'))).toEqual([...ALLOWED]);
  });

  it.each(EVERY_CHANGE)('%s -> %s by %s', (from, to, by) => {
    const allowed = ALLOWED.has(`${from}>${to}>${by}`);
    expect(mayChangeStatus(from, to, by)).toBe(allowed);
    if (allowed) {
      expect(() => assertMayChangeStatus(from, to, by)).not.toThrow();
      return;
    }
    let thrown: unknown;
    try {
      assertMayChangeStatus(from, to, by);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConflictError);
    expect((thrown as ConflictError).statusCode).toBe(409);
    expect((thrown as ConflictError).message).toBe(refusal(from, to));
  });
});

let ctx: TestContext;
let customer: TestUser;
let other: TestUser;
let admin: TestUser;
let secondAdmin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  customer = await signUp(ctx.app);
  other = await signUp(ctx.app);
  admin = await signUpAdmin(ctx.app);
  secondAdmin = await signUpAdmin(ctx.app);
});
afterAll(() => ctx.close());

const HOLD_MS = 7 * 24 * 3_600_000;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const inject = (user: TestUser | null, options: Parameters<typeof as>[1]) => ctx.app.inject(as(user, options));
const newPart = () => createProduct(ctx.database.db, { name: 'Heat Sink', price_cents: 1_500, minimum: 2, quantity: 100 });
const newOrder = async (partId: string | number, quantity = 4, user = customer) => {
  const response = await placeOrder(ctx.app, user, partId, quantity);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().insertedId as string;
};
const newPaidOrder = async (partId: string | number, quantity = 4) => {
  const id = await newOrder(partId, quantity);
  await payOrder(ctx.app, customer, id);
  return id;
};
const changeStatus = (user: TestUser | null, id: string, payload: unknown) =>
  inject(user, { method: 'PATCH', url: `/api/allorders/${id}`, payload: payload as object });
const ship = (id: string, user: TestUser | null = admin, extra: Record<string, unknown> = {}) => changeStatus(user, id, { status: 'shipped', ...extra });
const deliver = (id: string, user: TestUser | null = admin) => changeStatus(user, id, { status: 'delivered' });
const orderOf = async (id: string, user: TestUser = admin) => {
  const response = await inject(user, { method: 'GET', url: `/api/orders/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const conflict = (message: string) => ({ code: 'CONFLICT', message });
const paymentOf = async (orderId: string) =>
  (await ctx.database.db.selectFrom('test_payment_intents').select('status').where('order_id', '=', orderId).executeTakeFirstOrThrow()).status;
const eventsOf = (id: string) =>
  ctx.database.db.selectFrom('order_events').select(['status', 'actor', 'actor_id']).where('order_id', '=', id).orderBy('id').execute();

describe('shipping and delivering through Manage Orders', () => {
  it('walks an order from unpaid to delivered, refusing every step out of turn', async () => {
    const part = await newPart();
    const id = await newOrder(part.id, 4);
    expect(await stockOf(ctx.app, part.id)).toBe(96);

    const unpaidShip = await ship(id);
    expect(unpaidShip.statusCode).toBe(409);
    expect(unpaidShip.json()).toEqual(conflict(messages.orders.cannotShip));
    const unpaidDeliver = await deliver(id);
    expect(unpaidDeliver.statusCode).toBe(409);
    expect(unpaidDeliver.json()).toEqual(conflict(messages.orders.cannotDeliver));

    await payOrder(ctx.app, customer, id);
    const paidDeliver = await deliver(id);
    expect(paidDeliver.statusCode).toBe(409);
    expect(paidDeliver.json()).toEqual(conflict(messages.orders.cannotDeliver));
    expect(await orderOf(id)).toMatchObject({ status: 'paid', shippedAt: null, deliveredAt: null });

    const before = Date.now();
    const shipped = await ship(id, admin, { carrier: 'DHL Express', trackingNumber: 'JD0146 0000 1234' });
    const after = Date.now();
    expect(shipped.statusCode, shipped.body).toBe(200);
    const answer = shipped.json();
    expect(answer).toMatchObject({
      _id: id,
      status: 'shipped',
      paid: true,
      carrier: 'DHL Express',
      trackingNumber: 'JD0146 0000 1234',
      deliveredAt: null,
      payBy: null,
      quantity: 4,
      price: 60,
    });
    expect(answer.shippedAt).toMatch(ISO);
    expect(new Date(answer.shippedAt).getTime()).toBeGreaterThanOrEqual(before);
    expect(new Date(answer.shippedAt).getTime()).toBeLessThanOrEqual(after);
    expect(answer.history.map((event: { status: string }) => event.status)).toEqual(['unpaid', 'paid', 'shipped']);
    // GET answers what the PATCH answered.
    expect(await orderOf(id)).toEqual(answer);

    const shipTwice = await ship(id, admin, { carrier: 'FedEx' });
    expect(shipTwice.statusCode).toBe(409);
    expect(shipTwice.json()).toEqual(conflict(messages.orders.cannotShip));
    expect(await orderOf(id)).toMatchObject({ carrier: 'DHL Express', shippedAt: answer.shippedAt });

    const customerCancel = await inject(customer, { method: 'DELETE', url: `/api/orders/${id}` });
    expect(customerCancel.statusCode).toBe(409);
    expect(customerCancel.json()).toEqual(conflict(messages.orders.shippedCannotBeCancelled));
    const adminCancel = await inject(admin, { method: 'DELETE', url: `/api/allorders/${id}` });
    expect(adminCancel.statusCode).toBe(409);
    expect(adminCancel.json()).toEqual(conflict(messages.orders.shippedCannotBeCancelled));
    expect(await stockOf(ctx.app, part.id)).toBe(96);
    // Nothing was refunded either.
    const intent = await ctx.database.db.selectFrom('test_payment_intents').select('status').where('order_id', '=', id).executeTakeFirstOrThrow();
    expect(intent.status).toBe('succeeded');

    const delivered = await deliver(id);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({
      status: 'delivered',
      paid: true,
      carrier: 'DHL Express',
      trackingNumber: 'JD0146 0000 1234',
      shippedAt: answer.shippedAt,
    });
    expect(delivered.json().deliveredAt).toMatch(ISO);
    expect(new Date(delivered.json().deliveredAt).getTime()).toBeGreaterThanOrEqual(new Date(answer.shippedAt).getTime());

    for (const response of [await ship(id), await deliver(id)]) expect(response.statusCode).toBe(409);
    expect((await ship(id)).json()).toEqual(conflict(messages.orders.cannotShip));
    expect((await deliver(id)).json()).toEqual(conflict(messages.orders.cannotDeliver));
    const cancelDelivered = await inject(admin, { method: 'DELETE', url: `/api/allorders/${id}` });
    expect(cancelDelivered.statusCode).toBe(409);
    expect(await orderOf(id)).toMatchObject({ status: 'delivered', deliveredAt: delivered.json().deliveredAt });
    expect(await stockOf(ctx.app, part.id)).toBe(96);
    expect((await eventsOf(id)).map((event) => event.status)).toEqual(['unpaid', 'paid', 'shipped', 'delivered']);
  });

  it('ships without a carrier or tracking number; blank ones are stored as none', async () => {
    const part = await newPart();
    const bare = await ship(await newPaidOrder(part.id));
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json()).toMatchObject({ status: 'shipped', carrier: null, trackingNumber: null });
    const blank = await ship(await newPaidOrder(part.id), admin, { carrier: '   ', trackingNumber: '' });
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json()).toMatchObject({ status: 'shipped', carrier: null, trackingNumber: null });
    const trimmed = await ship(await newPaidOrder(part.id), admin, { carrier: '  UPS ', trackingNumber: ' 1Z 999-AA1 ' });
    expect(trimmed.json()).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z 999-AA1' });
  });

  it('a cancelled order is neither shipped nor delivered, whoever cancelled it', async () => {
    const part = await newPart();
    const byCustomer = await newOrder(part.id);
    expect((await inject(customer, { method: 'DELETE', url: `/api/orders/${byCustomer}` })).json()).toEqual({ deletedCount: 1 });
    const refunded = await newPaidOrder(part.id);
    expect((await inject(admin, { method: 'DELETE', url: `/api/allorders/${refunded}` })).json()).toEqual({ deletedCount: 1 });
    for (const id of [byCustomer, refunded]) {
      const shipped = await ship(id);
      expect(shipped.statusCode).toBe(409);
      expect(shipped.json()).toEqual(conflict(messages.orders.cannotShip));
      const delivered = await deliver(id);
      expect(delivered.statusCode).toBe(409);
      expect(delivered.json()).toEqual(conflict(messages.orders.cannotDeliver));
      expect(await orderOf(id)).toMatchObject({ status: 'cancelled', shippedAt: null, deliveredAt: null, carrier: null });
    }
    expect(await stockOf(ctx.app, part.id)).toBe(100);
  });

  it('only an admin moves an order on: customers get 403, visitors 401, a missing order 404', async () => {
    const part = await newPart();
    const id = await newPaidOrder(part.id);
    for (const [user, status] of [
      [customer, 403],
      [other, 403],
      [null, 401],
    ] as const) {
      expect((await ship(id, user)).statusCode).toBe(status);
      expect((await deliver(id, user)).statusCode).toBe(status);
    }
    expect(await orderOf(id)).toMatchObject({ status: 'paid', shippedAt: null });
    const missing = await ship('987654321');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: messages.orders.notFound });
    expect((await ship('not-a-number')).statusCode).toBe(400);
  });

  it.each([
    [{ status: 'cancelled' }],
    [{ status: 'paid' }],
    [{ status: 'unpaid' }],
    [{ status: 'bogus' }],
    [{ status: 'SHIPPED' }],
    [{}],
    [{ carrier: 'DHL' }],
    [{ status: 'shipped', carrier: 'DHL', note: 'fragile' }],
    [{ status: 'shipped', paid: true }],
    [{ status: 'delivered', carrier: 'DHL' }],
    [{ status: 'delivered', trackingNumber: 'AB 12' }],
    [{ status: 'shipped', trackingNumber: '<script>alert(1)</script>' }],
    [{ status: 'shipped', trackingNumber: 'AB12;drop' }],
    [{ status: 'shipped', carrier: '<b>DHL</b>' }],
    [{ status: 'shipped', carrier: 'DHL\u0000' }],
    [{ status: 'shipped', carrier: 'x'.repeat(61) }],
    [{ status: 'shipped', trackingNumber: 12345 }],
  ])('answers %o with 400 and changes nothing', async (payload) => {
    const part = await newPart();
    const id = await newPaidOrder(part.id);
    const response = await changeStatus(admin, id, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
    expect(await orderOf(id)).toMatchObject({ status: 'paid', shippedAt: null, carrier: null, trackingNumber: null });
    expect(await eventsOf(id)).toHaveLength(2);
  });

  it('changeOrderStatus itself refuses a change the table does not allow, and writes nothing', async () => {
    const part = await newPart();
    const id = await newPaidOrder(part.id);
    await expect(
      changeOrderStatus(ctx.database.db, { orderId: id, from: 'paid', to: 'delivered', by: 'admin', actorId: admin.id }, ctx.app.services.mail.orderChanged),
    ).rejects.toThrow('No order goes from paid to delivered by admin');
    await expect(
      changeOrderStatus(
        ctx.database.db,
        { orderId: id, from: 'paid', to: 'shipped', by: 'customer', actorId: customer.id },
        ctx.app.services.mail.orderChanged,
      ),
    ).rejects.toThrow();
    // From a status the order is not in: nothing changes, nothing is recorded.
    expect(
      await changeOrderStatus(
        ctx.database.db,
        { orderId: id, from: 'shipped', to: 'delivered', by: 'admin', actorId: admin.id },
        ctx.app.services.mail.orderChanged,
      ),
    ).toBeUndefined();
    expect(await orderOf(id)).toMatchObject({ status: 'paid', deliveredAt: null });
    expect((await eventsOf(id)).map((event) => event.status)).toEqual(['unpaid', 'paid']);
  });
});

describe('the history of an order', () => {
  it('an admin reads every step with its time and who made it; the customer reads the same without emails', async () => {
    const part = await newPart();
    const id = await newOrder(part.id);
    await payOrder(ctx.app, customer, id);
    expect((await ship(id, admin, { carrier: 'DHL' })).statusCode).toBe(200);
    expect((await deliver(id, secondAdmin)).statusCode).toBe(200);

    const asAdmin = await orderOf(id, admin);
    expect(asAdmin.history).toEqual([
      { status: 'unpaid', by: 'customer', actorEmail: customer.email, at: asAdmin.createdAt },
      { status: 'paid', by: 'shop', actorEmail: null, at: asAdmin.paidAt },
      { status: 'shipped', by: 'admin', actorEmail: admin.email, at: asAdmin.shippedAt },
      { status: 'delivered', by: 'admin', actorEmail: secondAdmin.email, at: asAdmin.deliveredAt },
    ]);
    const times = asAdmin.history.map((event: { at: string }) => event.at);
    for (const time of times) expect(time).toMatch(ISO);
    expect([...times].sort()).toEqual(times);
    expect(new Date(asAdmin.deliveredAt).getTime()).toBeGreaterThanOrEqual(new Date(asAdmin.createdAt).getTime());

    const asCustomer = await orderOf(id, customer);
    expect(asCustomer.history).toEqual(asAdmin.history.map((event: object) => ({ ...event, actorEmail: null })));
    // Another admin reads the same emails.
    expect((await orderOf(id, secondAdmin)).history).toEqual(asAdmin.history);
    expect((await inject(other, { method: 'GET', url: `/api/orders/${id}` })).statusCode).toBe(404);

    const stored = await eventsOf(id);
    expect(stored).toEqual([
      { status: 'unpaid', actor: 'customer', actor_id: customer.id },
      { status: 'paid', actor: 'shop', actor_id: null },
      { status: 'shipped', actor: 'admin', actor_id: admin.id },
      { status: 'delivered', actor: 'admin', actor_id: secondAdmin.id },
    ]);
  });

  it('records a cancel by the customer', async () => {
    const part = await newPart();
    const id = await newOrder(part.id);
    expect((await inject(customer, { method: 'DELETE', url: `/api/orders/${id}` })).json()).toEqual({ deletedCount: 1 });
    const order = await orderOf(id);
    expect(order.history).toEqual([
      { status: 'unpaid', by: 'customer', actorEmail: customer.email, at: order.createdAt },
      { status: 'cancelled', by: 'customer', actorEmail: customer.email, at: expect.stringMatching(ISO) },
    ]);
    expect((await orderOf(id, customer)).history.map((event: { actorEmail: unknown }) => event.actorEmail)).toEqual([null, null]);
  });

  it('records a cancel of an unpaid order by an admin', async () => {
    const part = await newPart();
    const id = await newOrder(part.id);
    expect((await inject(admin, { method: 'DELETE', url: `/api/allorders/${id}` })).json()).toEqual({ deletedCount: 1 });
    const order = await orderOf(id);
    expect(order.history).toEqual([
      { status: 'unpaid', by: 'customer', actorEmail: customer.email, at: order.createdAt },
      { status: 'cancelled', by: 'admin', actorEmail: admin.email, at: expect.stringMatching(ISO) },
    ]);
  });

  it('records the refund and cancel of a paid order by an admin, and gives its parts back', async () => {
    const part = await newPart();
    const id = await newPaidOrder(part.id, 6);
    expect(await stockOf(ctx.app, part.id)).toBe(94);
    expect((await inject(admin, { method: 'DELETE', url: `/api/allorders/${id}` })).json()).toEqual({ deletedCount: 1 });
    expect(await stockOf(ctx.app, part.id)).toBe(100);
    const order = await orderOf(id);
    expect(order).toMatchObject({ status: 'cancelled', paid: false });
    expect(order.history).toEqual([
      { status: 'unpaid', by: 'customer', actorEmail: customer.email, at: order.createdAt },
      { status: 'paid', by: 'shop', actorEmail: null, at: order.paidAt },
      { status: 'cancelled', by: 'admin', actorEmail: admin.email, at: expect.stringMatching(ISO) },
    ]);
    const intent = await ctx.database.db.selectFrom('test_payment_intents').select('status').where('order_id', '=', id).executeTakeFirstOrThrow();
    expect(intent.status).toBe('refunded');
  });

  it('records the end of the hold as a cancel by the shop', async () => {
    const part = await newPart();
    const id = await newOrder(part.id, 5);
    const placed = new Date((await orderOf(id)).createdAt).getTime();
    await ctx.app.services.orders.expireUnpaid(new Date(placed + HOLD_MS - 1_000));
    expect((await orderOf(id)).status).toBe('unpaid');
    expect(await ctx.app.services.orders.expireUnpaid(new Date(placed + HOLD_MS + 1_000))).toBeGreaterThanOrEqual(1);
    const order = await orderOf(id);
    expect(order.status).toBe('cancelled');
    expect(order.history).toEqual([
      { status: 'unpaid', by: 'customer', actorEmail: customer.email, at: order.createdAt },
      { status: 'cancelled', by: 'shop', actorEmail: null, at: expect.stringMatching(ISO) },
    ]);
    expect(await stockOf(ctx.app, part.id)).toBe(100);
  });

  it('keeps the history when the customer account is deleted, without an email for it', async () => {
    const leaving = await signUp(ctx.app);
    const part = await newPart();
    const id = await newOrder(part.id, 2, leaving);
    expect((await inject(admin, { method: 'DELETE', url: `/api/user/${leaving.email}` })).json()).toEqual({ deletedCount: 1 });
    const order = await orderOf(id);
    expect(order.history).toEqual([{ status: 'unpaid', by: 'customer', actorEmail: null, at: order.createdAt }]);
    expect(order.email).toBe(leaving.email);
  });
});

describe('two admins at once', () => {
  it('shipping the same paid order at the same moment: one 200, one 409, one shipped event', async () => {
    const part = await newPart();
    for (let round = 0; round < 10; round++) {
      const id = await newPaidOrder(part.id, 2);
      const responses = await Promise.all([
        ship(id, admin, { carrier: 'DHL', trackingNumber: 'DHL 1' }),
        ship(id, secondAdmin, { carrier: 'FedEx', trackingNumber: 'FDX 2' }),
      ]);
      const statuses = responses.map((response) => response.statusCode);
      expect([...statuses].sort(), `round ${round}`).toEqual([200, 409]);
      const winner = statuses[0] === 200 ? 0 : 1;
      const loser = responses[1 - winner]!;
      expect(loser.json()).toEqual(conflict(messages.orders.cannotShip));
      const events = await eventsOf(id);
      expect(events.filter((event) => event.status === 'shipped')).toEqual([{ status: 'shipped', actor: 'admin', actor_id: [admin, secondAdmin][winner]!.id }]);
      expect(events).toHaveLength(3);
      // The order carries the winner's carrier, as the winner's answer said.
      const order = await orderOf(id);
      expect(order).toMatchObject({ status: 'shipped', carrier: ['DHL', 'FedEx'][winner], trackingNumber: ['DHL 1', 'FDX 2'][winner] });
      expect(responses[winner]!.json()).toEqual(order);
    }
  });

  it('delivering the same shipped order at the same moment: one 200, one 409, one delivered event', async () => {
    const part = await newPart();
    for (let round = 0; round < 5; round++) {
      const id = await newPaidOrder(part.id, 2);
      expect((await ship(id)).statusCode).toBe(200);
      const statuses = (await Promise.all([deliver(id, admin), deliver(id, secondAdmin)])).map((response) => response.statusCode);
      expect([...statuses].sort(), `round ${round}`).toEqual([200, 409]);
      expect((await eventsOf(id)).filter((event) => event.status === 'delivered')).toHaveLength(1);
    }
  });

  it('shipping and refunding the same paid order at once: it ships with its payment kept, or is refunded and cancelled, never both', async () => {
    const part = await newPart();
    for (let round = 0; round < 20; round++) {
      const stockBefore = await stockOf(ctx.app, part.id);
      const id = await newPaidOrder(part.id, 2);
      // The ship starts up to 18 ms after the cancel, so that it meets the refund at different points.
      const [shipped, cancelled] = await Promise.all([
        new Promise((resolve) => setTimeout(resolve, (round % 10) * 2)).then(() => ship(id, admin)),
        inject(secondAdmin, { method: 'DELETE', url: `/api/allorders/${id}` }),
      ]);
      const order = await orderOf(id);
      const seen = `round ${round}: ship ${shipped.statusCode}, cancel ${cancelled.statusCode} ${cancelled.body}, order ${order.status}, payment ${await paymentOf(id)}`;
      if (order.status === 'shipped') {
        expect(shipped.statusCode, seen).toBe(200);
        expect(cancelled.json(), seen).toEqual(conflict(messages.orders.shippedCannotBeCancelled));
        expect(await paymentOf(id), seen).toBe('succeeded');
        expect(await stockOf(ctx.app, part.id), seen).toBe(stockBefore - 2);
      } else {
        expect(order.status, seen).toBe('cancelled');
        expect(cancelled.json(), seen).toEqual({ deletedCount: 1 });
        expect(shipped.json(), seen).toEqual(conflict(messages.orders.cannotShip));
        expect(await paymentOf(id), seen).toBe('refunded');
        expect(await stockOf(ctx.app, part.id), seen).toBe(stockBefore);
      }
    }
  });

  it('an admin who ships while the provider is refunding the order gets 409; the refund and cancel complete', async () => {
    const part = await newPart();
    const id = await newPaidOrder(part.id, 3);
    const { provider } = ctx.app.services.payments;
    const refund = provider.refund.bind(provider);
    let shippedMeanwhile: Awaited<ReturnType<typeof ship>> | undefined;
    const spy = vi.spyOn(provider, 'refund').mockImplementationOnce(async (intentId) => {
      shippedMeanwhile = await ship(id, admin, { carrier: 'DHL' });
      await refund(intentId);
    });
    try {
      expect((await inject(secondAdmin, { method: 'DELETE', url: `/api/allorders/${id}` })).json()).toEqual({ deletedCount: 1 });
    } finally {
      spy.mockRestore();
    }
    expect(shippedMeanwhile?.statusCode).toBe(409);
    expect(shippedMeanwhile?.json()).toEqual(conflict(messages.orders.cannotShip));
    expect(await orderOf(id)).toMatchObject({ status: 'cancelled', shippedAt: null, carrier: null });
    expect(await paymentOf(id)).toBe('refunded');
    expect((await eventsOf(id)).map((event) => event.status)).toEqual(['unpaid', 'paid', 'cancelled']);
    expect(await stockOf(ctx.app, part.id)).toBe(100);
  });

  it('when the provider fails to refund, the order stays paid and can be shipped', async () => {
    const part = await newPart();
    const id = await newPaidOrder(part.id, 3);
    const { provider } = ctx.app.services.payments;
    const spy = vi.spyOn(provider, 'refund').mockRejectedValueOnce(new Error('provider down'));
    try {
      expect((await inject(secondAdmin, { method: 'DELETE', url: `/api/allorders/${id}` })).statusCode).toBe(502);
    } finally {
      spy.mockRestore();
    }
    expect(await orderOf(id)).toMatchObject({ status: 'paid' });
    expect(await paymentOf(id)).toBe('succeeded');
    expect((await ship(id)).json()).toMatchObject({ status: 'shipped' });
    expect(await stockOf(ctx.app, part.id)).toBe(97);
  });
});
