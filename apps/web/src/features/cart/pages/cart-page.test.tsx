import { cartMessages } from '@partsmith/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, writeRequests } from '@/testing/test-utils';
import { BROWSER_CART_KEY } from '../lib/browser-cart';
import { makeCart, makeCartLine, renderForCustomer } from '../testing/cart-fixtures';
import { CartPage } from './cart-page';

const toLogin = { to: '/login', state: { from: { pathname: '/cart', search: '', hash: '' } } };
const cartRoutes = (
  <>
    <Route path="/cart" element={<CartPage visitorCheckOut={toLogin} />} />
    <Route path="/login" element={<p>login page</p>} />
    <Route path="/checkout" element={<p>checkout page</p>} />
  </>
);

const priceChanged = makeCartLine({ unitPrice: 32, seenUnitPrice: 30, problems: ['price-changed'] });
const cooler = {
  productId: '2',
  name: 'Cooler',
  partNumber: 'PSM-COOL-120',
  quantity: 10,
  minimum: 30,
  unitPrice: 400,
  seenUnitPrice: 400,
  problems: ['below-minimum'] as const,
  nearestQuantity: 30,
};
const belowMinimum = makeCartLine({ ...cooler, problems: [...cooler.problems] });
const deleted = makeCartLine({ productId: '3', name: 'Part no longer sold', partNumber: '', problems: ['deleted'] });

const lineNamed = (name: string) => screen.getByRole('article', { name });
/** The summary's charges, row by row: what the label and the figure say. */
const charges = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('term')
    .slice(1)
    .map((term) => term.parentElement?.textContent);

