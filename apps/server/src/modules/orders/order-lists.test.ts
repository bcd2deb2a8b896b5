import type { OrderStatus } from '@partsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { payOrder, placeOrder } from '../../../test/orders';
import { createTestApp, type TestContext } from '../../../test/test-app';

/**
 * Emails and part names carry no digits, so that a search for an order number can only find that order; one part
 * name carries % and _, which a search must take literally.
 */
const PARTS = ['Quantum Capacitor', 'Flux Resistor', 'Pure% Copper_Wire'] as const;

interface Placed {
  id: string;
  user: TestUser;
  part: (typeof PARTS)[number];
  quantity: number;
  status: OrderStatus;
}

// Alice's 30 orders, in the order placed: 5 cancelled, 5 paid, 3 shipped, 2 delivered, 15 unpaid.
const ALICE_PLAN: Record<number, OrderStatus> = { 2: 'cancelled', 9: 'cancelled', 15: 'cancelled', 22: 'cancelled', 27: 'cancelled' };
for (const index of [1, 5, 12, 18, 25]) ALICE_PLAN[index] = 'paid';
for (const index of [3, 10, 20]) ALICE_PLAN[index] = 'shipped';
for (const index of [7, 16]) ALICE_PLAN[index] = 'delivered';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let placed: Placed[];
beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signUp(ctx.app, { name: 'Alice Ahmed', email: 'alice.lists@example.com' });
  bob = await signUp(ctx.app, { name: 'Bob Barua', email: 'bob.lists@example.com' });
  admin = await signUpAdmin(ctx.app, { name: 'Shop Admin', email: 'admin.lists@example.com' });
  const parts = new Map<string, string>();
  for (const name of PARTS) parts.set(name, String((await createProduct(ctx.database.db, { name, price_cents: 1_000, minimum: 1, quantity: 10_000 })).id));

  const plan: Omit<Placed, 'id'>[] = [
    ...Array.from({ length: 30 }, (_, index) => ({ user: alice, part: PARTS[index % 3]!, quantity: 1 + (index % 4), status: ALICE_PLAN[index] ?? 'unpaid' })),
    { user: bob, part: PARTS[0], quantity: 2, status: 'unpaid' },
    { user: bob, part: PARTS[1], quantity: 3, status: 'paid' },
    { user: bob, part: PARTS[2], quantity: 4, status: 'cancelled' },
    { user: bob, part: PARTS[0], quantity: 5, status: 'shipped' },
  ];
  placed = [];
  // One after the other, so that the ids follow the plan.
  for (const order of plan) {
    const response = await placeOrder(ctx.app, order.user, parts.get(order.part)!, order.quantity);
    if (response.statusCode !== 201) throw new Error(response.body);
    placed.push({ ...order, id: response.json().insertedId });
  }
  for (const order of placed) {
    if (order.status === 'cancelled') {
      const cancel = await ctx.app.inject(as(order.user, { method: 'DELETE', url: `/api/orders/${order.id}` }));
      if (cancel.statusCode !== 200) throw new Error(cancel.body);
      continue;
    }
    if (order.status === 'unpaid') continue;
    await payOrder(ctx.app, order.user, order.id);
    for (const status of order.status === 'shipped' ? ['shipped'] : order.status === 'delivered' ? ['shipped', 'delivered'] : []) {
      const change = await ctx.app.inject(as(admin, { method: 'PATCH', url: `/api/allorders/${order.id}`, payload: { status } }));
      if (change.statusCode !== 200) throw new Error(change.body);
    }
  }
});
afterAll(() => ctx.close());

