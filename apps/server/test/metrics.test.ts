import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from './accounts';
import { createProduct } from './factories';
import { payOrder, placeOrder } from './orders';
import { createTestApp, type TestContext } from './test-app';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus's text format: `name{label="value",...} number` a line; comments skipped. */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
      return { name: match[1] as string, labels, value: Number(match[3]) };
    });
}

/** The value of the one sample named `name` whose labels include `labels`. */
function valueOf(all: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = all.filter((sample) => sample.name === name && Object.entries(labels).every(([label, value]) => sample.labels[label] === value));
  expect(found, `${name} ${JSON.stringify(labels)}`).toHaveLength(1);
  return (found[0] as Sample).value;
}

describe('metrics with METRICS_TOKEN set', () => {
  let ctx: TestContext;
  let customer: TestUser;
  let admin: TestUser;
  let productId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ metricsToken: TOKEN });
    customer = await signUp(ctx.app);
    admin = await signUpAdmin(ctx.app);
    productId = String((await createProduct(ctx.database.db, { quantity: 100, minimum: 1 })).id);
    // Catalogue reads: the second of each is the cached page.
    for (let round = 0; round < 2; round++) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/product?limit=12' })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/product/${productId}` })).statusCode).toBe(200);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
    const placed = await placeOrder(ctx.app, customer, productId, 2);
    expect(placed.statusCode).toBe(201);
    await payOrder(ctx.app, customer, placed.json().insertedId);
    // The order's page twice: the second is the kept page, on the embedded database.
    for (let round = 0; round < 2; round++) {
      expect((await ctx.app.inject(as(customer, { method: 'GET', url: `/api/orders/${placed.json().insertedId}` }))).statusCode).toBe(200);
    }
  });

  afterAll(async () => {
    await ctx.close();
  });

  const scrape = () => ctx.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('answers the named series after traffic, with sensible values', async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const all = samples(response.body);

    const requests = (route: string, method: string, statusClass: string) =>
      valueOf(all, 'partsmith_http_request_duration_seconds_count', { route, method, status_class: statusClass });
    expect(requests('/api/product', 'GET', '2xx')).toBe(2);
    expect(requests('/api/product/:id', 'GET', '2xx')).toBe(2);
    expect(requests('/api/orders', 'POST', '2xx')).toBe(1);
    expect(requests('unmatched', 'GET', '4xx')).toBe(1);
    // Routes are labelled by their pattern, never by the URL sent.
    const routes = new Set(all.flatMap((sample) => (sample.labels.route === undefined ? [] : [sample.labels.route])));
    expect([...routes].sort()).toEqual([
      '/api/auth/*',
      '/api/create-payment-intent',
      '/api/orders',
      '/api/orders/:id',
      '/api/product',
      '/api/product/:id',
      '/api/test-payments/confirm',
      'unmatched',
    ]);
    const slowest = valueOf(all, 'partsmith_http_request_duration_seconds_bucket', { route: '/api/product', method: 'GET', status_class: '2xx', le: '+Inf' });
    expect(slowest).toBe(2);
    expect(valueOf(all, 'partsmith_http_request_duration_seconds_sum', { route: '/api/product', method: 'GET', status_class: '2xx' })).toBeGreaterThan(0);

    expect(valueOf(all, 'partsmith_orders_placed_total')).toBe(1);
    expect(valueOf(all, 'partsmith_payments_succeeded_total')).toBe(1);
    expect(valueOf(all, 'partsmith_cache_lookups_total', { cache: 'catalogue', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(all, 'partsmith_cache_lookups_total', { cache: 'catalogue', result: 'miss' })).toBeGreaterThanOrEqual(1);
    // Order pages are kept on the embedded database only (decision 0020): PostgreSQL reports no lookups of them.
    const orderLookups = all.filter((sample) => sample.name === 'partsmith_cache_lookups_total' && sample.labels.cache === 'orders');
    if (ctx.database.dialect === 'sqlite') expect(valueOf(orderLookups, 'partsmith_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    else expect(orderLookups).toEqual([]);

    // The sign-ups' and the order's emails wait in the outbox: the tests' sender does not poll.
    const unsent = await ctx.database.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(unsent.count)).toBeGreaterThan(0);
    expect(valueOf(all, 'partsmith_outbox_unsent')).toBe(Number(unsent.count));
    const oldestAge = valueOf(all, 'partsmith_outbox_oldest_unsent_age_seconds');
    expect(oldestAge).toBeGreaterThan(0);
    expect(oldestAge).toBeLessThan(600);

    expect(valueOf(all, 'partsmith_db_query_duration_seconds_count', { statement: 'insert', outcome: 'ok' })).toBeGreaterThan(0);
    expect(valueOf(all, 'partsmith_db_query_duration_seconds_count', { statement: 'select', outcome: 'ok' })).toBeGreaterThan(0);
    const loopDelay = valueOf(all, 'nodejs_eventloop_lag_p99_seconds');
    expect(loopDelay).toBeGreaterThanOrEqual(0);
    expect(loopDelay).toBeLessThan(10);
  });

  it('answers 401 to a visitor, a customer, an admin and a wrong token', async () => {
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/metrics' }),
      ctx.app.inject(as(customer, { method: 'GET', url: '/api/metrics' })),
      ctx.app.inject(as(admin, { method: 'GET', url: '/api/metrics' })),
      ctx.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` } }),
      ctx.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: TOKEN } }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
      expect(answer.body).not.toContain('partsmith_');
    }
  });
});

describe('metrics without METRICS_TOKEN', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('are off: /api/metrics does not exist', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('partsmith_');
  });
});
