import { type CartCharges, type Order, type TaxCategory, type TaxRules, orderTotals } from '@partsmith/contract';
import { describe, expect, it } from 'vitest';
import { type Charges, cartCharges, chargeRows, lineAmount, orderCharges } from './charges';

/** Two lines at catalogue prices: 500 keys at $30 (standard rate) and 3 manuals at $12.99 (reduced rate). */
const LINES: { quantity: number; unitPriceCents: number; taxCategory: TaxCategory }[] = [
  { quantity: 500, unitPriceCents: 3000, taxCategory: 'standard' },
  { quantity: 3, unitPriceCents: 1299, taxCategory: 'reduced' },
];
const GOODS_CENTS = 500 * 3000 + 3 * 1299;

const rules = (pricesIncludeTax: boolean, freeDeliveryFromCents: number | null = null): TaxRules => ({
  pricesIncludeTax,
  rateBasisPoints: { standard: 1500, reduced: 750, zero: 0 },
  deliveryChargeCents: 2499,
  freeDeliveryFromCents,
});

const dollars = (cents: number) => cents / 100;

/** The cart's charges as the server works them out (checkout/service.ts chargesOf) with the contract's orderTotals. */
function serverCartCharges(shop: TaxRules, exempt: boolean): CartCharges {
  const { delivery, totals } = orderTotals(
    LINES.map((line) => ({ amountCents: line.unitPriceCents * line.quantity, taxCategory: line.taxCategory })),
    shop,
    exempt,
  );
  return {
    goods: dollars(GOODS_CENTS),
    delivery: dollars(delivery?.grossCents ?? 0),
    deliveryTax: dollars(delivery?.taxCents ?? 0),
    net: dollars(totals.netCents),
    tax: dollars(totals.taxCents),
    total: dollars(totals.grossCents),
    pricesIncludeTax: shop.pricesIncludeTax,
    taxExempt: exempt,
    freeDeliveryFrom: shop.freeDeliveryFromCents === null ? null : dollars(shop.freeDeliveryFromCents),
  };
}

/** The same lines placed as an order, as the server answers it (orders/placing.ts). */
function serverOrder(
  shop: TaxRules,
  exempt: boolean,
): Pick<Order, 'lines' | 'net' | 'tax' | 'delivery' | 'deliveryTax' | 'price' | 'pricesIncludeTax' | 'taxExempt'> {
  const taxed = orderTotals(
    LINES.map((line) => ({ amountCents: line.unitPriceCents * line.quantity, taxCategory: line.taxCategory })),
    shop,
    exempt,
  );
  return {
    lines: LINES.map((line, index) => {
      const amounts = taxed.lines[index]!;
      return {
        productId: String(index + 1),
        productName: `Part ${index + 1}`,
        partNumber: null,
        quantity: line.quantity,
        unitPrice: dollars(line.unitPriceCents),
        price: dollars(amounts.grossCents),
        net: dollars(amounts.netCents),
        tax: dollars(amounts.taxCents),
        taxRate: amounts.taxRateBasisPoints / 100,
        backordered: 0,
        promisedBy: null,
      };
    }),
    net: dollars(taxed.totals.netCents),
    tax: dollars(taxed.totals.taxCents),
    delivery: dollars(taxed.delivery?.grossCents ?? 0),
    deliveryTax: dollars(taxed.delivery?.taxCents ?? 0),
    price: dollars(taxed.totals.grossCents),
    pricesIncludeTax: shop.pricesIncludeTax,
    taxExempt: exempt,
  };
}

/** What the rows shown come to: goods and delivery, plus tax when it is added, less the exemption. */
const shownSum = (charges: Charges) =>
  charges.goodsCents + charges.deliveryCents + (charges.pricesIncludeTax || charges.taxExempt ? 0 : charges.taxCents) - charges.exemptionCents;

const texts = (charges: Charges, options?: { total?: boolean }) => chargeRows(charges, options).map((row) => `${row.label} ${row.value}`);

describe('charges', () => {
  const modes = [
    { name: 'prices include tax', pricesIncludeTax: true, exempt: false },
    { name: 'prices exclude tax', pricesIncludeTax: false, exempt: false },
    { name: 'an exempt buyer, prices excluding tax', pricesIncludeTax: false, exempt: true },
    { name: 'an exempt buyer, prices including tax', pricesIncludeTax: true, exempt: true },
  ];

  it.each(modes)('shows figures that add up to the total, the same for the cart and its order: $name', ({ pricesIncludeTax, exempt }) => {
    const cart = cartCharges(serverCartCharges(rules(pricesIncludeTax), exempt));
    const order = orderCharges(serverOrder(rules(pricesIncludeTax), exempt));

    expect(shownSum(cart)).toBe(cart.totalCents);
    expect(order).toEqual({ ...cart, freeDeliveryFromCents: null });
    expect(cart.goodsCents).toBe(GOODS_CENTS);
  });

  it('words tax included in the prices as told, not added', () => {
    const charges = cartCharges(serverCartCharges(rules(true), false));
    expect(texts(charges)).toEqual(['Goods $15,038.97', 'Delivery $24.99', 'Includes tax $1,962.50', 'Total $15,063.96']);
    expect(chargeRows(charges).find((row) => row.id === 'tax')?.included).toBe(true);
  });

  it('adds tax to prices that exclude it, delivery shown without its tax', () => {
    const charges = cartCharges(serverCartCharges(rules(false), false));
    // 15 % of $15,000 ($2,250) and of $24.99 ($3.75), 7.5 % of $38.97 ($2.92).
    expect(texts(charges)).toEqual(['Goods $15,038.97', 'Delivery $24.99', 'Tax $2,256.67', 'Total $17,320.63']);
  });

  it('says an exempt account pays no tax, and takes the tax in prices that include it off', () => {
    expect(texts(cartCharges(serverCartCharges(rules(false), true)))).toEqual(['Goods $15,038.97', 'Delivery $24.99', 'Tax exempt $0', 'Total $15,063.96']);
    // The tax in the goods' prices comes off ($1,956.52 and $2.72); delivery is charged without its own ($24.99 less $3.26).
    expect(texts(cartCharges(serverCartCharges(rules(true), true)))).toEqual([
      'Goods $15,038.97',
      'Delivery $21.73',
      'Tax exempt -$1,959.24',
      'Total $13,101.46',
    ]);
  });

  it('says delivery is free, and how far free delivery is while the goods fall short of it', () => {
    expect(texts(cartCharges(serverCartCharges(rules(true, 1_000_000), false)))).toContain('Delivery Free');
    const short = chargeRows(cartCharges(serverCartCharges(rules(true, 2_000_000), false))).find((row) => row.id === 'delivery');
    expect(short).toEqual({ id: 'delivery', label: 'Delivery', value: '$24.99', note: 'Free delivery from $20,000 of goods' });
  });

  it('leaves the total out when asked', () => {
    expect(texts(cartCharges(serverCartCharges(rules(true), false)), { total: false })).toEqual([
      'Goods $15,038.97',
      'Delivery $24.99',
      'Includes tax $1,962.50',
    ]);
  });

  it('prices a line at its pieces times its price per piece, in whole cents', () => {
    expect(lineAmount({ quantity: 3, unitPrice: 12.99 })).toBe(38.97);
    expect(lineAmount({ quantity: 1000, unitPrice: 2.7 })).toBe(2700);
  });
});
