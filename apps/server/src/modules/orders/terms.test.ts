import { type InvoiceSummary, messages } from '@partsmith/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { renderedDocumentText } from '../../../test/invoices';
import { payOrder } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';
import type { SessionUser } from '../../plugins/guards';

const DAY_MS = 24 * 3_600_000;

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
});
afterAll(() => ctx.close());

const inject = (user: TestUser | null, options: InjectOptions) => ctx.app.inject(as(user, options));
const path = (user: TestUser) => encodeURIComponent(user.email);
const companyOf = async (user: TestUser) => (await inject(user, { method: 'GET', url: `/api/user/company/${path(user)}` })).json();
const grantTerms = async (user: TestUser, days: number, creditLimit: number) => {
  const response = await inject(admin, { method: 'PUT', url: `/api/user/payment-terms/${path(user)}`, payload: { days, creditLimit } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
/** Puts `quantity` pieces of a new $10 part (prices include tax: the demo's settings) in the customer's cart. */
const cartOf = async (customer: TestUser, quantity: number, stock = 1_000) => {
  const part = await createProduct(ctx.database.db, { price_cents: 1000, minimum: 1, quantity: stock });
  const added = await inject(customer, { method: 'POST', url: '/api/cart/lines', payload: { lines: [{ productId: String(part.id), quantity }] } });
  expect(added.statusCode, added.body).toBe(200);
  return String(part.id);
};
const checkout = (customer: TestUser, paymentMethod?: 'card' | 'transfer') =>
  inject(customer, { method: 'POST', url: '/api/checkout', payload: { phone: '+880 1711 000000', address: 'Dock 4, Chattogram', paymentMethod } });
const stockOf = async (partId: string) => (await ctx.app.services.catalog.get(partId)).quantity;
const documentsOf = async (user: TestUser, orderId: string): Promise<InvoiceSummary[]> =>
  (await inject(user, { method: 'GET', url: `/api/orders/${orderId}/documents` })).json();
/**
 * A new customer on net `days` terms up to `creditLimit` (its address verified, so that order mail goes to it, with
 * `verified`), and its order by bank transfer of `quantity` pieces of a new $10 part.
 */
const orderOnTerms = async (quantity: number, { days = 30, creditLimit = 500, verified = false } = {}) => {
  const customer = await signUp(ctx.app);
  if (verified) await ctx.database.db.updateTable('users').set({ email_verified: 1 }).where('id', '=', customer.id).execute();
  await grantTerms(customer, days, creditLimit);
  await cartOf(customer, quantity);
  const placed = await checkout(customer, 'transfer');
  expect(placed.statusCode, placed.body).toBe(201);
  return { customer, order: placed.json().order };
};
const recordTransfer = (user: TestUser, orderId: string, amount: number, reference = 'BANK-REF-1') =>
  inject(user, { method: 'POST', url: `/api/allorders/${orderId}/payment`, payload: { amount, reference } });

describe('ordering by bank transfer on terms', () => {
  it('is refused to an account without terms, and books nothing', async () => {
    const customer = await signUp(ctx.app);
    const partId = await cartOf(customer, 5);
    const response = await checkout(customer, 'transfer');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.orders.noPaymentTerms);
    expect(await stockOf(partId)).toBe(1_000);
    expect((await inject(customer, { method: 'GET', url: '/api/cart' })).json().lines).toHaveLength(1);
  });

  it('places an order due in the account’s days, invoiced at once with the due day and the bank details, that never expires', async () => {
    const customer = await signUp(ctx.app);
    expect((await grantTerms(customer, 30, 100)).paymentTerms).toEqual({ days: 30, creditLimit: 100, owed: 0 });
    await cartOf(customer, 6);
    const response = await checkout(customer, 'transfer');
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json();
    expect(order).toMatchObject({ status: 'unpaid', price: 60, payBy: null });
    expect(Date.parse(order.paymentDueAt) - Date.parse(order.createdAt)).toBeCloseTo(30 * DAY_MS, -4);
    expect((await companyOf(customer)).paymentTerms).toEqual({ days: 30, creditLimit: 100, owed: 60 });

    const [invoice, ...more] = await documentsOf(customer, order._id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', total: 60 });
    const text = await renderedDocumentText(ctx, customer, invoice!);
    expect(text).toContain('Payable by bank transfer by');
    expect(text).not.toContain('Paid by card');

    // Far past any hold, the expiry sweep leaves it.
    await ctx.app.services.orders.expireUnpaid(new Date(Date.now() + 365 * DAY_MS));
    expect((await inject(customer, { method: 'GET', url: `/api/orders/${order._id}` })).json().status).toBe('unpaid');
  });

  it('refuses an order beyond the credit limit, with what is owed, and books nothing', async () => {
    const customer = await signUp(ctx.app);
    await grantTerms(customer, 14, 100);
    await cartOf(customer, 7);
    expect((await checkout(customer, 'transfer')).statusCode).toBe(201);
    const partId = await cartOf(customer, 4);
    const response = await checkout(customer, 'transfer');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(messages.orders.overCreditLimit(100, 70));
    expect(await stockOf(partId)).toBe(1_000);
    // By card it is an ordinary order.
    expect((await checkout(customer, 'card')).statusCode).toBe(201);
  });

  it('never lets concurrent orders on terms owe more than the credit limit', async () => {
    const customer = await signUp(ctx.app);
    await grantTerms(customer, 30, 100);
    // Straight to the orders service: one account's checkouts share its one cart.
    const caller: SessionUser = { id: customer.id, email: customer.email, name: customer.name, role: null, sessionToken: '' };
    const attempts = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const part = await createProduct(ctx.database.db, { price_cents: 3000, minimum: 1, quantity: 10 });
        return ctx.app.services.orders
          .placeLines(caller, { lines: [{ productId: String(part.id), quantity: 1 }], phone: '+880 1711 000000', address: 'Dhaka', onTerms: true }, null)
          .then(
            () => 'placed',
            (error: Error) => error.message,
          );
      }),
    );
    expect(attempts.filter((outcome) => outcome === 'placed')).toHaveLength(3);
    expect(attempts.filter((outcome) => outcome !== 'placed').every((message) => message.startsWith('This order would take what you owe'))).toBe(true);
    expect((await companyOf(customer)).paymentTerms.owed).toBe(90);
  });

  it('is paid when an admin records the transfer of its total; a card order is not paid that way', async () => {
    const { customer, order } = await orderOnTerms(5);
    expect((await recordTransfer(customer, order._id, 50)).statusCode).toBe(403);
    // Its invoice asks for a transfer: it is not paid by card.
    const cardIntent = await inject(customer, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order._id } });
    expect(cardIntent.statusCode).toBe(409);
    expect(cardIntent.json().message).toBe(messages.orders.paidByTransfer);
    const wrong = await recordTransfer(admin, order._id, 49.99);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(messages.orders.transferAmountDiffers(50));
    const paid = await recordTransfer(admin, order._id, 50, 'DBBL-2026-1127-0042');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paid: true, transactionId: 'DBBL-2026-1127-0042' });
    expect(paid.json().history.at(-1)).toMatchObject({ status: 'paid', by: 'admin', actorEmail: admin.email });
    expect((await recordTransfer(admin, order._id, 50)).statusCode).toBe(409);
    // Invoiced once, when placed.
    expect((await documentsOf(customer, order._id)).map((document) => document.kind)).toEqual(['invoice']);
    expect((await companyOf(customer)).paymentTerms.owed).toBe(0);
    const log = (await inject(admin, { method: 'GET', url: `/api/admin/audit?action=order.payment-recorded&subjectId=${order._id}` })).json();
    expect(log[0]).toMatchObject({ after: { status: 'paid' }, before: { status: 'unpaid' } });

    await cartOf(customer, 1);
    const byCard = (await checkout(customer, 'card')).json().order;
    const refused = await recordTransfer(admin, byCard._id, byCard.price);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.orders.notOnTerms);
  });

  it('ships before its transfer (a card order does not), owes it until an admin records it, then is paid as it stands', async () => {
    const { customer, order } = await orderOnTerms(3, { creditLimit: 50, verified: true });
    const ship = (id: string) => inject(admin, { method: 'PATCH', url: `/api/allorders/${id}`, payload: { status: 'shipped', carrier: 'DHL' } });
    const shipped = await ship(order._id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', paid: false, paidAt: null, carrier: 'DHL' });
    expect((await inject(admin, { method: 'PATCH', url: `/api/allorders/${order._id}`, payload: { status: 'delivered' } })).statusCode).toBe(200);
    await cartOf(customer, 1);
    const byCard = (await checkout(customer, 'card')).json().order;
    expect((await ship(byCard._id)).json()).toEqual({ code: 'CONFLICT', message: messages.orders.cannotShip });

    // Shipped, it is still owed: it counts against the credit limit, is overdue past its day and reminded of.
    expect((await companyOf(customer)).paymentTerms.owed).toBe(30);
    await cartOf(customer, 3);
    expect((await checkout(customer, 'transfer')).json().message).toBe(messages.orders.overCreditLimit(50, 30));
    const overview = async () => (await inject(admin, { method: 'GET', url: '/api/admin/overview' })).json();
    const before = await overview();
    await ctx.database.db
      .updateTable('orders')
      .set({ payment_due_at: new Date(Date.now() - DAY_MS).toISOString() })
      .where('id', '=', order._id)
      .execute();
    expect((await overview()).overdueInvoices).toBe(before.overdueInvoices + 1);
    // Manage Orders lists the overdue ones, shipped or not: the overview's figure opens it.
    const overdueListed = async () => {
      const listed = await inject(admin, { method: 'GET', url: '/api/allorders?status=all&overdue=true&sort=oldest' });
      expect(listed.statusCode, listed.body).toBe(200);
      const orders = listed.json() as { _id: string; paymentDueAt: string }[];
      expect(Number(listed.headers['x-total-count'])).toBe(orders.length);
      expect(orders.every((each) => Date.parse(each.paymentDueAt) < Date.now())).toBe(true);
      return orders.map((each) => each._id);
    };
    expect(await overdueListed()).toContain(order._id);
    expect((await overdueListed()).length).toBe((await overview()).overdueInvoices);
    expect((await inject(admin, { method: 'GET', url: '/api/allorders?overdue=yes' })).statusCode).toBe(400);
    await ctx.app.services.mail.remindOverdue();
    const outbox = async (kind: string) =>
      (await ctx.database.db.selectFrom('outbox').select('data').where('kind', '=', kind).execute())
        .map((row) => JSON.parse(row.data) as { orderId: string; shipped?: boolean })
        .filter((data) => data.orderId === order._id);
    expect(await outbox('payment-overdue')).toHaveLength(1);

    const paid = await recordTransfer(admin, order._id, 30, 'DBBL-2026-1127-0043');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'delivered', paid: true, transactionId: 'DBBL-2026-1127-0043', carrier: 'DHL' });
    expect(paid.json().paidAt).not.toBeNull();
    expect(paid.json().history.map((event: { status: string }) => event.status)).toEqual(['unpaid', 'shipped', 'delivered', 'paid']);
    expect((await recordTransfer(admin, order._id, 30)).statusCode).toBe(409);
    expect((await companyOf(customer)).paymentTerms.owed).toBe(0);
    const after = await overview();
    expect(after.overdueInvoices).toBe(before.overdueInvoices);
    expect(await overdueListed()).not.toContain(order._id);
    expect(after.revenueLast30Days).toBeCloseTo(before.revenueLast30Days + 30, 2);
    // The buyer is told the payment arrived, without a delivery promise for parts already delivered.
    expect(await outbox('order-paid')).toEqual([expect.objectContaining({ shipped: true })]);
    // Invoiced once, when placed; the audit log says the status stayed and the order became paid.
    expect((await documentsOf(customer, order._id)).map((document) => document.kind)).toEqual(['invoice']);
    const log = (await inject(admin, { method: 'GET', url: `/api/admin/audit?action=order.payment-recorded&subjectId=${order._id}` })).json();
    expect(log[0]).toMatchObject({ before: { status: 'delivered', paid: false }, after: { status: 'delivered', paid: true } });
  });

  it('is left out of the unpaid value the order-limit answer shows, as placing leaves it out', async () => {
    const { customer } = await orderOnTerms(4);
    await cartOf(customer, 1);
    expect((await checkout(customer, 'card')).statusCode).toBe(201);
    const limit = await inject(customer, { method: 'GET', url: `/api/user/order-limit/${path(customer)}` });
    expect(limit.statusCode, limit.body).toBe(200);
    // The card order's $10 only: the $40 on terms is owed against the credit limit.
    expect(limit.json()).toMatchObject({ unpaidValue: 10 });
    expect((await companyOf(customer)).paymentTerms.owed).toBe(40);
  });

  it('awaits shipment unpaid, on the overview and in the awaiting-shipment list, where an unpaid card order does not', async () => {
    const overview = async () => (await inject(admin, { method: 'GET', url: '/api/admin/overview' })).json();
    const toShip = async () => {
      const listed = await inject(admin, { method: 'GET', url: '/api/allorders?status=all&toShip=true&sort=oldest&limit=100' });
      expect(listed.statusCode, listed.body).toBe(200);
      const orders = listed.json() as { _id: string; status: string }[];
      expect(Number(listed.headers['x-total-count'])).toBe(orders.length);
      return orders;
    };
    const before = await overview();
    const { customer, order } = await orderOnTerms(2);
    await cartOf(customer, 1);
    const byCard = (await checkout(customer, 'card')).json().order;
    expect((await overview()).awaitingShipment).toBe(before.awaitingShipment + 1);
    await cartOf(customer, 1);
    await payOrder(ctx.app, customer, (await checkout(customer, 'card')).json().order._id);
    expect((await overview()).awaitingShipment).toBe(before.awaitingShipment + 2);
    const listed = await toShip();
    expect(listed.map((each) => each._id)).toContain(order._id);
    expect(listed.map((each) => each._id)).not.toContain(byCard._id);
    expect(listed.length).toBe((await overview()).awaitingShipment);
    expect(listed.every((each) => ['paid', 'unpaid'].includes(each.status))).toBe(true);
    // A page of one is not the whole list: its total is counted (the paid ones from the kept counts), by status too.
    const totalOf = async (status: string) =>
      Number((await inject(admin, { method: 'GET', url: `/api/allorders?status=${status}&toShip=true&limit=1` })).headers['x-total-count']);
    expect(await totalOf('all')).toBe(listed.length);
    expect(await totalOf('unpaid')).toBe(listed.filter((each) => each.status === 'unpaid').length);
    expect(await totalOf('paid,shipped')).toBe(listed.filter((each) => each.status === 'paid').length);
    expect(listed.some((each) => each.status === 'paid')).toBe(true);
    expect(await totalOf('shipped')).toBe(0);
    // Page by page, either way round, the paid and the unpaid on terms in one order by number.
    const pageOf = async (sort: string, offset: number) =>
      (await inject(admin, { method: 'GET', url: `/api/allorders?status=all&toShip=true&sort=${sort}&limit=2&offset=${offset}` })).json() as { _id: string }[];
    for (const sort of ['oldest', 'newest']) {
      const paged = [];
      for (let offset = 0; offset < listed.length + 2; offset += 2) paged.push(...(await pageOf(sort, offset)));
      const expected = listed.map((each) => each._id);
      expect(paged.map((each) => each._id)).toEqual(sort === 'oldest' ? expected : expected.reverse());
    }

    const shipped = await inject(admin, { method: 'PATCH', url: `/api/allorders/${order._id}`, payload: { status: 'shipped' } });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((await overview()).awaitingShipment).toBe(before.awaitingShipment + 1);
    expect((await toShip()).map((each) => each._id)).not.toContain(order._id);
    expect((await inject(admin, { method: 'GET', url: '/api/allorders?toShip=yes' })).statusCode).toBe(400);
  });

  it('ships and is paid whichever of an admin shipping it and another recording its transfer goes first', async () => {
    const customer = await signUp(ctx.app);
    await grantTerms(customer, 30, 1_000);
    const orders: string[] = [];
    for (let count = 0; count < 6; count += 1) {
      await cartOf(customer, 1);
      orders.push((await checkout(customer, 'transfer')).json().order._id);
    }
    // They interleave on PostgreSQL (without the retries, 409s); on SQLite each runs in turn.
    await Promise.all(
      orders.map(async (id, index) => {
        const ship = () => inject(admin, { method: 'PATCH', url: `/api/allorders/${id}`, payload: { status: 'shipped' } });
        const record = () => recordTransfer(admin, id, 10, `TRF-RACE-${index}`);
        const answers = await Promise.all(index % 2 === 0 ? [ship(), record()] : [record(), ship()]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      }),
    );
    for (const id of orders) {
      expect((await inject(admin, { method: 'GET', url: `/api/orders/${id}` })).json()).toMatchObject({ status: 'shipped', paid: true });
    }
    expect((await companyOf(customer)).paymentTerms.owed).toBe(0);
  });

  it('is no longer cancelled once shipped before its transfer, by its customer or an admin', async () => {
    const { customer, order } = await orderOnTerms(2);
    expect((await inject(admin, { method: 'PATCH', url: `/api/allorders/${order._id}`, payload: { status: 'shipped' } })).statusCode).toBe(200);
    for (const [user, url] of [
      [customer, `/api/orders/${order._id}`],
      [admin, `/api/allorders/${order._id}`],
    ] as const) {
      const refused = await inject(user, { method: 'DELETE', url });
      expect(refused.json()).toEqual({ code: 'CONFLICT', message: messages.orders.shippedCannotBeCancelled });
    }
    expect((await companyOf(customer)).paymentTerms.owed).toBe(20);
  });

  it('lists an order as overdue once the clock passes its due day, with no write in between', async () => {
    const { order } = await orderOnTerms(1);
    await ctx.database.db
      .updateTable('orders')
      .set({ payment_due_at: new Date(Date.now() + 1_500).toISOString() })
      .where('id', '=', order._id)
      .execute();
    const overdue = async () =>
      ((await inject(admin, { method: 'GET', url: '/api/allorders?status=all&overdue=true' })).json() as { _id: string }[]).map((each) => each._id);
    expect(await overdue()).not.toContain(order._id);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await overdue()).toContain(order._id);
  });

  it('credits the invoice of an order on terms that is cancelled unpaid', async () => {
    const { customer, order } = await orderOnTerms(2);
    expect((await inject(customer, { method: 'DELETE', url: `/api/orders/${order._id}` })).statusCode).toBe(200);
    const [invoice, creditNote] = await documentsOf(customer, order._id);
    expect(creditNote).toMatchObject({ kind: 'credit-note', creditsInvoice: invoice!.number, total: 20 });
  });

  it('shows overdue transfers on the overview and reminds the buyer once', async () => {
    const { customer, order } = await orderOnTerms(3, { days: 7, verified: true });
    const before = (await inject(admin, { method: 'GET', url: '/api/admin/overview' })).json();
    await ctx.database.db
      .updateTable('orders')
      .set({ payment_due_at: new Date(Date.now() - DAY_MS).toISOString() })
      .where('id', '=', order._id)
      .execute();
    const after = (await inject(admin, { method: 'GET', url: '/api/admin/overview' })).json();
    expect(after.overdueInvoices).toBe(before.overdueInvoices + 1);
    expect(after.overdueAmount).toBeCloseTo(before.overdueAmount + 30, 2);

    const reminders = async () =>
      (await ctx.database.db.selectFrom('outbox').select(['id', 'kind', 'recipient', 'data']).where('kind', '=', 'payment-overdue').execute())
        .map((row) => ({ ...row, data: JSON.parse(row.data) as { orderId: string; payBy: string } }))
        .filter((row) => row.data.orderId === order._id);
    await ctx.app.services.mail.remindOverdue();
    await ctx.app.services.mail.remindOverdue();
    const [reminder, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ kind: 'payment-overdue', recipient: customer.email });
    // The day it was due (the message says so, not as a "Pay by": outbox.test.ts).
    expect(new Date(reminder!.data.payBy).getTime()).toBeLessThan(Date.now());
    // Its message sent and deleted after MAIL_KEEP_SENT_DAYS, the order is not reminded again (it was, each time).
    await ctx.database.db
      .updateTable('outbox')
      .set({ sent_at: new Date(Date.now() - 400 * DAY_MS).toISOString() })
      .where('id', '=', reminder!.id)
      .execute();
    expect(await ctx.app.services.mail.deleteOldSent()).toBeGreaterThanOrEqual(1);
    expect(await reminders()).toEqual([]);
    expect(await ctx.app.services.mail.remindOverdue()).toBe(0);
    expect(await reminders()).toEqual([]);
    expect(await ctx.app.services.mail.remindUnpaid(new Date(Date.now() + 365 * DAY_MS))).toBe(0);
  });

  it('is granted and taken away by admins only, and recorded in the audit log', async () => {
    const customer = await signUp(ctx.app);
    expect(
      (await inject(customer, { method: 'PUT', url: `/api/user/payment-terms/${path(customer)}`, payload: { days: 30, creditLimit: 1 } })).statusCode,
    ).toBe(403);
    for (const bad of [{ days: 0, creditLimit: 1 }, { days: 121, creditLimit: 1 }, { days: 30, creditLimit: -1 }, { days: 30 }]) {
      expect((await inject(admin, { method: 'PUT', url: `/api/user/payment-terms/${path(customer)}`, payload: bad })).statusCode, JSON.stringify(bad)).toBe(
        400,
      );
    }
    await grantTerms(customer, 45, 2500);
    const removed = await inject(admin, { method: 'PUT', url: `/api/user/payment-terms/${path(customer)}`, payload: { days: null } });
    expect(removed.json().paymentTerms).toBeNull();
    const log = (await inject(admin, { method: 'GET', url: '/api/admin/audit?action=user.payment-terms-set' })).json();
    expect(log.slice(0, 2).map((entry: { after: unknown }) => entry.after)).toEqual([
      { paymentTermsDays: null, creditLimit: null },
      { paymentTermsDays: 45, creditLimit: 2500 },
    ]);
  });
});