describe('the cart page', () => {
  it('flags each changed line with the change that fixes it, and holds Check out until none is flagged', async () => {
    let cart = makeCart([priceChanged, belowMinimum, deleted]);
    const fetchMock = mockFetch({
      'GET /api/cart': () => jsonResponse(cart),
      'PUT /api/cart/lines/1': () => {
        cart = makeCart([makeCartLine({ unitPrice: 32, seenUnitPrice: 32 }), belowMinimum, deleted]);
        return jsonResponse(cart);
      },
      'PUT /api/cart/lines/2': () => {
        cart = makeCart([
          makeCartLine({ unitPrice: 32, seenUnitPrice: 32 }),
          makeCartLine({ ...cooler, quantity: 30, problems: [], nearestQuantity: null }),
          deleted,
        ]);
        return jsonResponse(cart);
      },
      'DELETE /api/cart/lines/3': () => {
        cart = makeCart(cart.lines.filter((line) => line.productId !== '3'));
        return jsonResponse(cart);
      },
    });
    renderForCustomer('user-1', cartRoutes, '/cart');

    const keys = await screen.findByRole('article', { name: 'Keys' });
    expect(within(keys).getByText('Price changed: was $30, now $32 per piece.')).toBeInTheDocument();
    expect(within(lineNamed('Cooler')).getByText('Below the minimum order of 30 pieces.')).toBeInTheDocument();
    expect(within(lineNamed('Part no longer sold')).getByText(cartMessages.noLongerSold)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check out' })).toBeDisabled();
    expect(screen.getByText(cartMessages.fixFlaggedLines)).toBeInTheDocument();

    fireEvent.click(within(keys).getByRole('button', { name: 'Accept new price' }));
    await screen.findByText('$16,000');
    fireEvent.click(within(lineNamed('Cooler')).getByRole('button', { name: 'Use 30' }));
    await within(lineNamed('Cooler')).findByText('$12,000');
    fireEvent.click(within(lineNamed('Part no longer sold')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout');

    expect(writeRequests(fetchMock)).toEqual([
      { method: 'PUT', url: '/api/cart/lines/1', body: { quantity: 500 } },
      { method: 'PUT', url: '/api/cart/lines/2', body: { quantity: 30 } },
      { method: 'DELETE', url: '/api/cart/lines/3', body: undefined },
    ]);
  });

  it('says how many pieces of a line beyond stock ship later, and within how long; such a line is no problem', async () => {
    const motherboards = makeCartLine({ productId: '5', name: 'Motherboard', quantity: 53, available: 50, unitPrice: 505, backordered: 3, leadTimeDays: 14 });
    const oneWaits = makeCartLine({ productId: '6', name: 'Graphics Card', quantity: 2, available: 1, unitPrice: 450, backordered: 1, leadTimeDays: 1 });
    mockFetch({ 'GET /api/cart': () => jsonResponse(makeCart([makeCartLine(), motherboards, oneWaits])) });
    renderForCustomer('user-1', cartRoutes, '/cart');

    expect(await within(await screen.findByRole('article', { name: 'Motherboard' })).findByText('3 pieces ship within 14 days')).toBeInTheDocument();
    expect(within(lineNamed('Graphics Card')).getByText('1 piece ships within 1 day')).toBeInTheDocument();
    expect(within(lineNamed('Keys')).queryByText(/ship/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: cartMessages.checkOut })).toHaveAttribute('href', '/checkout');
  });

  it('changes a quantity in place, with the schema checking it first', async () => {
    let cart = makeCart([makeCartLine()]);
    const fetchMock = mockFetch({
      'GET /api/cart': () => jsonResponse(cart),
      'PUT /api/cart/lines/1': () => {
        cart = makeCart([makeCartLine({ quantity: 800 })]);
        return jsonResponse(cart);
      },
    });
    renderForCustomer('user-1', cartRoutes, '/cart');

    const quantity = await screen.findByLabelText('Quantity of Keys');
    fireEvent.change(quantity, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('quantity must be a whole number')).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);

    fireEvent.change(quantity, { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await within(lineNamed('Keys')).findByText('$24,000')).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'PUT', url: '/api/cart/lines/1', body: { quantity: 800 } }]);
  });

  it("sends a visitor to sign in on Check out, and offers no lists (they are an account's)", async () => {
    window.localStorage.setItem(BROWSER_CART_KEY, JSON.stringify([{ productId: '1', quantity: 500, seenUnitPrice: 30 }]));
    mockFetch({ 'POST /api/cart/preview': () => jsonResponse(makeCart([makeCartLine()])) });
    const { location } = renderForCustomer(null, cartRoutes, '/cart');

    fireEvent.click(await screen.findByRole('link', { name: 'Check out' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(location().state).toEqual({ from: { pathname: '/cart', search: '', hash: '' } });
  });

  it('shows the summary of lines, pieces and total, and empties the cart after asking', async () => {
    window.localStorage.setItem(
      BROWSER_CART_KEY,
      JSON.stringify([
        { productId: '1', quantity: 500, seenUnitPrice: 30 },
        { productId: '2', quantity: 30, seenUnitPrice: 30 },
      ]),
    );
    mockFetch({ 'POST /api/cart/preview': () => jsonResponse(makeCart([makeCartLine(), makeCartLine({ productId: '2', name: 'Cooler', quantity: 30 })])) });
    renderForCustomer(null, cartRoutes, '/cart');

    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('2 lines');
    expect(summary).toHaveTextContent('530 pieces');
    // The demo shop's prices include 15 % tax, and delivery is free.
    expect(charges(summary)).toEqual(['Goods$15,900', 'DeliveryFree', 'Includes tax$2,073.91', 'Total$15,900']);
    expect(within(summary).queryByRole('button', { name: 'Save as list' })).not.toBeInTheDocument();

    fireEvent.click(within(summary).getByRole('button', { name: 'Empty cart' }));
    const dialog = await screen.findByRole('dialog', { name: cartMessages.emptyCartTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Empty cart' }));
    expect(await screen.findByText(cartMessages.emptyCart)).toBeInTheDocument();
    expect(window.localStorage.getItem(BROWSER_CART_KEY)).toBeNull();
  });

  it('shows what checking out will charge: delivery until free delivery, tax added to prices without it, or none for an exempt account', async () => {
    let cart = makeCart([makeCartLine()], {
      goods: 15000,
      delivery: 28.75,
      deliveryTax: 3.75,
      net: 15025,
      tax: 2253.75,
      total: 17278.75,
      pricesIncludeTax: false,
      freeDeliveryFrom: 20000,
    });
    mockFetch({ 'GET /api/cart': () => jsonResponse(cart) });
    const { queryClient } = renderForCustomer('user-1', cartRoutes, '/cart');

    const summary = await screen.findByRole('region', { name: 'Summary' });
    // Delivery is $25 without its tax; the tax is the goods' and the delivery's.
    expect(charges(summary)).toEqual(['Goods$15,000', 'Delivery$25Free delivery from $20,000 of goods', 'Tax$2,253.75', 'Total$17,278.75']);

    cart = makeCart([makeCartLine()], {
      goods: 15000,
      delivery: 25,
      net: 15025,
      tax: 0,
      total: 15025,
      pricesIncludeTax: false,
      taxExempt: true,
      freeDeliveryFrom: 20000,
    });
    await queryClient.invalidateQueries();
    await waitFor(() => expect(charges(summary)).toEqual(['Goods$15,000', 'Delivery$25Free delivery from $20,000 of goods', 'Tax exempt$0', 'Total$15,025']));
  });

  it('saves a customer’s cart as a named list', async () => {
    const fetchMock = mockFetch({
      'GET /api/cart': () => jsonResponse(makeCart([makeCartLine()])),
      'POST /api/lists': () =>
        jsonResponse({ id: '4', name: 'Monthly keys', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', lines: [] }),
      'GET /api/lists': () => jsonResponse([]),
    });
    renderForCustomer('user-1', cartRoutes, '/cart');

    fireEvent.click(await screen.findByRole('button', { name: 'Save as list' }));
    const dialog = await screen.findByRole('dialog', { name: cartMessages.saveListTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save list' }));
    expect(await within(dialog).findByText('Name the list')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('List name'), { target: { value: 'Monthly keys' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save list' }));
    expect(await screen.findByText(cartMessages.listSaved('Monthly keys'))).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/lists', body: { name: 'Monthly keys' } }]);
  });
});
