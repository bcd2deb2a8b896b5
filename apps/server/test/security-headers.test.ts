import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { as, signUp, signUpAdmin, type TestUser } from './accounts';
import { createProduct } from './factories';
import { orderBody, placeOrder } from './orders';
import { createTestApp, TEST_ORIGIN, type TestContext } from './test-app';
import { multipart, pngWithMetadata } from './uploads';

/**
 * Pins the headers of every kind of answer (pages, scripts, JSON, images, the API docs) and the cross-origin rules:
 * a weakened header, a cacheable account answer or a foreign site that gets through fails here.
 */
const FOREIGN_ORIGIN = 'https://evil.example';

const APP_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
};

const DOCS_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const STRIPE_POLICY = {
  ...APP_POLICY,
  'script-src': ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
  'connect-src': ["'self'", 'https://api.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
};

const STRIPE_PAYMENTS: Config['payments'] = {
  provider: 'stripe',
  secretKey: 'sk_test_headers',
  publishableKey: 'pk_test_headers',
  webhookSecret: 'whsec_headers',
  apiUrl: 'http://127.0.0.1:9',
};

function parsePolicy(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** The headers every answer carries, whatever it is. */
function expectBaseHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers['x-powered-by']).toBeUndefined();
  expect(response.headers.server).toBeUndefined();
  expect(response.headers['access-control-allow-origin']).toBeUndefined();
  expect(response.headers['access-control-allow-credentials']).toBeUndefined();
}

let distDir: string;
let ctx: TestContext;
let customer: TestUser;
let admin: TestUser;
let productId: string;
let orderId: string;
let uploadedImage: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-headers-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.mkdirSync(path.join(distDir, 'images', 'parts'), { recursive: true });
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><title>Partsmith</title><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>',
  );
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(distDir, 'images', 'parts', 'chips.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestApp({ webDistDir: distDir });
  customer = await signUp(ctx.app);
  admin = await signUpAdmin(ctx.app);
  productId = String((await createProduct(ctx.database.db, { quantity: 1_000 })).id);
  orderId = (await placeOrder(ctx.app, customer, productId, 1)).json().insertedId;
  const upload = await ctx.app.inject(
    as(customer, { method: 'POST', url: '/api/uploads', ...multipart({ filename: 'part.png', contentType: 'image/png', content: await pngWithMetadata() }) }),
  );
  uploadedImage = upload.json().data.url;
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('every kind of answer', () => {
  it.each([
    ['the home page', '/', 200, /^text\/html/],
    ['a page of the app', '/dashboard', 200, /^text\/html/],
    ['a page the app does not know (its own 404 page)', '/no/such/page', 200, /^text\/html/],
    ['a script', '/assets/index-abc123.js', 200, /javascript/],
    ['a missing file', '/assets/index-missing.js', 404, /^application\/json/],
    ['the public catalogue', '/api/product', 200, /^application\/json/],
    ['an API error', '/api/product/999999999', 404, /^application\/json/],
    ['an unknown API path', '/api/nothing-here', 404, /^application\/json/],
    ['a shipped image', '/images/parts/chips.svg', 200, /^image\/svg\+xml/],
  ] as const)('%s carries the strict policy and the other security headers', async (_kind, url, status, type) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(type);
    expect(parsePolicy(response.headers['content-security-policy'])).toEqual(APP_POLICY);
    expectBaseHeaders(response);
  });

  it('an uploaded image carries them too, and is served as WebP only', async () => {
    for (const url of [uploadedImage, uploadedImage.replace('.webp', '-card.webp')]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(parsePolicy(response.headers['content-security-policy'])).toEqual(APP_POLICY);
      expectBaseHeaders(response);
    }
  });

  it('the API docs page has its own policy: inline styles for Swagger UI, but no inline or evaluated script', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(parsePolicy(response.headers['content-security-policy'])).toEqual(DOCS_POLICY);
      expectBaseHeaders(response);
    }
  });

  it('the public catalogue stays cacheable: no no-store on it', async () => {
    for (const url of ['/api/product', `/api/product/${productId}`, '/api/review', '/assets/index-abc123.js']) {
      expect((await get(url)).headers['cache-control'] ?? '').not.toContain('no-store');
    }
  });
});

