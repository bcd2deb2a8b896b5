import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from './accounts';
import { datasheetForm, makePdf } from './datasheets';
import { createCategory, createProduct, createReview, createSpecification } from './factories';
import { payOrder, placeOrder } from './orders';
import { multipart, pngWithMetadata } from './uploads';
import { createTestApp, type TestContext } from './test-app';

/**
 * Who may call what: every route of the API, as a visitor, customer A, customer B and an admin.
 * Routes that name an account act on customer A's, unless they destroy or promote it (then on a fresh user).
 * A route in the OpenAPI document that is missing here fails the test, so a new route must state its rules.
 * Another account's order answers 404, as a missing one would: a 403 would tell that it exists.
 */
type Actor = 'visitor' | 'customerA' | 'customerB' | 'admin';
const ACTORS: Actor[] = ['visitor', 'customerA', 'customerB', 'admin'];

interface Cell {
  /** Whose account the {email} names: customer A's, or a fresh user's for routes that promote or delete. */
  target?: 'customerA' | 'fresh user';
  /**
   * What the {id} names: a part, one of customer A's unpaid orders (a fresh one for routes that cancel, a fresh paid one
   * to ship), a review, or one of customer A's quotes (answered; a fresh requested one to answer, a fresh answered one
   * to accept), or a datasheet of the part (a fresh one for routes that remove it; {fileName} is its file name), or
   * customer A's paid order and its invoice.
   */
  id?:
    | 'product'
    | 'order'
    | 'fresh order'
    | 'fresh paid order'
    | 'paid order'
    | 'invoice'
    | 'fresh product'
    | 'review'
    | 'quote'
    | 'fresh quote'
    | 'fresh answered quote'
    | 'datasheet'
    | 'fresh datasheet'
    | 'category'
    | 'fresh category'
    | 'specification'
    | 'fresh specification'
    | 'part in cart'
    | 'list'
    | 'fresh list'
    | 'fresh address';
  /** Sends a small real PNG as multipart/form-data instead of a JSON body. */
  upload?: true;
  /** The actor's cart holds the part before the request (a list saves it, a checkout places it). */
  cart?: true;
  /** Sends this text as text/csv instead of a JSON body. */
  csv?: string;
  /** Sends a small real PDF and its title as multipart/form-data instead of a JSON body. */
  datasheet?: true;
  body?: Record<string, unknown>;
  expect: [visitor: number, customerA: number, customerB: number, admin: number];
}

const validProfile = { education: 'BSc', address: 'House 1, Road 2, Dhaka', phone: '+880 1711 000000', linkedin: 'https://www.linkedin.com/in/someone' };

