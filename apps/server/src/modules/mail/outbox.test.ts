import { MAILBOX_PAGE_SIZE } from '@partsmith/contract';
import { formatDollars, mailMessages } from '@partsmith/contract/mail-messages';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { payOrder, placeOrder } from '../../../test/orders';
import { readPdf } from '../../../test/pdf-reader';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp';
import { TEST_ORIGIN, type TestContext, createTestApp, testConfig, testMailConfig } from '../../../test/test-app';
import { createMailRepository } from './repository';
import { retryDelayMs } from './sender';

let smtp: TestSmtpServer;
let ctx: TestContext;
let customer: TestUser;
let admin: TestUser;
const HOLD_MS = 7 * 24 * 3_600_000;

// The test apps' sender does not poll (testMailConfig): each test hands messages over itself (deliverDue), so it knows when they went.
const smtpMail = (url: string) => ({ ...testMailConfig, transport: { kind: 'smtp' as const, url } });

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ mail: smtpMail(smtp.url), unpaidOrderHoldMs: HOLD_MS });
  [customer, admin] = [await signUp(ctx.app, { name: 'Rahim Uddin' }), await signUpAdmin(ctx.app)];
  await verify(customer);
  await ctx.app.services.mail.deliverDue();
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

const inject = (user: TestUser | null, options: Parameters<typeof as>[1]) => ctx.app.inject(as(user, options));
const verify = (user: TestUser) => ctx.database.db.updateTable('users').set({ email_verified: 1 }).where('id', '=', user.id).execute();
const newPart = (overrides: Parameters<typeof createProduct>[1] = {}) =>
  createProduct(ctx.database.db, { name: 'Heat Sink', price_cents: 1_550, minimum: 2, quantity: 1_000, ...overrides });