describe('the policy follows the configuration', () => {
  it.each([
    ['production', 'test'],
    ['development', 'test'],
    ['production', 'stripe'],
  ] as const)('in %s with the %s payment provider: HSTS for a year, Stripe origins only with Stripe', async (env, provider) => {
    const other = await createTestApp({ env, webDistDir: distDir, ...(provider === 'stripe' ? { payments: STRIPE_PAYMENTS } : {}) });
    try {
      for (const url of ['/', '/api/product', '/dashboard/payment/1']) {
        const response = await other.app.inject({ method: 'GET', url });
        expect(parsePolicy(response.headers['content-security-policy'])).toEqual(provider === 'stripe' ? STRIPE_POLICY : APP_POLICY);
        expectBaseHeaders(response);
      }
    } finally {
      await other.close();
    }
  });

  it('the test provider names no Stripe origin anywhere', async () => {
    expect(String((await get('/')).headers['content-security-policy'])).not.toContain('stripe');
  });
});

/** Every operation that documents a 401 needs a signed-in user: its answers are about an account. */
async function signedInOperations(): Promise<Array<{ method: string; path: string }>> {
  const document = (await get('/api/docs/json')).json() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
  return Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.responses?.['401'] !== undefined)
      .map(([method]) => ({ method: method.toUpperCase(), path: route })),
  );
}

const fillPath = (route: string, { email, id }: { email: string; id: string }) => route.replace('{email}', encodeURIComponent(email)).replace('{id}', id);