const get = async (user: TestUser | null, url: string) => {
  const response = await ctx.app.inject(as(user, { method: 'GET', url }));
  return { response, status: response.statusCode, total: response.headers['x-total-count'], body: response.statusCode === 200 ? response.json() : undefined };
};
/** The ids a list answered, and its X-Total-Count. */
const page = async (user: TestUser, url: string) => {
  const { status, total, body, response } = await get(user, url);
  expect(status, response.body).toBe(200);
  return { ids: (body as { _id: string }[]).map((order) => order._id), total: Number(total) };
};
const newestFirst = (orders: Placed[]) => orders.map((order) => order.id).sort((a, b) => Number(b) - Number(a));
const oldestFirst = (orders: Placed[]) => newestFirst(orders).reverse();
const mine = (user: TestUser) => placed.filter((order) => order.user === user);
const live = (orders: Placed[]) => orders.filter((order) => order.status !== 'cancelled');
const withStatus = (orders: Placed[], ...statuses: OrderStatus[]) => orders.filter((order) => statuses.includes(order.status));
const ofPart = (orders: Placed[], part: (typeof PARTS)[number]) => orders.filter((order) => order.part === part);

describe('the plan', () => {
  it('is in the database as planned', async () => {
    expect(placed).toHaveLength(34);
    const rows = await ctx.database.db.selectFrom('orders').select(['id', 'status', 'quantity', 'product_name', 'email']).orderBy('id').execute();
    expect(rows.map((row) => [String(row.id), row.status, row.quantity, row.product_name, row.email])).toEqual(
      placed.map((order) => [order.id, order.status, order.quantity, order.part, order.user.email]),
    );
    expect(withStatus(mine(alice), 'cancelled')).toHaveLength(5);
    expect(live(mine(alice))).toHaveLength(25);
  });
});

