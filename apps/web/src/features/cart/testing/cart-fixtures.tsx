import type { Cart, CartCharges, CartLine } from '@partsmith/contract';
import type { ReactNode } from 'react';
import { Outlet, Route } from 'react-router';
import { renderRoutes } from '@/testing/test-utils';
import { CartCustomerProvider } from '../lib/cart-customer';

/** A line as the server prices it: Keys, 500 pieces at $30, nothing flagged, all in stock. */
export function makeCartLine(overrides: Partial<CartLine> = {}): CartLine {
  const line: CartLine = {
    productId: '1',
    partNumber: 'PSM-KEY-104',
    name: 'Keys',
    image: '/images/parts/keys.svg',
    quantity: 500,
    minimum: 500,
    available: 1950,
    unitPrice: 30,
    seenUnitPrice: 30,
    lineTotal: 15000,
    problems: [],
    nearestQuantity: null,
    backordered: 0,
    leadTimeDays: null,
    ...overrides,
  };
  return { ...line, lineTotal: overrides.lineTotal ?? line.quantity * line.unitPrice };
}

/**
 * A cart of these lines with its total, charges, pieces and readiness, as the server sums them up. The charges are the
 * demo shop's unless `charges` says otherwise: prices include 15 % tax, delivery is free.
 */
export function makeCart(lines: CartLine[], charges: Partial<CartCharges> = {}): Cart {
  const goods = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const taxCents = Math.round((goods * 100 * 15) / 115);
  return {
    lines,
    total: goods,
    charges: {
      goods,
      delivery: 0,
      deliveryTax: 0,
      net: (goods * 100 - taxCents) / 100,
      tax: taxCents / 100,
      total: goods,
      pricesIncludeTax: true,
      taxExempt: false,
      freeDeliveryFrom: null,
      ...charges,
    },
    pieces: lines.reduce((sum, line) => sum + line.quantity, 0),
    ready: lines.every((line) => line.problems.length === 0),
  };
}

/**
 * Renders routes for a signed-in customer (their user id) or a visitor (null), as the app's root provides whose cart
 * the pages show.
 */
export function renderForCustomer(customer: string | null, routes: ReactNode, url: string) {
  return renderRoutes(
    <Route
      element={
        <CartCustomerProvider source={{ get: () => customer, subscribe: () => () => {} }}>
          <Outlet />
        </CartCustomerProvider>
      }
    >
      {routes}
    </Route>,
    { url },
  );
}