describe('answers about an account are never stored', () => {
  it('the signed-in routes come from the OpenAPI document and include the account, order, admin and payment ones', async () => {
    const routes = (await signedInOperations()).map(({ method, path: route }) => `${method} ${route}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/orders',
        'GET /api/orders/{id}',
        'GET /api/allorders',
        'GET /api/user',
        'GET /api/user/profile/{email}',
        'GET /api/admin/{email}',
        'POST /api/create-payment-intent',
        'PATCH /api/orders/{id}',
        'POST /api/test-payments/confirm',
        'PUT /api/user/update/{email}',
      ]),
    );
  });

  it('every signed-in route answers no-store, to a visitor, to a customer and to an admin, even to bad input', async () => {
    // Routes that delete or promote act on a user, an order and a part of their own.
    const target = await signUp(ctx.app);
    const targetOrder = (await placeOrder(ctx.app, target, productId, 1)).json().insertedId as string;
    const targetPart = String((await createProduct(ctx.database.db)).id);
    for (const { method, path: route } of await signedInOperations()) {
      const url = fillPath(route, { email: target.email, id: route.startsWith('/api/product') ? targetPart : targetOrder });
      for (const user of [null, customer, admin]) {
        const options: InjectOptions = { method: method as InjectOptions['method'], url, ...(method === 'GET' ? {} : { payload: {} }) };
        const response = await ctx.app.inject(as(user, options));
        expect(response.headers['cache-control'], `${method} ${route} as ${user?.name ?? 'a visitor'} (${response.statusCode})`).toBe('no-store');
        expectBaseHeaders(response);
      }
    }
  });

  it.each([
    ['GET', '/api/orders', () => customer],
    ['GET', `/api/orders/{id}`, () => customer],
    ['GET', '/api/user/profile/{email}', () => customer],
    ['GET', '/api/admin/{email}', () => customer],
    ['GET', '/api/allorders', () => admin],
    ['GET', '/api/user', () => admin],
  ] as const)('%s %s answers 200 with no-store', async (method, route, user) => {
    const response = await ctx.app.inject(as(user(), { method, url: fillPath(route, { email: customer.email, id: orderId }) }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('placing an order and paying for it answer no-store', async () => {
    const order = await placeOrder(ctx.app, customer, productId, 1);
    expect(order.statusCode).toBe(201);
    expect(order.headers['cache-control']).toBe('no-store');
    const intent = await ctx.app.inject(as(customer, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order.json().insertedId } }));
    expect(intent.statusCode).toBe(200);
    expect(intent.headers['cache-control']).toBe('no-store');
    const paid = await ctx.app.inject(
      as(customer, {
        method: 'POST',
        url: '/api/test-payments/confirm',
        payload: { clientSecret: intent.json().clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
      }),
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.headers['cache-control']).toBe('no-store');
  });

  it('the sign-in service answers no-store, signed in or not', async () => {
    const answers = [
      await get('/api/auth/get-session'),
      await get('/api/auth/get-session', { cookie: customer.cookie }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email: customer.email, password: customer.password },
      }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: TEST_ORIGIN },
        payload: { email: customer.email, password: 'not the password' },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 401]);
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expectBaseHeaders(answer);
    }
  });
});

/** Everything a refused request could have changed, to compare before and after. */
async function snapshot(): Promise<string> {
  const tables = ['users', 'sessions', 'accounts', 'products', 'orders', 'profiles', 'images', 'reviews', 'test_payment_intents'];
  const contents = await Promise.all(tables.map(async (table) => (await sql`select * from ${sql.table(table)} order by 1`.execute(ctx.database.db)).rows));
  return JSON.stringify(contents, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value));
}

describe('another site', () => {
  it('gets no CORS permission on a simple request', async () => {
    for (const url of ['/api/product', '/api/orders', '/api/auth/get-session']) {
      const response = await get(url, { origin: FOREIGN_ORIGIN, cookie: customer.cookie });
      expectBaseHeaders(response);
      expect(response.headers['access-control-allow-methods']).toBeUndefined();
    }
  });

  it('gets no permission from a preflight', async () => {
    for (const url of ['/api/orders', `/api/orders/${orderId}`, '/api/product', '/api/auth/sign-in/email', `/api/user/update/${customer.email}`]) {
      const response = await ctx.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: FOREIGN_ORIGIN, 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'content-type' },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-methods']).toBeUndefined();
      expect(response.headers['access-control-allow-headers']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  const stateChanges: Array<[string, () => InjectOptions, () => TestUser | null]> = [
    ['places an order', () => ({ method: 'POST', url: '/api/orders', payload: orderBody(productId, 1) }), () => customer],
    [
      'changes a profile',
      () => ({
        method: 'PUT',
        url: `/api/user/update/${customer.email}`,
        payload: { education: 'BSc', address: 'Elsewhere', phone: '+880 1711 000001', linkedin: 'https://www.linkedin.com/in/x' },
      }),
      () => customer,
    ],
    ['cancels an order', () => ({ method: 'DELETE', url: `/api/orders/${orderId}` }), () => customer],
    ['deletes a part', () => ({ method: 'DELETE', url: `/api/product/${productId}` }), () => admin],
    ['makes someone admin', () => ({ method: 'PUT', url: `/api/user/admin/${customer.email}` }), () => admin],
    ['signs out', () => ({ method: 'POST', url: '/api/auth/sign-out', payload: {} }), () => customer],
    ['signs in', () => ({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: customer.email, password: customer.password } }), () => null],
    [
      'signs up',
      () => ({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Mallory', email: 'mallory@example.com', password: 'a long and unusual passphrase' },
      }),
      () => null,
    ],
  ];

  it.each(stateChanges)('cannot do what %s does: 403 and nothing changes', async (_action, request, user) => {
    const before = await snapshot();
    const response = await ctx.app.inject(as(user(), { ...request(), headers: { origin: FOREIGN_ORIGIN } }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
    expectBaseHeaders(response);
    expect(await snapshot()).toBe(before);
  });

  it.each(stateChanges.filter(([, , user]) => user() !== null))(
    'a request that carries the cookie but names no origin %s: refused as well',
    async (_action, request, user) => {
      const before = await snapshot();
      const response = await ctx.app.inject({ ...request(), headers: { cookie: (user() as TestUser).cookie } });
      expect(response.statusCode).toBe(403);
      expect(await snapshot()).toBe(before);
    },
  );

  it('a program that signs in by token and names no origin is not a browser, and is served', async () => {
    const signIn = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: customer.email, password: customer.password } });
    const token = signIn.headers['set-auth-token'];
    expect(token).toEqual(expect.any(String));
    const order = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: { authorization: `Bearer ${token}` }, payload: orderBody(productId, 1) });
    expect(order.statusCode).toBe(201);
  });
});