describe("a customer's own orders", () => {
  it('the default page is their 20 newest live orders, and X-Total-Count counts every live one', async () => {
    const expected = newestFirst(live(mine(alice)));
    expect(await page(alice, '/api/orders')).toEqual({ ids: expected.slice(0, 20), total: 25 });
    expect(await page(alice, '/api/orders?offset=20')).toEqual({ ids: expected.slice(20), total: 25 });
    expect(await page(alice, '/api/orders?limit=5&offset=5')).toEqual({ ids: expected.slice(5, 10), total: 25 });
    expect(await page(alice, '/api/orders?limit=100')).toEqual({ ids: expected, total: 25 });
    expect(await page(alice, '/api/orders?offset=25')).toEqual({ ids: [], total: 25 });
    expect(await page(alice, '/api/orders?status=live&limit=1')).toEqual({ ids: expected.slice(0, 1), total: 25 });
  });

  it('answers each order in full', async () => {
    const { body } = await get(alice, '/api/orders?status=delivered');
    const delivered = withStatus(mine(alice), 'delivered');
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({
      _id: delivered[1]!.id,
      email: alice.email,
      productName: delivered[1]!.part,
      quantity: delivered[1]!.quantity,
      unitPrice: 10,
      price: delivered[1]!.quantity * 10,
      paid: true,
      status: 'delivered',
      payBy: null,
    });
    expect(body[0].deliveredAt).toEqual(expect.any(String));
    expect(body[0]).not.toHaveProperty('history');
  });

  it('filters by status: all, one, or several', async () => {
    const orders = mine(alice);
    expect(await page(alice, '/api/orders?status=all&limit=100')).toEqual({ ids: newestFirst(orders), total: 30 });
    expect(await page(alice, '/api/orders?status=all')).toEqual({ ids: newestFirst(orders).slice(0, 20), total: 30 });
    expect(await page(alice, '/api/orders?status=cancelled')).toEqual({ ids: newestFirst(withStatus(orders, 'cancelled')), total: 5 });
    expect(await page(alice, '/api/orders?status=unpaid')).toEqual({ ids: newestFirst(withStatus(orders, 'unpaid')), total: 15 });
    expect(await page(alice, '/api/orders?status=paid,shipped')).toEqual({ ids: newestFirst(withStatus(orders, 'paid', 'shipped')), total: 8 });
    expect(await page(alice, '/api/orders?status=shipped,%20delivered,shipped')).toEqual({
      ids: newestFirst(withStatus(orders, 'shipped', 'delivered')),
      total: 5,
    });
    expect(await page(alice, '/api/orders?status=unpaid,paid,shipped,delivered,cancelled&limit=100')).toEqual({ ids: newestFirst(orders), total: 30 });
  });

  it('sorts oldest first on request', async () => {
    const expected = oldestFirst(live(mine(alice)));
    expect(await page(alice, '/api/orders?sort=oldest')).toEqual({ ids: expected.slice(0, 20), total: 25 });
    expect(await page(alice, '/api/orders?sort=oldest&offset=20')).toEqual({ ids: expected.slice(20), total: 25 });
    expect(await page(alice, '/api/orders?sort=oldest&status=cancelled')).toEqual({ ids: oldestFirst(withStatus(mine(alice), 'cancelled')), total: 5 });
    expect(await page(alice, '/api/orders?sort=newest&limit=3')).toEqual({ ids: newestFirst(live(mine(alice))).slice(0, 3), total: 25 });
  });

  it.each([
    'status=bogus',
    'status=paid,bogus',
    'status=',
    'status=Paid',
    'limit=0',
    'limit=101',
    'limit=-1',
    'limit=abc',
    'limit=2.5',
    'offset=-1',
    'offset=abc',
    'sort=price',
    `q=${'x'.repeat(101)}`,
  ])('answers ?%s with 400', async (query) => {
    const { status, response } = await get(alice, `/api/orders?${query}`);
    expect(status).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('searches the part name, ignoring case', async () => {
    const quantum = newestFirst(live(ofPart(mine(alice), 'Quantum Capacitor')));
    expect(quantum.length).toBeGreaterThan(5);
    expect(await page(alice, '/api/orders?q=quantum')).toEqual({ ids: quantum, total: quantum.length });
    expect(await page(alice, '/api/orders?q=QUANTUM%20cap')).toEqual({ ids: quantum, total: quantum.length });
    expect(await page(alice, '/api/orders?q=%20%20quantum%20%20')).toEqual({ ids: quantum, total: quantum.length });
    expect(await page(alice, '/api/orders?q=resistor&status=paid,shipped,delivered')).toEqual({
      ids: newestFirst(withStatus(ofPart(mine(alice), 'Flux Resistor'), 'paid', 'shipped', 'delivered')),
      total: withStatus(ofPart(mine(alice), 'Flux Resistor'), 'paid', 'shipped', 'delivered').length,
    });
    expect(await page(alice, '/api/orders?q=capacitor&limit=2&offset=1')).toEqual({ ids: quantum.slice(1, 3), total: quantum.length });
    expect(await page(alice, '/api/orders?q=nothing%20like%20it')).toEqual({ ids: [], total: 0 });
    // An empty search is no search.
    expect(await page(alice, '/api/orders?q=%20')).toEqual({ ids: newestFirst(live(mine(alice))).slice(0, 20), total: 25 });
  });

  it('searches their own email too', async () => {
    expect(await page(alice, '/api/orders?q=ALICE.LISTS&limit=100')).toEqual({ ids: newestFirst(live(mine(alice))), total: 25 });
  });

  it('finds an order by its number, with or without #', async () => {
    const target = live(mine(alice))[7]!;
    for (const q of [target.id, `%23${target.id}`, `%20%23${target.id}%20`]) {
      expect(await page(alice, `/api/orders?q=${q}`), q).toEqual({ ids: [target.id], total: 1 });
    }
    // A cancelled one only when cancelled orders are asked for.
    const cancelled = withStatus(mine(alice), 'cancelled')[0]!;
    expect(await page(alice, `/api/orders?q=%23${cancelled.id}`)).toEqual({ ids: [], total: 0 });
    expect(await page(alice, `/api/orders?q=%23${cancelled.id}&status=all`)).toEqual({ ids: [cancelled.id], total: 1 });
    expect(await page(alice, '/api/orders?q=%23987654')).toEqual({ ids: [], total: 0 });
  });

  it('takes % and _ in a search literally', async () => {
    const copper = newestFirst(live(ofPart(mine(alice), 'Pure% Copper_Wire')));
    expect(copper.length).toBeGreaterThan(5);
    expect(await page(alice, '/api/orders?q=%25')).toEqual({ ids: copper, total: copper.length });
    expect(await page(alice, '/api/orders?q=_')).toEqual({ ids: copper, total: copper.length });
    expect(await page(alice, '/api/orders?q=e%25%20c')).toEqual({ ids: copper, total: copper.length });
    expect(await page(alice, '/api/orders?q=Flux%25Resistor')).toEqual({ ids: [], total: 0 });
    expect(await page(alice, '/api/orders?q=Flux_Resistor')).toEqual({ ids: [], total: 0 });
    expect(await page(alice, '/api/orders?q=%25%25')).toEqual({ ids: [], total: 0 });
    expect(await page(alice, '/api/orders?q=%5C')).toEqual({ ids: [], total: 0 });
  });

  it("never shows another customer's orders, whatever the search", async () => {
    const bobsOrder = live(mine(bob))[0]!;
    for (const q of [bob.email, 'bob', `#${bobsOrder.id}`, bobsOrder.id]) {
      expect(await page(alice, `/api/orders?q=${encodeURIComponent(q)}&status=all`), q).toEqual({ ids: [], total: 0 });
    }
    expect(await page(bob, '/api/orders?status=all')).toEqual({ ids: newestFirst(mine(bob)), total: 4 });
    expect(await page(bob, '/api/orders')).toEqual({ ids: newestFirst(live(mine(bob))), total: 3 });
    expect(await page(bob, '/api/orders?q=alice&status=all')).toEqual({ ids: [], total: 0 });
    expect(await page(bob, `/api/orders?q=${live(mine(alice))[0]!.id}&status=all`)).toEqual({ ids: [], total: 0 });
  });

  it('may name their own email; another email is refused with 403', async () => {
    expect(await page(alice, `/api/orders?email=${alice.email}`)).toEqual({ ids: newestFirst(live(mine(alice))).slice(0, 20), total: 25 });
    expect(await page(alice, '/api/orders?email=ALICE.LISTS@EXAMPLE.COM&limit=1')).toEqual({ ids: newestFirst(live(mine(alice))).slice(0, 1), total: 25 });
    for (const email of [bob.email, admin.email, 'nobody@example.com']) {
      const { status, response } = await get(alice, `/api/orders?email=${email}`);
      expect(status, email).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('a visitor gets 401', async () => {
    expect((await get(null, '/api/orders')).status).toBe(401);
    expect((await get(null, '/api/allorders')).status).toBe(401);
  });
});

describe("an admin's lists", () => {
  it("/api/allorders pages every customer's live orders with the exact total", async () => {
    const everyLive = newestFirst(live(placed));
    expect(everyLive).toHaveLength(28);
    expect(await page(admin, '/api/allorders')).toEqual({ ids: everyLive.slice(0, 20), total: 28 });
    expect(await page(admin, '/api/allorders?offset=20')).toEqual({ ids: everyLive.slice(20), total: 28 });
    expect(await page(admin, '/api/allorders?limit=7&offset=14')).toEqual({ ids: everyLive.slice(14, 21), total: 28 });
    expect(await page(admin, '/api/allorders?status=all&limit=100')).toEqual({ ids: newestFirst(placed), total: 34 });
    expect(await page(admin, '/api/allorders?status=all&sort=oldest&limit=10')).toEqual({ ids: oldestFirst(placed).slice(0, 10), total: 34 });
    expect(await page(admin, '/api/allorders?status=cancelled')).toEqual({ ids: newestFirst(withStatus(placed, 'cancelled')), total: 6 });
  });

  it('combines the filters', async () => {
    const paidFlux = withStatus(ofPart(placed, 'Flux Resistor'), 'paid');
    expect([...new Set(paidFlux.map((order) => order.user.email))].sort()).toEqual([alice.email, bob.email].sort());
    expect(await page(admin, '/api/allorders?status=paid&q=flux')).toEqual({ ids: newestFirst(paidFlux), total: paidFlux.length });
    const bobsShippedOrPaid = withStatus(mine(bob), 'paid', 'shipped');
    expect(await page(admin, '/api/allorders?status=paid,shipped&q=bob.lists&sort=oldest')).toEqual({ ids: oldestFirst(bobsShippedOrPaid), total: 2 });
    const bobsOrder = mine(bob)[2]!;
    expect(await page(admin, `/api/allorders?q=%23${bobsOrder.id}`)).toEqual({ ids: [], total: 0 });
    expect(await page(admin, `/api/allorders?q=%23${bobsOrder.id}&status=cancelled`)).toEqual({ ids: [bobsOrder.id], total: 1 });
    expect(await page(admin, '/api/allorders?q=%25&status=unpaid')).toEqual({
      ids: newestFirst(withStatus(ofPart(placed, 'Pure% Copper_Wire'), 'unpaid')),
      total: withStatus(ofPart(placed, 'Pure% Copper_Wire'), 'unpaid').length,
    });
    expect(await page(admin, '/api/allorders?q=example.com&limit=100')).toEqual({ ids: newestFirst(live(placed)), total: 28 });
  });

  it('answers a bad filter with 400', async () => {
    for (const query of ['status=bogus', 'limit=0', 'limit=101', 'sort=oldest,newest'])
      expect((await get(admin, `/api/allorders?${query}`)).status, query).toBe(400);
  });

  it("reads one customer's orders by email on /api/orders, and has none of their own", async () => {
    expect(await page(admin, `/api/orders?email=${bob.email}`)).toEqual({ ids: newestFirst(live(mine(bob))), total: 3 });
    expect(await page(admin, '/api/orders?email=BOB.LISTS@example.com&status=all')).toEqual({ ids: newestFirst(mine(bob)), total: 4 });
    expect(await page(admin, `/api/orders?email=${alice.email}&status=paid&sort=oldest`)).toEqual({
      ids: oldestFirst(withStatus(mine(alice), 'paid')),
      total: 5,
    });
    expect(await page(admin, `/api/orders?email=${alice.email}&limit=5&offset=20`)).toEqual({ ids: newestFirst(live(mine(alice))).slice(20, 25), total: 25 });
    expect(await page(admin, '/api/orders?email=nobody@example.com')).toEqual({ ids: [], total: 0 });
    expect(await page(admin, '/api/orders')).toEqual({ ids: [], total: 0 });
    expect(await page(admin, `/api/orders?email=${admin.email}`)).toEqual({ ids: [], total: 0 });
  });

  it('customers cannot read /api/allorders', async () => {
    for (const user of [alice, bob]) expect((await get(user, '/api/allorders')).status).toBe(403);
  });
});

describe('the list of accounts', () => {
  const crew: TestUser[] = [];
  beforeAll(async () => {
    const letters = 'abcdefghijklmnopqrstuv';
    for (const letter of letters) {
      const name = letter === 'c' ? 'Nadia Rahman' : letter === 'q' ? 'Nadia Islam' : `Crew Member ${letter.toUpperCase()}`;
      crew.push(await signUp(ctx.app, { name, email: `crew.${letter}@example.com` }));
    }
  });
  /** Every account, newest first: the crew, then the admin, Bob and Alice. */
  const everyone = () => [...[...crew].reverse(), admin, bob, alice];
  const users = async (url: string, user = admin) => {
    const { status, total, body, response } = await get(user, url);
    expect(status, response.body).toBe(200);
    return { emails: (body as { email: string }[]).map((row) => row.email), total: Number(total) };
  };

  it('pages the accounts newest first, with the exact total', async () => {
    const emails = everyone().map((user) => user.email);
    expect(emails).toHaveLength(25);
    expect(await users('/api/user')).toEqual({ emails: emails.slice(0, 20), total: 25 });
    expect(await users('/api/user?offset=20')).toEqual({ emails: emails.slice(20), total: 25 });
    expect(await users('/api/user?limit=5&offset=5')).toEqual({ emails: emails.slice(5, 10), total: 25 });
    expect(await users('/api/user?limit=100')).toEqual({ emails, total: 25 });
    expect(await users('/api/user?offset=100')).toEqual({ emails: [], total: 25 });
  });

  it('answers each account with its id, name, email, role, tax exemption and payment terms', async () => {
    const { body } = await get(admin, '/api/user?limit=100');
    const rows = body as { _id: string; name: string; email: string; role: string | null }[];
    const none = { taxExemptCertificate: null, paymentTermsDays: null };
    expect(rows.find((row) => row.email === admin.email)).toEqual({ _id: admin.id, name: 'Shop Admin', email: admin.email, role: 'admin', ...none });
    expect(rows.find((row) => row.email === alice.email)).toEqual({ _id: alice.id, name: 'Alice Ahmed', email: alice.email, role: null, ...none });
    expect(rows.filter((row) => row.role === 'admin')).toHaveLength(1);
  });

  it('searches email and name, ignoring case, and counts the matches', async () => {
    const crewEmails = [...crew].reverse().map((user) => user.email);
    expect(await users('/api/user?q=crew')).toEqual({ emails: crewEmails.slice(0, 20), total: 22 });
    expect(await users('/api/user?q=CREW&offset=20')).toEqual({ emails: crewEmails.slice(20), total: 22 });
    expect(await users('/api/user?q=crew%20member')).toEqual({ emails: crewEmails.filter((email) => !/crew\.[cq]@/.test(email)), total: 20 });
    expect(await users('/api/user?q=nadia')).toEqual({ emails: ['crew.q@example.com', 'crew.c@example.com'], total: 2 });
    expect(await users('/api/user?q=RAHMAN')).toEqual({ emails: ['crew.c@example.com'], total: 1 });
    expect(await users('/api/user?q=crew.b@')).toEqual({ emails: ['crew.b@example.com'], total: 1 });
    expect(await users('/api/user?q=barua')).toEqual({ emails: [bob.email], total: 1 });
    expect(await users('/api/user?q=example.com&limit=3')).toEqual({
      emails: everyone()
        .slice(0, 3)
        .map((user) => user.email),
      total: 25,
    });
    expect(await users('/api/user?q=%25')).toEqual({ emails: [], total: 0 });
    expect(await users('/api/user?q=_')).toEqual({ emails: [], total: 0 });
    expect(await users('/api/user?q=nobody')).toEqual({ emails: [], total: 0 });
  });

  it('refuses bad paging with 400, customers with 403 and visitors with 401', async () => {
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=x', `q=${'x'.repeat(101)}`])
      expect((await get(admin, `/api/user?${query}`)).status, query).toBe(400);
    expect((await get(alice, '/api/user')).status).toBe(403);
    expect((await get(null, '/api/user')).status).toBe(401);
  });
});

describe('the counts that answer X-Total-Count', () => {
  it('equal a count of the orders, for every account and status and for the whole shop, after every kind of change', async () => {
    const { db } = ctx.database;
    // Also a change made straight in SQL: the triggers follow what the table holds, whoever writes it.
    const anyOrder = placed.find((order) => order.status === 'unpaid');
    if (!anyOrder) throw new Error('the plan has unpaid orders');
    await db.updateTable('orders').set({ user_id: bob.id }).where('id', '=', anyOrder.id).execute();
    const counted = await db
      .selectFrom('orders')
      .select(['user_id', 'status', (eb) => eb.fn.countAll<string | number>().as('orders')])
      .groupBy(['user_id', 'status'])
      .execute();
    const kept = await db.selectFrom('order_counts').select(['scope', 'status', 'orders']).where('orders', '<>', 0).execute();
    const byAccount = kept.filter((row) => !row.scope.startsWith('*'));
    expect(byAccount.map((row) => `${row.scope} ${row.status} ${row.orders}`).sort()).toEqual(
      counted
        .filter((row) => row.user_id !== null)
        .map((row) => `${row.user_id} ${row.status} ${Number(row.orders)}`)
        .sort(),
    );
    const shop = new Map<string, number>();
    for (const row of kept.filter((candidate) => candidate.scope.startsWith('*'))) shop.set(row.status, (shop.get(row.status) ?? 0) + Number(row.orders));
    const expected = new Map<string, number>();
    for (const row of counted) expected.set(row.status, (expected.get(row.status) ?? 0) + Number(row.orders));
    expect(Object.fromEntries(shop)).toEqual(Object.fromEntries(expected));
    await db.updateTable('orders').set({ user_id: anyOrder.user.id }).where('id', '=', anyOrder.id).execute();
  });
});