const newOrder = async (user = customer, quantity = 4, part?: { id: number | string }) => {
  const response = await placeOrder(ctx.app, user, (part ?? (await newPart())).id, quantity);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().insertedId as string;
};
/** A verified buyer's order on terms of 2 heat sinks ($31), placed by checkout with the bank transfer; answers its id. */
const orderOnTerms = async () => {
  const buyer = await signUp(ctx.app, { name: 'Karim Traders' });
  await verify(buyer);
  const terms = await inject(admin, {
    method: 'PUT',
    url: `/api/user/payment-terms/${encodeURIComponent(buyer.email)}`,
    payload: { days: 30, creditLimit: 1_000 },
  });
  expect(terms.statusCode, terms.body).toBe(200);
  const part = await newPart();
  expect((await inject(buyer, { method: 'POST', url: '/api/cart/lines', payload: { lines: [{ productId: String(part.id), quantity: 2 }] } })).statusCode).toBe(
    200,
  );
  const placed = await inject(buyer, {
    method: 'POST',
    url: '/api/checkout',
    payload: { phone: '+880 1711 000000', address: 'Dock 4', paymentMethod: 'transfer' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order._id as string;
};
/** Hands what is due to the SMTP server and answers the messages it received. */
const deliver = async () => {
  await ctx.app.services.mail.deliverDue();
  return smtp.messages;
};
const outboxRows = () => ctx.database.db.selectFrom('outbox').selectAll().orderBy('id').execute();
const links = (message: ParsedMail) => [...String(message.html).matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe('order messages', () => {
  it('order placed: the part number, the total, the pay-by date and a link to pay, as text and accessible HTML, with the headers a mail client needs', async () => {
    const id = await newOrder(customer, 4, await newPart({ part_number: 'HS-1550-AL' }));
    const [message] = await deliver();
    expect(smtp.messages).toHaveLength(1);
    expect(message!.subject).toBe(`Order #${id} placed: 4 × Heat Sink`);
    expect(message!.to).toMatchObject({ value: [{ address: customer.email }] });
    expect(message!.from).toMatchObject({ value: [{ address: 'no-reply@localhost', name: 'Partsmith' }] });
    expect(message!.headers.get('auto-submitted')).toBe('auto-generated');
    expect(message!.messageId).toMatch(/^<outbox-\d+\.\d+@localhost>$/);
    const order = (await inject(customer, { method: 'GET', url: `/api/orders/${id}` })).json();
    const payBy = new Date(order.payBy);
    for (const body of [message!.text!, String(message!.html)]) {
      expect(body).toContain('Hello Rahim Uddin,');
      expect(body).toContain(formatDollars(1_550));
      expect(body).toContain(formatDollars(6_200));
      expect(body).toContain(`${payBy.getUTCFullYear()}`);
      expect(body).toContain(`${TEST_ORIGIN}/dashboard/payment/${id}`);
    }
    expect(message!.text).toContain(`Price per piece: ${formatDollars(1_550)}`);
    expect(message!.text).toMatch(/Part: Heat Sink\s+Part number: HS-1550-AL/);
    expect(message!.text).toContain('Pay now');
    expect(String(message!.html)).toMatch(/<html[^>]*lang="en"/);
    expect(String(message!.html)).toMatch(/<h1[^>]*>Order #/);
    expect(links(message!)).toContain(`${TEST_ORIGIN}/dashboard/payment/${id}`);
    expect(links(message!)).toContain(`${TEST_ORIGIN}/dashboard/profile`);
  });

  it('payment received, shipped with its carrier and tracking number, cancelled, refunded', async () => {
    const paidId = await newOrder();
    await payOrder(ctx.app, customer, paidId);
    const shipped = await inject(admin, {
      method: 'PATCH',
      url: `/api/allorders/${paidId}`,
      payload: { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0146' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const cancelledId = await newOrder();
    expect((await inject(customer, { method: 'DELETE', url: `/api/orders/${cancelledId}` })).statusCode).toBe(200);
    const refundedId = await newOrder();
    await payOrder(ctx.app, customer, refundedId);
    expect((await inject(admin, { method: 'DELETE', url: `/api/allorders/${refundedId}` })).json()).toEqual({ deletedCount: 1 });

    // The customer's own messages (the shop's admin is told of each payment too: shop-messages.test.ts).
    const toCustomer = (await deliver()).filter((message) => [message.to].flat().some((to) => to?.value.some(({ address }) => address === customer.email)));
    expect(toCustomer.map((message) => message.subject)).toEqual([
      `Order #${paidId} placed: 4 × Heat Sink`,
      `Payment received for order #${paidId}`,
      `Order #${paidId} has shipped`,
      `Order #${cancelledId} placed: 4 × Heat Sink`,
      `Order #${cancelledId} is cancelled`,
      `Order #${refundedId} placed: 4 × Heat Sink`,
      `Payment received for order #${refundedId}`,
      `Order #${refundedId} is cancelled and refunded`,
    ]);
    const text = (subject: string) => smtp.messages.find((message) => message.subject === subject)!.text!;
    expect(text(`Payment received for order #${paidId}`)).toContain('We have received your payment of $62.00. Delivery within 30 days.');
    expect(text(`Payment received for order #${paidId}`)).toContain('no money was taken');
    expect(text(`Order #${paidId} has shipped`)).toMatch(/Carrier:\s*DHL/);
    expect(text(`Order #${paidId} has shipped`)).toMatch(/Tracking number:\s*JD0146/);
    expect(text(`Order #${cancelledId} is cancelled`)).toContain('You cancelled this order.');
    expect(text(`Order #${refundedId} is cancelled and refunded`)).toContain('refunded $62.00 to the card you paid with');
  });

  it("payment received carries the order's invoice as a PDF; no other message carries one", async () => {
    const paidId = await newOrder();
    await payOrder(ctx.app, customer, paidId);
    const messages = await deliver();
    const paid = messages.find((message) => message.subject === `Payment received for order #${paidId}`)!;
    const [invoice, ...more] = paid.attachments;
    expect(more).toEqual([]);
    const { number } = await ctx.database.db.selectFrom('invoices').select('number').where('order_id', '=', paidId).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ filename: `${number}.pdf`, contentType: 'application/pdf' });
    expect((await readPdf(invoice!.content)).text).toContain(`Invoice ${number}`);
    expect(messages.filter((message) => message !== paid).flatMap((message) => message.attachments)).toEqual([]);
  });

  it("an overdue transfer's reminder carries the order's invoice, with the bank details, and says when it was due", async () => {
    const orderId = await orderOnTerms();
    const dueAt = new Date(Date.now() - 3 * 24 * 3_600_000);
    await ctx.database.db.updateTable('orders').set({ payment_due_at: dueAt.toISOString() }).where('id', '=', orderId).execute();
    await deliver();
    smtp.messages.length = 0;

    await ctx.app.services.mail.remindOverdue();
    const [reminder, ...more] = await deliver();
    expect(more).toEqual([]);
    expect(reminder!.subject).toBe(`Payment overdue for order #${orderId}`);
    const { number } = await ctx.database.db.selectFrom('invoices').select('number').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(reminder!.attachments).toHaveLength(1);
    expect(reminder!.attachments[0]).toMatchObject({ filename: `${number}.pdf`, contentType: 'application/pdf' });
    const invoice = (await readPdf(reminder!.attachments[0]!.content)).text;
    expect(invoice).toContain(`Invoice ${number}`);
    expect(invoice).toContain('Payable by bank transfer by');
    expect(reminder!.text).toContain(`${formatDollars(3_100)} for this order was due on`);
    expect(reminder!.text).toContain('attached to this message');
    expect(reminder!.text).toContain(String(dueAt.getUTCFullYear()));
    // The day is past: no "Pay by" among the order's facts.
    expect(reminder!.text).not.toContain(`${mailMessages.common.payBy}:`);
  });

  it('a transfer recorded for an order on terms shipped before it: the buyer is thanked, the shop told it has shipped', async () => {
    const orderId = await orderOnTerms();
    const shipped = await inject(admin, { method: 'PATCH', url: `/api/allorders/${orderId}`, payload: { status: 'shipped' } });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const paid = await inject(admin, { method: 'POST', url: `/api/allorders/${orderId}/payment`, payload: { amount: 31, reference: 'TRF-9' } });
    expect(paid.statusCode, paid.body).toBe(200);
    const messages = await deliver();
    const text = (subject: string) => messages.find((message) => message.subject === subject)?.text;
    expect(text(`Payment received for order #${orderId}`)).toContain(mailMessages.orderPaid.introShipped(formatDollars(3_100)));
    expect(text(`Payment received for order #${orderId}`)).not.toContain('Delivery within 30 days');
    const toShop = messages.find((message) => message.subject?.startsWith(`Order #${orderId} paid:`));
    expect(toShop?.text).toContain(mailMessages.shopOrderPaid.introShipped(formatDollars(3_100)));
    expect(toShop?.text).not.toContain('waiting to be shipped');
  });

  it('is written in the transaction of the change: an order that is refused writes nothing', async () => {
    const before = (await outboxRows()).length;
    const part = await newPart();
    expect((await placeOrder(ctx.app, customer, part.id, 1)).statusCode).toBe(422);
    expect(await outboxRows()).toHaveLength(before);
  });

  it('goes only to verified addresses; placed, paid and shipped follow the preferences, cancellations always go', async () => {
    const unverified = await signUp(ctx.app);
    await deliver();
    smtp.messages.length = 0;
    await newOrder(unverified);
    expect(await deliver()).toEqual([]);

    const quiet = await signUp(ctx.app);
    await verify(quiet);
    const saved = await inject(quiet, { method: 'PUT', url: '/api/email-preferences', payload: { orderUpdates: false, paymentReminders: false } });
    expect(saved.json()).toEqual({ orderUpdates: false, paymentReminders: false });
    expect((await inject(quiet, { method: 'GET', url: '/api/email-preferences' })).json()).toEqual({ orderUpdates: false, paymentReminders: false });
    await deliver();
    smtp.messages.length = 0;
    const id = await newOrder(quiet);
    await inject(quiet, { method: 'DELETE', url: `/api/orders/${id}` });
    expect((await deliver()).map((message) => message.subject)).toEqual([`Order #${id} is cancelled`]);
  });

  it('a reminder a day before an unpaid order expires, once, even from sweeps on several instances; none when turned off', async () => {
    const id = await newOrder();
    const other = await newOrder();
    const placedAt = new Date(Date.now() - HOLD_MS + 23 * 3_600_000).toISOString();
    await ctx.database.db.updateTable('orders').set({ created_at: placedAt }).where('id', 'in', [id, other]).execute();
    await inject(customer, { method: 'PUT', url: '/api/email-preferences', payload: { orderUpdates: true, paymentReminders: false } });
    expect(await ctx.app.services.mail.remindUnpaid()).toBe(0);
    await inject(customer, { method: 'PUT', url: '/api/email-preferences', payload: { orderUpdates: true, paymentReminders: true } });
    await Promise.all([ctx.app.services.mail.remindUnpaid(), ctx.app.services.mail.remindUnpaid()]);
    expect(await ctx.app.services.mail.remindUnpaid()).toBe(0);
    const reminders = (await deliver()).filter((message) => message.subject?.startsWith('Reminder'));
    expect(reminders.map((message) => message.subject).sort()).toEqual([`Reminder: please pay order #${id}`, `Reminder: please pay order #${other}`].sort());
    expect(reminders[0]!.text).toContain('If it is not paid by');
  });
});

describe('delivery', () => {
  it('the mail server down: messages wait with back-off; back up: every one is delivered, once', async () => {
    await deliver();
    smtp.messages.length = 0;
    const port = smtp.port;
    await smtp.stop();
    const ids = [await newOrder(), await newOrder(), await newOrder()];
    expect(await ctx.app.services.mail.deliverDue()).toBe(0);
    const waiting = (await outboxRows()).filter((row) => row.sent_at === null);
    expect(waiting).toHaveLength(3);
    for (const row of waiting) {
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
    }
    // Not due yet: nothing is tried.
    expect(await ctx.app.services.mail.deliverDue()).toBe(0);
    expect((await outboxRows()).filter((row) => row.sent_at === null).every((row) => row.attempts === 1)).toBe(true);

    const restarted = await startSmtpServer(port);
    try {
      await ctx.database.db.updateTable('outbox').set({ next_attempt_at: new Date().toISOString() }).where('sent_at', 'is', null).execute();
      expect(await ctx.app.services.mail.deliverDue()).toBe(3);
      expect(restarted.messages.map((message) => message.subject)).toEqual(ids.map((id) => `Order #${id} placed: 4 × Heat Sink`));
      expect(await ctx.app.services.mail.deliverDue()).toBe(0);
      expect(restarted.messages).toHaveLength(3);
    } finally {
      smtp = Object.assign(restarted, {});
    }
  });

  it('back-off doubles from 15 s up to 10 minutes, with jitter of up to half', () => {
    expect(retryDelayMs(1, () => 1)).toBe(15_000);
    expect(retryDelayMs(2, () => 1)).toBe(30_000);
    expect(retryDelayMs(5, () => 1)).toBe(240_000);
    expect(retryDelayMs(30, () => 1)).toBe(600_000);
    expect(retryDelayMs(30, () => 0)).toBe(300_000);
  });

  it('a message claimed by a sender that died is sent once its lease ends: a crash may repeat a message, never drop one', async () => {
    await deliver();
    smtp.messages.length = 0;
    const id = await newOrder();
    const repository = createMailRepository(ctx.database.db, ctx.database.dialect);
    const now = new Date();
    const [claimed] = await repository.claimDue(now, new Date(now.getTime() + 60_000), 10);
    expect(claimed).toBeDefined();
    // The dead sender's lease still holds: nobody else takes the message.
    expect(await ctx.app.services.mail.deliverDue()).toBe(0);
    await ctx.database.db
      .updateTable('outbox')
      .set({ claimed_until: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', claimed!.id)
      .execute();
    expect(await ctx.app.services.mail.deliverDue()).toBe(1);
    expect(smtp.messages.map((message) => message.subject)).toEqual([`Order #${id} placed: 4 × Heat Sink`]);
    expect((await ctx.database.db.selectFrom('outbox').select('attempts').where('id', '=', claimed!.id).executeTakeFirstOrThrow()).attempts).toBe(2);
  });

  it('a recipient the mail server refuses for good (550) is recorded as failed and not tried again', async () => {
    await deliver();
    const bounced = await signUp(ctx.app, { email: `nobody-${Date.now()}@bounce.example.com` });
    expect(await ctx.app.services.mail.deliverDue()).toBe(0);
    const row = await ctx.database.db.selectFrom('outbox').selectAll().where('recipient', '=', bounced.email).executeTakeFirstOrThrow();
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toMatch(/550/);
    await ctx.database.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('id', '=', row.id)
      .execute();
    await ctx.app.services.mail.deliverDue();
    expect((await ctx.database.db.selectFrom('outbox').select('attempts').where('id', '=', row.id).executeTakeFirstOrThrow()).attempts).toBe(1);
  });

  it('two senders (two app instances on one database) deliver each message exactly once', async () => {
    await deliver();
    smtp.messages.length = 0;
    const second = openDatabase(ctx.database.config);
    const otherApp = await buildApp({ config: testConfig(ctx.database, { mail: smtpMail(smtp.url) }), database: second });
    await otherApp.ready();
    try {
      const ids: string[] = [];
      for (let index = 0; index < 25; index++) ids.push(await newOrder());
      const senders = [ctx.app.services.mail, otherApp.services.mail];
      const counts = await Promise.all(senders.flatMap((sender) => [sender.deliverDue(), sender.deliverDue()]));
      await Promise.all(senders.map((sender) => sender.deliverDue()));
      expect(smtp.messages).toHaveLength(25);
      expect(new Set(smtp.messages.map((message) => message.messageId)).size).toBe(25);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(25);
      expect((await outboxRows()).filter((row) => row.sent_at === null && row.failed_at === null)).toEqual([]);
    } finally {
      await otherApp.close();
      await second.destroy();
    }
  });
});

describe('the development mailbox (no SMTP_URL)', () => {
  let box: TestContext;
  let boxAdmin: TestUser;
  let boxCustomer: TestUser;
  beforeAll(async () => {
    box = await createTestApp();
    [boxAdmin, boxCustomer] = [await signUpAdmin(box.app), await signUp(box.app)];
    await box.app.services.mail.deliverDue();
  });
  afterAll(() => box.close());

  it('keeps the messages sent, newest first, for admins only', async () => {
    const response = await box.app.inject(as(boxAdmin, { method: 'GET', url: `/api/admin/mailbox?to=${encodeURIComponent(boxCustomer.email)}` }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-total-count']).toBe('1');
    const [message] = response.json();
    expect(message).toMatchObject({ kind: 'verify-email', to: boxCustomer.email, subject: 'Confirm your email address for Partsmith' });
    expect(message.text).toContain(`${TEST_ORIGIN}/verify-email?token=`);
    expect(message.html).toContain('Confirm my address');
    const all = await box.app.inject(as(boxAdmin, { method: 'GET', url: '/api/admin/mailbox' }));
    expect(all.json().length).toBeLessThanOrEqual(MAILBOX_PAGE_SIZE);
    expect(all.headers['x-total-count']).toBe('2');
    expect((await box.app.inject(as(boxCustomer, { method: 'GET', url: '/api/admin/mailbox' }))).statusCode).toBe(403);
    expect((await box.app.inject({ method: 'GET', url: '/api/admin/mailbox' })).statusCode).toBe(401);
  });

  it('does not exist on a shop with a mail server', async () => {
    const response = await inject(admin, { method: 'GET', url: '/api/admin/mailbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: mailMessages.errors.mailboxOff });
    expect((await inject(admin, { method: 'GET', url: '/api/admin/mail-options' })).json()).toEqual({ mailbox: false });
    const local = await box.app.inject(as(boxAdmin, { method: 'GET', url: '/api/admin/mail-options' }));
    expect(local.json()).toEqual({ mailbox: true });
  });

  it('does not exist on a shop others can reach (a public PUBLIC_URL, no SMTP_URL): mail waits in the outbox', async () => {
    const { transport } = loadConfig({ PUBLIC_URL: 'https://shop.example.com', NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }).mail;
    const reachable = await createTestApp({ mail: { ...testMailConfig, transport } });
    try {
      const [reachableAdmin, reachableCustomer] = [await signUpAdmin(reachable.app), await signUp(reachable.app)];
      expect(await reachable.app.services.mail.deliverDue()).toBe(0);
      const response = await reachable.app.inject(as(reachableAdmin, { method: 'GET', url: '/api/admin/mailbox' }));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: mailMessages.errors.mailboxHeld });
      expect((await reachable.app.inject(as(reachableAdmin, { method: 'GET', url: '/api/admin/mail-options' }))).json()).toEqual({ mailbox: false });
      const waiting = await reachable.database.db.selectFrom('outbox').select(['kind', 'sent_at']).where('recipient', '=', reachableCustomer.email).execute();
      expect(waiting).toEqual([{ kind: 'verify-email', sent_at: null }]);
    } finally {
      await reachable.close();
    }
  });
});

describe('account messages', () => {
  // Anyone may sign up with someone else's address and a name of their own: the reset and verification mails leave it out.
  const planted = 'Your account is LOCKED - unlock at evil example';
  const rendered = (message: ParsedMail) => [message.subject, message.text, message.html].join('\n');

  it("never carry the account's name: neither the verification mail at sign-up nor a password reset", async () => {
    const user = await signUp(ctx.app, { name: 'Zebulon Quartermaine' });
    const [verification] = await deliver();
    expect(verification!.subject).toBe(mailMessages.verifyEmail.subject);
    expect(verification!.text).toContain(mailMessages.common.accountGreeting);
    expect(rendered(verification!)).not.toContain('Zebulon');

    // A name stored before names were checked, as an attacker chose it.
    await ctx.database.db.updateTable('users').set({ name: planted }).where('id', '=', user.id).execute();
    smtp.messages.length = 0;
    expect((await inject(null, { method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email } })).statusCode).toBe(200);
    const [reset] = await deliver();
    expect(reset!.subject).toBe(mailMessages.passwordReset.subject);
    expect(rendered(reset!)).not.toContain('LOCKED');
    expect(rendered(reset!)).not.toContain('evil');
  });
});

describe('outbox growth', () => {
  let shop: TestContext;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const DAY_MS = 24 * 3_600_000;
  const row = (label: string, { sentDaysAgo, failed = false }: { sentDaysAgo: number | null; failed?: boolean }) => {
    const sentAt = sentDaysAgo === null ? null : new Date(Date.now() - sentDaysAgo * DAY_MS).toISOString();
    const createdAt = new Date(Date.now() - 40 * DAY_MS).toISOString();
    return {
      kind: 'order-placed',
      recipient: `${label}@example.com`,
      data: '{}',
      next_attempt_at: createdAt,
      created_at: createdAt,
      sent_at: failed ? null : sentAt,
      failed_at: failed ? sentAt : null,
    };
  };

  it('sent messages older than MAIL_KEEP_SENT_DAYS (30) are deleted, in batches; the rest stay', async () => {
    const old = Array.from({ length: 1_201 }, (_, index) => row(`old-${index}`, { sentDaysAgo: 31 + (index % 5) }));
    const stay = [row('recent', { sentDaysAgo: 29 }), row('unsent', { sentDaysAgo: null }), row('refused', { sentDaysAgo: 35, failed: true })];
    await shop.database.db
      .insertInto('outbox')
      .values([...old, ...stay])
      .execute();
    expect(await shop.app.services.mail.deleteOldSent()).toBe(1_201);
    const left = await shop.database.db.selectFrom('outbox').select('recipient').orderBy('id').execute();
    expect(left.map((message) => message.recipient)).toEqual(['recent@example.com', 'unsent@example.com', 'refused@example.com']);
    expect(await shop.app.services.mail.deleteOldSent()).toBe(0);
    // Two days later the recent one is past 30 days too.
    expect(await shop.app.services.mail.deleteOldSent(new Date(Date.now() + 2 * DAY_MS))).toBe(1);
  });
});

describe('email preferences', () => {
  it('are on by default, and refuse anything but two booleans', async () => {
    const fresh = await signUp(ctx.app);
    expect((await inject(fresh, { method: 'GET', url: '/api/email-preferences' })).json()).toEqual({ orderUpdates: true, paymentReminders: true });
    for (const payload of [{}, { orderUpdates: 'yes', paymentReminders: true }, { orderUpdates: true, paymentReminders: true, extra: 1 }]) {
      expect((await inject(fresh, { method: 'PUT', url: '/api/email-preferences', payload })).statusCode).toBe(400);
    }
    expect((await inject(null, { method: 'GET', url: '/api/email-preferences' })).statusCode).toBe(401);
  });
});
