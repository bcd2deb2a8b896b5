import { type ShopSettingsInput, type TaxCategory, type TaxRules, TAX_CATEGORIES, orderTotals } from '@partsmith/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signUp, signUpAdmin, type TestUser } from '../../../test/accounts';
import { createProduct } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';

/**
 * The documented rule, computed another way: exact fractions in BigInt, each line's tax rounded half up by comparing the
 * remainder, delivery at the standard rate when the goods are below the threshold, sums per rate.
 */
function independentTotals(lines: { amountCents: number; taxCategory: TaxCategory }[], rules: TaxRules, exempt: boolean) {
  const taxOf = (amount: bigint, rate: bigint) => {
    const [numerator, denominator] = rules.pricesIncludeTax ? [amount * rate, 10_000n + rate] : [amount * rate, 10_000n];
    const whole = numerator / denominator;
    return 2n * (numerator % denominator) >= denominator ? whole + 1n : whole;
  };
  const priced = (amountCents: number, category: TaxCategory) => {
    const amount = BigInt(amountCents);
    const rate = BigInt(rules.rateBasisPoints[category]);
    const tax = taxOf(amount, rate);
    const net = rules.pricesIncludeTax ? amount - tax : amount;
    const charged = exempt ? 0n : tax;
    return { net, tax: charged, gross: net + charged };
  };
  const goods = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const free = rules.freeDeliveryFromCents !== null && goods >= rules.freeDeliveryFromCents;
  const all = [
    ...lines.map((line) => priced(line.amountCents, line.taxCategory)),
    ...(free || rules.deliveryChargeCents === 0 ? [] : [priced(rules.deliveryChargeCents, 'standard')]),
  ];
  const sum = (key: 'net' | 'tax' | 'gross') => Number(all.reduce((total, amounts) => total + amounts[key], 0n));
  return { netCents: sum('net'), taxCents: sum('tax'), grossCents: sum('gross') };
}

/** A small deterministic generator (mulberry32), so that a failure can be run again. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('the tax rule (orderTotals)', () => {
  it('equals an independent computation on 1,000 random carts, with prices including and excluding tax, for exempt buyers too', () => {
    const next = random(35);
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
    for (let cart = 0; cart < 1_000; cart++) {
      const rules: TaxRules = {
        pricesIncludeTax: next() < 0.5,
        rateBasisPoints: { standard: pick([0, 500, 750, 1500, 2000, 2500]), reduced: pick([0, 250, 500, 1000]), zero: 0 },
        deliveryChargeCents: pick([0, 999, 1500, 4999]),
        freeDeliveryFromCents: pick([null, 10_000, 50_000, 1_000_000]),
      };
      const exempt = next() < 0.2;
      const lines = Array.from({ length: 1 + Math.floor(next() * 10) }, () => ({
        amountCents: (1 + Math.floor(next() * 99_999)) * (1 + Math.floor(next() * 50)),
        taxCategory: pick(TAX_CATEGORIES),
      }));
      const totals = orderTotals(lines, rules, exempt);
      expect(totals.totals, JSON.stringify({ rules, exempt, lines })).toEqual(independentTotals(lines, rules, exempt));
      expect(totals.taxSummary.reduce((sum, rate) => sum + rate.taxCents, 0)).toBe(totals.totals.taxCents);
    }
  });

  it('rounds each line half up to a whole cent', () => {
    const rules: TaxRules = {
      pricesIncludeTax: false,
      rateBasisPoints: { standard: 1500, reduced: 500, zero: 0 },
      deliveryChargeCents: 0,
      freeDeliveryFromCents: null,
    };
    // 10 cents at 15 %: 1.5 cents of tax, rounded up to 2; 3 cents: 0.45, down to 0; 30 cents: 4.5, up to 5.
    expect(orderTotals([{ amountCents: 10, taxCategory: 'standard' }], rules, false).totals).toEqual({ netCents: 10, taxCents: 2, grossCents: 12 });
    expect(orderTotals([{ amountCents: 3, taxCategory: 'standard' }], rules, false).totals).toEqual({ netCents: 3, taxCents: 0, grossCents: 3 });
    expect(orderTotals([{ amountCents: 30, taxCategory: 'standard' }], rules, false).totals).toEqual({ netCents: 30, taxCents: 5, grossCents: 35 });
  });
});

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpAdmin(ctx.app);
});
afterAll(() => ctx.close());

const inject = (user: TestUser | null, options: InjectOptions) => ctx.app.inject(as(user, options));

const SETTINGS: ShopSettingsInput = {
  pricesIncludeTax: false,
  standardRate: 15,
  reducedRate: 5,
  deliveryCharge: 10,
  freeDeliveryFrom: 1000,
  sellerName: 'Partsmith Ltd',
  sellerAddress: '1 Foundry Road\nDhaka',
  sellerTaxNumber: 'BIN 000111222',
  bankDetails: 'Foundry Bank\nAccount 123456',
};
const setSettings = async (changes: Partial<ShopSettingsInput> = {}) => {
  const response = await inject(admin, { method: 'PUT', url: '/api/admin/settings', payload: { ...SETTINGS, ...changes } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** A customer whose cart holds 3 pieces of a $10 part (standard rate) and 1 of a $20 part (reduced rate). */