const MATRIX: Record<string, Cell> = {
  'GET /api/auth-options': { expect: [200, 200, 200, 200] },
  'GET /api/health': { expect: [200, 200, 200, 200] },
  // Read with METRICS_TOKEN, which no account's session or API token is (test/metrics.test.ts).
  'GET /api/metrics': { expect: [401, 401, 401, 401] },
  'GET /api/product': { expect: [200, 200, 200, 200] },
  'GET /api/product/{id}': { expect: [200, 200, 200, 200] },
  'GET /api/product/facets': { expect: [200, 200, 200, 200] },
  'GET /api/categories': { expect: [200, 200, 200, 200] },
  'POST /api/categories': { body: { name: 'Matrix', slug: 'matrix' }, expect: [401, 403, 403, 201] },
  'PATCH /api/categories/{id}': { id: 'category', body: { description: 'Edited' }, expect: [401, 403, 403, 200] },
  'DELETE /api/categories/{id}': { id: 'fresh category', expect: [401, 403, 403, 200] },
  'POST /api/categories/{id}/specifications': { id: 'category', body: { key: 'matrix', name: 'Matrix', kind: 'text' }, expect: [401, 403, 403, 201] },
  'PATCH /api/specifications/{id}': { id: 'specification', body: { name: 'Edited' }, expect: [401, 403, 403, 200] },
  'DELETE /api/specifications/{id}': { id: 'fresh specification', expect: [401, 403, 403, 200] },
  'GET /api/review': { expect: [200, 200, 200, 200] },
  'GET /api/review/mine': { expect: [401, 200, 200, 200] },
  'GET /api/site': { expect: [200, 200, 200, 200] },
  // Customer A has a paid order; customer B has none; admins do not review the shop.
  'POST /api/review': {
    body: { name: 'Rahim', location: 'Dhaka', review: 'Good parts.', ratings: 5, image: '/images/parts/keys.svg' },
    expect: [401, 201, 403, 403],
  },
  'GET /api/allreviews': { expect: [401, 403, 403, 200] },
  'PATCH /api/review/{id}': { id: 'review', body: { hidden: true }, expect: [401, 403, 403, 200] },
  'POST /api/product': {
    body: { name: 'Fan', price: 12.5, quantity: 100, minimum: 10, description: 'A fan.', image: '/images/parts/case-fan.svg' },
    expect: [401, 403, 403, 201],
  },
  'PATCH /api/product/{id}': { id: 'fresh product', body: { price: 9.99, stockChange: 500 }, expect: [401, 403, 403, 200] },
  'PUT /api/product/{id}/price-tiers': { id: 'fresh product', body: { tiers: [{ minQuantity: 10, price: 9.99 }] }, expect: [401, 403, 403, 200] },
  'DELETE /api/product/{id}': { id: 'fresh product', expect: [401, 403, 403, 200] },
  'POST /api/product/{id}/datasheets': { id: 'fresh product', datasheet: true, expect: [401, 403, 403, 201] },
  'GET /api/datasheets/{id}/{fileName}': { id: 'datasheet', expect: [200, 200, 200, 200] },
  'DELETE /api/datasheets/{id}': { id: 'fresh datasheet', expect: [401, 403, 403, 200] },
  'GET /api/admin/overview': { expect: [401, 403, 403, 200] },
  'GET /api/admin/mailbox': { expect: [401, 403, 403, 200] },
  'GET /api/admin/mail-options': { expect: [401, 403, 403, 200] },
  'GET /api/email-preferences': { expect: [401, 200, 200, 200] },
  'PUT /api/email-preferences': { body: { orderUpdates: true, paymentReminders: false }, expect: [401, 200, 200, 200] },
  'POST /api/uploads': { upload: true, expect: [401, 201, 201, 201] },
  'GET /api/admin/{email}': { expect: [401, 200, 403, 200] },
  'GET /api/user': { expect: [401, 403, 403, 200] },
  'PUT /api/user/{email}': { expect: [401, 200, 403, 403] },
  'PUT /api/user/admin/{email}': { target: 'fresh user', expect: [401, 403, 403, 200] },
  'DELETE /api/user/{email}': { target: 'fresh user', expect: [401, 403, 403, 200] },
  'GET /api/user/profile/{email}': { expect: [401, 200, 403, 200] },
  'PUT /api/user/update/{email}': { body: validProfile, expect: [401, 200, 403, 403] },
  'GET /api/user/order-limit/{email}': { expect: [401, 200, 403, 200] },
  'PUT /api/user/order-limit/{email}': { body: { ownLimit: 5_000 }, expect: [401, 403, 403, 200] },
  'POST /api/orders': { body: { productId: 'PRODUCT', quantity: 1, phone: '+880 1711 000000', address: 'Dhaka' }, expect: [401, 201, 201, 201] },
  'GET /api/orders': { expect: [401, 200, 200, 200] },
  'GET /api/orders/{id}': { id: 'order', expect: [401, 200, 404, 200] },
  'DELETE /api/orders/{id}': { id: 'fresh order', expect: [401, 200, 404, 404] },
  'GET /api/allorders': { expect: [401, 403, 403, 200] },
  'DELETE /api/allorders/{id}': { id: 'fresh order', expect: [401, 403, 403, 200] },
  'GET /api/allorders/export': { expect: [401, 403, 403, 200] },
  'GET /api/catalogue/export.csv': { expect: [401, 403, 403, 200] },
  'GET /api/admin/audit': { expect: [401, 403, 403, 200] },
  'GET /api/admin/audit/export': { expect: [401, 403, 403, 200] },
  // A dry run (the default): it checks the file and writes nothing.
  'POST /api/catalogue/import': { csv: 'part_number,name\r\nMATRIX-1,Fan\r\n', expect: [401, 403, 403, 200] },
  'PATCH /api/allorders/{id}': {
    id: 'fresh paid order',
    body: { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0146 0000 1234' },
    expect: [401, 403, 403, 200],
  },
  'POST /api/create-payment-intent': { body: { orderId: 'ORDER' }, expect: [401, 200, 404, 404] },
  'PATCH /api/orders/{id}': { id: 'order', body: { transactionId: 'pi_made_up' }, expect: [401, 409, 404, 404] },
  'POST /api/test-payments/confirm': {
    body: { clientSecret: 'SECRET', cardNumber: '4000000000000002', expMonth: 12, expYear: 2099, cvc: '123' },
    expect: [401, 402, 404, 404],
  },
  // Admins answer quotes; they do not request them.
  'POST /api/quotes': { body: { productId: 'PRODUCT', quantity: 1, wantedBy: 'DAY', note: 'Soon, please.' }, expect: [401, 201, 201, 403] },
  'GET /api/quotes': { expect: [401, 200, 200, 200] },
  'GET /api/quotes/{id}': { id: 'quote', expect: [401, 200, 404, 200] },
  'POST /api/quotes/{id}/accept': { id: 'fresh answered quote', body: { phone: '+880 1711 000000', address: 'Dhaka' }, expect: [401, 201, 404, 404] },
  'GET /api/allquotes': { expect: [401, 403, 403, 200] },
  'PATCH /api/allquotes/{id}': { id: 'fresh quote', body: { status: 'declined', note: 'Not this year.' }, expect: [401, 403, 403, 200] },
  // Everyone's cart, lists and address book are their own (admins too); {id} names customer A's.
  'GET /api/cart': { expect: [401, 200, 200, 200] },
  'POST /api/cart/lines': { body: { lines: [{ productId: 'PRODUCT', quantity: 1 }] }, expect: [401, 200, 200, 200] },
  // Emptied here, customer B's and the admin's carts have no line of the part to set.
  'DELETE /api/cart': { expect: [401, 200, 200, 200] },
  'PUT /api/cart/lines/{id}': { id: 'part in cart', body: { quantity: 2 }, expect: [401, 200, 404, 404] },
  'DELETE /api/cart/lines/{id}': { id: 'part in cart', expect: [401, 200, 200, 200] },
  'POST /api/cart/preview': { body: { lines: [{ productId: 'PRODUCT', quantity: 1 }] }, expect: [200, 200, 200, 200] },
  'POST /api/cart/bom-preview': { body: { text: 'BOM' }, expect: [200, 200, 200, 200] },
  'POST /api/checkout': { cart: true, body: { phone: '+880 1711 000000', address: 'Dhaka' }, expect: [401, 201, 201, 201] },
  'POST /api/orders/{id}/to-cart': { id: 'order', expect: [401, 200, 404, 404] },
  'GET /api/lists': { expect: [401, 200, 200, 200] },
  'POST /api/lists': { cart: true, body: { name: 'Matrix' }, expect: [401, 201, 201, 201] },
  'DELETE /api/lists/{id}': { id: 'fresh list', expect: [401, 200, 404, 404] },
  'POST /api/lists/{id}/to-cart': { id: 'list', expect: [401, 200, 404, 404] },
  'GET /api/addresses': { expect: [401, 200, 200, 200] },
  // Not the checkout's address, which its book has now.
  'POST /api/addresses': { body: { phone: '+880 1711 000000', address: 'Chattogram' }, expect: [401, 201, 201, 201] },
  'DELETE /api/addresses/{id}': { id: 'fresh address', expect: [401, 200, 404, 404] },
  'GET /api/shop/tax': { expect: [200, 200, 200, 200] },
  'GET /api/admin/settings': { expect: [401, 403, 403, 200] },
  'PUT /api/admin/settings': {
    body: {
      pricesIncludeTax: true,
      standardRate: 15,
      reducedRate: 5,
      deliveryCharge: 0,
      freeDeliveryFrom: null,
      sellerName: 'Partsmith',
      sellerAddress: 'Dhaka',
      sellerTaxNumber: 'BIN 000',
      bankDetails: 'Bank',
    },
    expect: [401, 403, 403, 200],
  },
  // Customer A's paid order has an invoice.
  'GET /api/orders/{id}/documents': { id: 'paid order', expect: [401, 200, 404, 200] },
  'GET /api/documents/{id}/{fileName}': { id: 'invoice', expect: [401, 200, 404, 200] },
  'GET /api/admin/invoices': { expect: [401, 403, 403, 200] },
  'GET /api/admin/invoices/export': { expect: [401, 403, 403, 200] },
  // {email} is customer A's.
  'GET /api/user/company/{email}': { expect: [401, 200, 403, 200] },
  'PUT /api/user/company/{email}': { body: { companyName: 'Acme Ltd', taxNumber: 'BIN 1', billingAddress: 'Dhaka' }, expect: [401, 200, 403, 403] },
  'PUT /api/user/tax-exemption/{email}': { body: { certificate: 'EX-1' }, expect: [401, 403, 403, 200] },
  'PUT /api/user/payment-terms/{email}': { body: { days: 30, creditLimit: 100 }, expect: [401, 403, 403, 200] },
  // An order paid by card: no transfer pays it (terms.test.ts records one).
  'POST /api/allorders/{id}/payment': { id: 'fresh order', body: { amount: 1, reference: 'REF-1' }, expect: [401, 403, 403, 409] },
};

let ctx: TestContext;
let users: Record<Exclude<Actor, 'visitor'>, TestUser>;
let productId: string;
let partNumber: string;
let orderOfA: string;
let paidOrderOfA: string;
let invoiceOfA: string;
let clientSecretOfA: string;
let reviewId: string;
let quoteOfA: string;
let pdf: Buffer;
const DATASHEET_FILE = 'datasheet.pdf';
/** A datasheet of the part, written straight to the table (the upload's checks are the datasheets module's tests). */
const datasheetFor = async (partId: string) =>
  String(
    (
      await ctx.database.db
        .insertInto('datasheets')
        .values({ product_id: partId, title: 'Datasheet', file_name: DATASHEET_FILE, bytes: pdf.length, sha256: 'a'.repeat(64), content: pdf })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
let datasheetId: string;
let categoryId: string;
let specificationId: string;
let listOfA: string;
/** Puts one piece of the part in the user's cart. */
const partInCartOf = async (user: TestUser) => {
  const added = await ctx.app.inject(as(user, { method: 'POST', url: '/api/cart/lines', payload: { lines: [{ productId, quantity: 1 }] } }));
  expect(added.statusCode, added.body).toBe(200);
  return productId;
};
/** One of customer A's saved lists, of the part. */
const listFor = async (user: TestUser) => {
  await partInCartOf(user);
  return (await ctx.app.inject(as(user, { method: 'POST', url: '/api/lists', payload: { name: `List ${crypto.randomUUID()}` } }))).json().id as string;
};
const addressFor = async (user: TestUser) =>
  (
    await ctx.app.inject(as(user, { method: 'POST', url: '/api/addresses', payload: { phone: '+880 1711 000000', address: `House ${crypto.randomUUID()}` } }))
  ).json().id as string;
const inAMonth = new Date(Date.now() + 30 * 24 * 3_600_000).toISOString().slice(0, 10);
/**
 * One of customer A's quotes, written straight to the table (as requested an hour ago, so that the many the matrix
 * needs stay clear of the account's limits on requests), answered unless `requested`.
 */
const quoteFor = async (user: TestUser, status: 'requested' | 'answered') =>
  String(
    (
      await ctx.database.db
        .insertInto('quotes')
        .values({
          user_id: user.id,
          email: user.email,
          product_id: productId,
          product_name: 'Part',
          quantity: 1,
          wanted_by: inAMonth,
          note: null,
          created_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
          ...(status === 'answered' && { status, unit_price_cents: 900, available_by: inAMonth, valid_until: new Date(Date.now() + 3_600_000).toISOString() }),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
const orderFor = async (user: TestUser) => (await placeOrder(ctx.app, user, productId, 1)).json().insertedId as string;
const paidOrderFor = async (user: TestUser) => {
  const orderId = await orderFor(user);
  await payOrder(ctx.app, user, orderId);
  return orderId;
};
beforeAll(async () => {
  // The metrics route exists only when METRICS_TOKEN is set.
  ctx = await createTestApp({ metricsToken: crypto.randomBytes(32).toString('hex') });
  users = { customerA: await signUp(ctx.app), customerB: await signUp(ctx.app), admin: await signUpAdmin(ctx.app) };
  const product = await createProduct(ctx.database.db, { quantity: 100_000 });
  productId = String(product.id);
  partNumber = product.part_number;
  orderOfA = await orderFor(users.customerA);
  paidOrderOfA = await paidOrderFor(users.customerA);
  await ctx.app.services.invoices.renderPending();
  invoiceOfA = String((await ctx.database.db.selectFrom('invoices').select('id').where('order_id', '=', paidOrderOfA).executeTakeFirstOrThrow()).id);
  reviewId = String((await createReview(ctx.database.db)).id);
  quoteOfA = await quoteFor(users.customerA, 'answered');
  pdf = await makePdf();
  datasheetId = await datasheetFor(productId);
  categoryId = String((await createCategory(ctx.database.db)).id);
  specificationId = String((await createSpecification(ctx.database.db, categoryId)).id);
  listOfA = await listFor(users.customerA);
  ctx.app.services.catalog.invalidate();
  clientSecretOfA = (await ctx.app.inject(as(users.customerA, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId: orderOfA } }))).json()
    .clientSecret;
});
afterAll(() => ctx.close());

async function documentedRoutes(): Promise<string[]> {
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
}

describe('the access matrix', () => {
  it('names every route of the API', async () => {
    expect((await documentedRoutes()).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [route, cell] of Object.entries(MATRIX)) {
    ACTORS.forEach((actor, index) => {
      const expected = cell.expect[index] as number;
      it(`${route} as ${actor} answers ${expected}`, async () => {
        const [method, path] = route.split(' ') as [InjectOptions['method'], string];
        const target = cell.target === 'fresh user' ? await signUp(ctx.app) : users.customerA;
        const ids = {
          product: productId,
          order: orderOfA,
          'paid order': paidOrderOfA,
          invoice: invoiceOfA,
          'fresh order': cell.id === 'fresh order' ? await orderFor(users.customerA) : '',
          'fresh paid order': cell.id === 'fresh paid order' ? await paidOrderFor(users.customerA) : '',
          'fresh product': cell.id === 'fresh product' ? String((await createProduct(ctx.database.db)).id) : '',
          review: reviewId,
          quote: quoteOfA,
          'fresh quote': cell.id === 'fresh quote' ? await quoteFor(users.customerA, 'requested') : '',
          'fresh answered quote': cell.id === 'fresh answered quote' ? await quoteFor(users.customerA, 'answered') : '',
          datasheet: datasheetId,
          'fresh datasheet': cell.id === 'fresh datasheet' ? await datasheetFor(productId) : '',
          category: categoryId,
          'fresh category': cell.id === 'fresh category' ? String((await createCategory(ctx.database.db)).id) : '',
          specification: specificationId,
          'fresh specification': cell.id === 'fresh specification' ? String((await createSpecification(ctx.database.db, categoryId)).id) : '',
          'part in cart': cell.id === 'part in cart' ? await partInCartOf(users.customerA) : '',
          list: listOfA,
          'fresh list': cell.id === 'fresh list' ? await listFor(users.customerA) : '',
          'fresh address': cell.id === 'fresh address' ? await addressFor(users.customerA) : '',
        };
        if (cell.cart && actor !== 'visitor') await partInCartOf(users[actor]);
        const url = path
          .replace('{email}', encodeURIComponent(target.email))
          .replace('{id}', ids[cell.id ?? 'product'])
          .replace('{fileName}', DATASHEET_FILE);
        const placeholders: Record<string, string> = {
          '"DAY"': inAMonth,
          '"PRODUCT"': productId,
          '"ORDER"': orderOfA,
          '"SECRET"': clientSecretOfA,
          '"BOM"': `${partNumber}, 1`,
        };
        const body =
          cell.body &&
          JSON.parse(Object.entries(placeholders).reduce((text, [name, value]) => text.replace(name, JSON.stringify(value)), JSON.stringify(cell.body)));
        const payload = body ?? (method === 'PUT' ? { email: target.email } : undefined);
        const request = cell.upload
          ? { method, url, ...multipart({ filename: 'part.png', contentType: 'image/png', content: await pngWithMetadata() }) }
          : cell.csv
            ? { method, url, headers: { 'content-type': 'text/csv' }, payload: cell.csv }
            : cell.datasheet
              ? { method, url, ...datasheetForm('Datasheet', pdf) }
              : { method, url, ...(payload ? { payload: path.includes('{email}') && body ? { ...payload, email: target.email } : payload } : {}) };
        const response = await ctx.app.inject(as(actor === 'visitor' ? null : users[actor], request));
        expect(response.statusCode, response.body).toBe(expected);
        if (expected >= 400) expect(response.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
      });
    });
  }
});

/**
 * Better Auth's routes that send mail or take a mailed token (not in the OpenAPI document). Anyone may ask for a reset
 * or a verification link; a signed-in account only for its own address; a token that was never mailed is refused.
 */
const MAIL_MATRIX: Record<string, { body: Record<string, unknown>; expect: Cell['expect'] }> = {
  'POST /api/auth/request-password-reset': { body: { email: 'A' }, expect: [200, 200, 200, 200] },
  'POST /api/auth/send-verification-email': { body: { email: 'A' }, expect: [200, 200, 400, 400] },
  'POST /api/auth/reset-password': { body: { token: 'never-mailed', newPassword: 'a brand new passphrase' }, expect: [400, 400, 400, 400] },
  'POST /api/auth/verify-email': { body: { token: 'never-mailed' }, expect: [401, 401, 401, 401] },
};

describe('the access matrix of the mail routes', () => {
  for (const [route, cell] of Object.entries(MAIL_MATRIX)) {
    ACTORS.forEach((actor, index) => {
      const expected = cell.expect[index] as number;
      it(`${route} as ${actor} answers ${expected}`, async () => {
        const [method, url] = route.split(' ') as [InjectOptions['method'], string];
        const payload = cell.body.email === 'A' ? { ...cell.body, email: users.customerA.email } : cell.body;
        const response = await ctx.app.inject(as(actor === 'visitor' ? null : users[actor], { method, url, payload }));
        expect(response.statusCode, response.body).toBe(expected);
      });
    });
  }
});

/**
 * Who you are before what you sent: a route closed to an actor answers 401 or 403 whatever the request carries, before
 * its body or query is looked at (a malformed body would otherwise answer 400 and tell what the route expects).
 */
describe('refusals come before validation', () => {
  const malformed = [
    { name: 'broken JSON', headers: { 'content-type': 'application/json' }, payload: '{"price": ' },
    { name: 'wrong types', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ price: 'free', quantity: [], email: 7 }) },
  ];
  for (const [route, cell] of Object.entries(MATRIX)) {
    const [method, path] = route.split(' ') as [InjectOptions['method'], string];
    // Visitors (401), and customers where only the role tells them apart from an admin (403); other 403s are rules about
    // what was sent (only one's own account, a buyer's review) and come after the input is read.
    const adminAllowed = (cell.expect[3] as number) < 400;
    const closedTo = ACTORS.filter((actor, index) => cell.expect[index] === 401 || (cell.expect[index] === 403 && actor !== 'admin' && adminAllowed));
    for (const actor of closedTo) {
      const expected = cell.expect[ACTORS.indexOf(actor)] as number;
      it(`${route} as ${actor} with a malformed request answers ${expected}`, async () => {
        const url = `${path.replace('{email}', encodeURIComponent(users.customerA.email)).replace('{id}', 'not-an-id').replace('{fileName}', 'x')}?limit=-1&offset=x`;
        for (const { name, headers, payload } of method === 'GET' ? [{ name: 'junk query', headers: {}, payload: undefined }] : malformed) {
          const response = await ctx.app.inject(
            as(actor === 'visitor' ? null : users[actor], { method, url, headers, ...(payload === undefined ? {} : { payload }) }),
          );
          expect(response.statusCode, `${name}: ${response.body}`).toBe(expected);
        }
      });
    }
  }
});

/** The catalogue structure's admin routes decide who is asking before they read the body: nonsense gets 401 or 403 too. */
describe('the category routes refuse visitors and customers before validation', () => {
  const ROUTES: [InjectOptions['method'], string][] = [
    ['POST', '/api/categories'],
    ['PATCH', '/api/categories/1'],
    ['DELETE', '/api/categories/1'],
    ['POST', '/api/categories/1/specifications'],
    ['PATCH', '/api/specifications/1'],
    ['DELETE', '/api/specifications/1'],
  ];
  for (const [method, url] of ROUTES) {
    it(`${method} ${url}`, async () => {
      const nonsense = { method, url, payload: { slug: 'Not A Slug!', kind: 'colour', extra: true } };
      expect((await ctx.app.inject(nonsense)).statusCode).toBe(401);
      expect((await ctx.app.inject(as(users.customerA, nonsense))).statusCode).toBe(403);
    });
  }
});
