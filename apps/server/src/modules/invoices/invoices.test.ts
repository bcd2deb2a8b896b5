import { type InvoiceSummary, invoiceMessages } from '@partsmith/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { payOrder, placeOrder } from '../../../test/orders';
import { readPdf } from '../../../test/pdf-reader';
import { renderedDocumentText } from '../../../test/invoices';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createOrderCommands } from '../orders';

let ctx: TestContext;
let admin: TestUser;
let productId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
  productId = String(
    (await createProduct(ctx.database.db, { name: 'Copper heatsink', part_number: 'HS-92', price_cents: 1000, minimum: 1, quantity: 100_000 })).id,
  );
  const settings = {
    pricesIncludeTax: false,
    standardRate: 15,
    reducedRate: 5,
    deliveryCharge: 0,
    freeDeliveryFrom: null,
    sellerName: 'Partsmith Ltd',
    sellerAddress: '1 Foundry Road, Dhaka',
    sellerTaxNumber: 'BIN 000111222',
    bankDetails: 'Foundry Bank, account 123456',
  };
  expect((await ctx.app.inject(as(admin, { method: 'PUT', url: '/api/admin/settings', payload: settings }))).statusCode).toBe(200);
});
afterAll(() => ctx.close());

const inject = (user: TestUser | null, options: InjectOptions) => ctx.app.inject(as(user, options));
const documentsOf = async (user: TestUser, orderId: string): Promise<InvoiceSummary[]> => {
  const response = await inject(user, { method: 'GET', url: `/api/orders/${orderId}/documents` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const newOrder = async (customer: TestUser, quantity = 3) => (await placeOrder(ctx.app, customer, productId, quantity)).json().insertedId as string;
const sequences = async (kind: 'invoice' | 'credit-note') =>
  (await ctx.database.db.selectFrom('invoices').select('sequence').where('kind', '=', kind).orderBy('sequence').execute()).map((row) => row.sequence);

describe('the invoice of a paid order', () => {
  it('is issued once on payment, rendered off the request path, and downloaded by its customer and the admins only', async () => {
    const customer = await signUp(ctx.app);
    const company = { companyName: 'Analytical Engines Ltd', taxNumber: 'BIN 987654321', billingAddress: '221B Baker Street, Dhaka' };
    expect((await inject(customer, { method: 'PUT', url: `/api/user/company/${encodeURIComponent(customer.email)}`, payload: company })).statusCode).toBe(200);
    const orderId = await newOrder(customer);
    expect(await documentsOf(customer, orderId)).toEqual([]);
    await payOrder(ctx.app, customer, orderId);

    const [invoice, ...more] = await documentsOf(customer, orderId);
    expect(more).toEqual([]);
    const year = new Date().getUTCFullYear();
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(new RegExp(`^INV-${year}-\\d{6}$`)),
      orderId,
      net: 30,
      tax: 4.5,
      total: 34.5,
    });
    expect(invoice!.buyer).toEqual({ name: expect.any(String), email: customer.email, company: company.companyName, taxNumber: company.taxNumber });

    // Until the sweep renders it, the download asks to come back: held as claimed by another instance's sweep here, so
    // that this instance's (every second) cannot render it first.
    const invoices = ctx.database.db.updateTable('invoices').where('id', '=', invoice!.id);
    await invoices.set({ pdf: null, render_claimed_until: new Date(Date.now() + 60_000).toISOString() }).execute();
    const early = await inject(customer, { method: 'GET', url: invoice!.url });
    expect(early.statusCode).toBe(503);
    expect(early.headers['retry-after']).toBe('2');
    expect(early.json()).toEqual({ code: 'BUSY', message: invoiceMessages.notReady });
    await invoices.set({ render_claimed_until: null }).execute();
    expect(await ctx.app.services.invoices.renderPending()).toBeGreaterThanOrEqual(1);
    expect((await documentsOf(customer, orderId))[0]!.ready).toBe(true);

    const download = await inject(customer, { method: 'GET', url: invoice!.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${invoice!.number}.pdf"`);
    expect(download.headers['cache-control']).toBe('private, no-store');
    const { text } = await readPdf(download.rawPayload);
    for (const expected of [invoice!.number, 'Partsmith Ltd', 'BIN 000111222', company.companyName, company.taxNumber, 'HS-92', 'Copper heatsink', '$34.50']) {
      expect(text).toContain(expected);
    }

    const stranger = await signUp(ctx.app);
    expect((await inject(stranger, { method: 'GET', url: invoice!.url })).statusCode).toBe(404);
    expect((await inject(stranger, { method: 'GET', url: `/api/orders/${orderId}/documents` })).statusCode).toBe(404);
    expect((await inject(null, { method: 'GET', url: invoice!.url })).statusCode).toBe(401);
    expect((await inject(admin, { method: 'GET', url: invoice!.url })).statusCode).toBe(200);
  });

  it('is credited by a credit note when an admin cancels the paid order with its refund', async () => {
    const customer = await signUp(ctx.app);
    const orderId = await newOrder(customer);
    await payOrder(ctx.app, customer, orderId);
    expect((await inject(admin, { method: 'DELETE', url: `/api/allorders/${orderId}` })).json()).toEqual({ deletedCount: 1 });
    const [invoice, creditNote] = await documentsOf(customer, orderId);
    expect(creditNote).toMatchObject({
      kind: 'credit-note',
      number: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
      creditsInvoice: invoice!.number,
      total: invoice!.total,
    });
    const text = await renderedDocumentText(ctx, customer, creditNote!);
    expect(text).toContain(`Credit note ${creditNote!.number}`);
    expect(text).toContain(`Credits invoice ${invoice!.number}`);
  });

  it('takes the next number of one gap-free sequence under 50 concurrent payments', async () => {
    const before = await sequences('invoice');
    const customers = await Promise.all(Array.from({ length: 50 }, () => signUp(ctx.app)));
    const orders = await Promise.all(customers.map((customer) => newOrder(customer, 1)));
    await Promise.all(orders.map((orderId, index) => payOrder(ctx.app, customers[index]!, orderId)));
    const after = await sequences('invoice');
    expect(after).toEqual(Array.from({ length: before.length + 50 }, (_, index) => index + 1));
    const numbers = await ctx.database.db.selectFrom('invoices').select('number').where('order_id', 'in', orders).execute();
    expect(new Set(numbers.map((row) => row.number)).size).toBe(50);
  });

  it('gives its number back when the payment transaction rolls back', async () => {
    const customer = await signUp(ctx.app);
    const orderId = await newOrder(customer);
    const before = await sequences('invoice');
    // The invoice is issued, then the customer's email cannot be written: the whole change rolls back.
    const failingMail = createOrderCommands(
      ctx.database.db,
      async (trx, change) => {
        await ctx.app.services.invoices.orderChanged(trx, change);
        throw new Error('the outbox is unavailable');
      },
      { paymentSucceeded: () => {} },
    );
    await expect(failingMail.markPaid(orderId, { transactionId: 'pi_rolled_back', testPayment: true })).rejects.toThrow('the outbox is unavailable');
    expect(await sequences('invoice')).toEqual(before);
    await payOrder(ctx.app, customer, orderId);
    expect(await sequences('invoice')).toEqual([...before, before.length + 1]);
  });
});

describe("the admins' list of invoices", () => {
  it('pages newest first, filters by year and kind, and exports CSV for the accounts', async () => {
    const customer = await signUp(ctx.app);
    expect((await inject(customer, { method: 'GET', url: '/api/admin/invoices' })).statusCode).toBe(403);
    const page = await inject(admin, { method: 'GET', url: '/api/admin/invoices?limit=2' });
    expect(page.json()).toHaveLength(2);
    const total = Number(page.headers['x-total-count']);
    expect(total).toBeGreaterThan(50);
    const [newest, older] = page.json() as InvoiceSummary[];
    expect(Number(newest!.id)).toBeGreaterThan(Number(older!.id));

    const creditNotes = (await inject(admin, { method: 'GET', url: '/api/admin/invoices?kind=credit-note' })).json() as InvoiceSummary[];
    expect(creditNotes.map((document) => document.kind)).toEqual(['credit-note']);
    expect((await inject(admin, { method: 'GET', url: '/api/admin/invoices?year=1999' })).statusCode).toBe(400);
    const nextYear = new Date().getUTCFullYear() + 1;
    expect((await inject(admin, { method: 'GET', url: `/api/admin/invoices?year=${nextYear}` })).json()).toEqual([]);

    const csv = await inject(admin, { method: 'GET', url: '/api/admin/invoices/export?kind=credit-note' });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [heading, row, end] = csv.body.split('\r\n');
    expect(heading).toContain('"Number","Kind","Issued","Order","Credits invoice"');
    expect(row).toContain(`"${creditNotes[0]!.number}","Credit note"`);
    expect(row).toContain('"15%: 4.50"');
    expect(end).toBe('');
  });
});

describe('the invoice of an order on terms with delivery and two tax rates', () => {
  it('lists every line, the delivery and the tax per rate, and says the total that the transfer, the overview and the CSV say', async () => {
    const settings = await inject(admin, { method: 'GET', url: '/api/admin/settings' });
    const withDelivery = { ...settings.json(), deliveryCharge: 25, freeDeliveryFrom: null };
    expect((await inject(admin, { method: 'PUT', url: '/api/admin/settings', payload: withDelivery })).statusCode).toBe(200);
    try {
      const customer = await signUp(ctx.app);
      const company = { companyName: 'Analytical Engines Ltd', taxNumber: 'BIN 987654321', billingAddress: 'Accounts payable, Dhaka' };
      expect((await inject(customer, { method: 'PUT', url: `/api/user/company/${encodeURIComponent(customer.email)}`, payload: company })).statusCode).toBe(
        200,
      );
      const terms = { days: 30, creditLimit: 100_000 };
      expect((await inject(admin, { method: 'PUT', url: `/api/user/payment-terms/${encodeURIComponent(customer.email)}`, payload: terms })).statusCode).toBe(
        200,
      );
      const board = await createProduct(ctx.database.db, {
        name: 'Motherboard AM5 ATX',
        part_number: 'PSM-MB-AM5-ATX',
        price_cents: 18_999,
        minimum: 1,
        quantity: 100,
      });
      const keys = await createProduct(ctx.database.db, {
        name: 'Keyboard 104 keys',
        part_number: 'PSM-KEY-104',
        price_cents: 1_250,
        minimum: 1,
        quantity: 1_000,
        tax_category: 'reduced',
      });
      const lines = [
        { productId: String(board.id), quantity: 3 },
        { productId: String(keys.id), quantity: 20 },
      ];
      expect((await inject(customer, { method: 'POST', url: '/api/cart/lines', payload: { lines } })).statusCode).toBe(200);
      const placed = await inject(customer, {
        method: 'POST',
        url: '/api/checkout',
        payload: { phone: '+880 1712 345678', address: '14 Motijheel C/A, Dhaka', paymentMethod: 'transfer' },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json().order;
      // 3 × $189.99 at 15 % and 20 × $12.50 at 5 %, excluding tax, and $25 delivery at the standard rate (with its tax, $28.75).
      expect(order).toMatchObject({ net: 844.97, tax: 101.75, delivery: 28.75, deliveryTax: 3.75, price: 946.72 });

      const [invoice] = await documentsOf(customer, order._id);
      const text = await renderedDocumentText(ctx, customer, invoice!);
      for (const expected of [
        `Invoice ${invoice!.number}`,
        'Analytical Engines Ltd Tax number: BIN 987654321',
        'PSM-MB-AM5-ATX Motherboard AM5 ATX 3 $189.99 15% $569.97 $85.50 $655.47',
        'PSM-KEY-104 Keyboard 104 keys 20 $12.50 5% $250.00 $12.50 $262.50',
        'Delivery 15% $25.00 $3.75 $28.75',
        'Tax summary Tax rate Net Tax Gross 5% $250.00 $12.50 $262.50 15% $594.97 $89.25 $684.22',
        'Total net $844.97 Total tax $101.75 Total $946.72',
        'Payable by bank transfer by',
      ]) {
        expect(text).toContain(expected);
      }

      const revenue = async () => (await inject(admin, { method: 'GET', url: '/api/admin/overview' })).json().revenueLast30Days as number;
      const before = await revenue();
      const withoutDelivery = await inject(admin, { method: 'POST', url: `/api/allorders/${order._id}/payment`, payload: { amount: 918, reference: 'TRF-1' } });
      expect(withoutDelivery.statusCode).toBe(422);
      const paid = await inject(admin, { method: 'POST', url: `/api/allorders/${order._id}/payment`, payload: { amount: 946.72, reference: 'TRF-1' } });
      expect(paid.statusCode, paid.body).toBe(200);
      expect((await revenue()) - before).toBeCloseTo(946.72, 2);
      const csv = (await inject(admin, { method: 'GET', url: '/api/allorders/export?status=all' })).body;
      const rows = csv.split('\r\n').filter((row) => row.startsWith(`"${order._id}"`));
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row).toContain(',946.72,');
    } finally {
      expect((await inject(admin, { method: 'PUT', url: '/api/admin/settings', payload: settings.json() })).statusCode).toBe(200);
    }
  });
});