async function customerWithCart() {
  const customer = await signUp(ctx.app);
  const standard = await createProduct(ctx.database.db, { price_cents: 1000, minimum: 1, quantity: 100 });
  const reduced = await createProduct(ctx.database.db, { price_cents: 2000, minimum: 1, quantity: 100, tax_category: 'reduced' });
  const added = await inject(customer, {
    method: 'POST',
    url: '/api/cart/lines',
    payload: {
      lines: [
        { productId: String(standard.id), quantity: 3 },
        { productId: String(reduced.id), quantity: 1 },
      ],
    },
  });
  expect(added.statusCode, added.body).toBe(200);
  return customer;
}

const checkout = async (customer: TestUser) => {
  const response = await inject(customer, { method: 'POST', url: '/api/checkout', payload: { phone: '+880 1711 000000', address: 'House 7, Dhaka' } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order;
};

describe('an order with tax and delivery', () => {
  it('charges tax on top of prices that exclude it, and delivery below the threshold: the cart, the order and the payment agree', async () => {
    await setSettings();
    const customer = await customerWithCart();
    const cart = (await inject(customer, { method: 'GET', url: '/api/cart' })).json();
    // Goods $50; tax 15 % of $30 = $4.50 and 5 % of $20 = $1; delivery $10 + 15 % = $11.50.
    expect(cart.charges).toEqual({
      goods: 50,
      delivery: 11.5,
      deliveryTax: 1.5,
      net: 60,
      tax: 7,
      total: 67,
      pricesIncludeTax: false,
      taxExempt: false,
      freeDeliveryFrom: 1000,
    });
    const order = await checkout(customer);
    expect(order).toMatchObject({ price: 67, net: 60, tax: 7, delivery: 11.5, deliveryTax: 1.5, pricesIncludeTax: false, taxExempt: false });
    expect(order.lines.map((line: { net: number; tax: number; price: number; taxRate: number }) => [line.net, line.tax, line.price, line.taxRate])).toEqual([
      [30, 4.5, 34.5, 15],
      [20, 1, 21, 5],
    ]);
    const intent = await inject(customer, { method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order._id } });
    expect(intent.json().amount).toBe(67);
  });

  it('delivers free from the threshold, and keeps a placed order as it was when the settings change', async () => {
    await setSettings({ freeDeliveryFrom: 50 });
    const customer = await customerWithCart();
    const order = await checkout(customer);
    expect(order).toMatchObject({ price: 55.5, tax: 5.5, delivery: 0 });
    await setSettings({ standardRate: 20, pricesIncludeTax: true });
    const again = (await inject(customer, { method: 'GET', url: `/api/orders/${order._id}` })).json();
    expect(again).toMatchObject({ price: 55.5, net: 50, tax: 5.5, delivery: 0, pricesIncludeTax: false });
  });

  it('charges an exempt account no tax: the net of prices that include tax, the price of those that exclude it', async () => {
    const customer = await customerWithCart();
    const exempted = await inject(admin, {
      method: 'PUT',
      url: `/api/user/tax-exemption/${encodeURIComponent(customer.email)}`,
      payload: { certificate: 'EX-42' },
    });
    expect(exempted.json()).toMatchObject({ taxExemptCertificate: 'EX-42' });
    // Prices include 15 % and 5 %: $30 holds $3.91 of tax, $20 holds $0.95; delivery $10 holds $1.30.
    await setSettings({ pricesIncludeTax: true });
    expect((await inject(customer, { method: 'GET', url: '/api/cart' })).json().charges).toMatchObject({ net: 53.84, tax: 0, total: 53.84, taxExempt: true });
    await setSettings({ pricesIncludeTax: false });
    const order = await checkout(customer);
    expect(order).toMatchObject({ price: 60, net: 60, tax: 0, delivery: 10, taxExempt: true });
  });

  it('prices including tax leave the total as the catalogue shows it', async () => {
    await setSettings({ pricesIncludeTax: true, deliveryCharge: 0 });
    const order = await checkout(await customerWithCart());
    // 15 % held in $30: $3.91 (3.913 rounded); 5 % held in $20: $0.95 (0.952).
    expect(order).toMatchObject({ price: 50, net: 45.14, tax: 4.86, delivery: 0, pricesIncludeTax: true });
  });
});

describe('the shop settings', () => {
  it('are for admins, validated, and recorded in the audit log', async () => {
    const customer = await signUp(ctx.app);
    expect((await inject(customer, { method: 'PUT', url: '/api/admin/settings', payload: SETTINGS })).statusCode).toBe(403);
    for (const bad of [{ standardRate: 101 }, { reducedRate: 5.555 }, { deliveryCharge: -1 }, { sellerName: '' }, { bankDetails: 'a\u0000b' }, { extra: 1 }]) {
      const response = await inject(admin, { method: 'PUT', url: '/api/admin/settings', payload: { ...SETTINGS, ...bad } });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    await setSettings({ standardRate: 7.5 });
    expect((await inject(null, { method: 'GET', url: '/api/shop/tax' })).json()).toMatchObject({ standardRate: 7.5 });
    const log = (await inject(admin, { method: 'GET', url: '/api/admin/audit?action=settings.updated' })).json();
    expect(log[0].after).toMatchObject({ standardRate: 7.5 });
  });
});
