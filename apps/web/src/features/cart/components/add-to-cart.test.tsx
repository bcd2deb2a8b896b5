import { MAX_ORDER_QUANTITY } from '@partsmith/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeProduct, mockFetch, writeRequests } from '@/testing/test-utils';
import { BROWSER_CART_KEY } from '../lib/browser-cart';
import { makeCart, makeCartLine, renderForCustomer } from '../testing/cart-fixtures';
import { addMinimumToCart } from './add-to-cart-button';
import { AddToCartForm } from './add-to-cart-form';
import { CartNavLink } from './cart-nav-link';

const keys = makeProduct({ _id: '1', name: 'Keys', minimum: 500, available: 1950 });

const routes = (
  <>
    <Route
      path="/product/1"
      element={
        <>
          <CartNavLink />
          <AddToCartForm product={keys} />
          {addMinimumToCart(keys, 'keys-name')}
        </>
      }
    />
    <Route path="/cart" element={<p>cart page</p>} />
  </>
);

describe('adding to the cart', () => {
  it('lets a visitor add from the part page without signing in; the navbar counts the line and the toast links to the cart', async () => {
    mockFetch({
      'POST /api/cart/preview': (_url, init) =>
        jsonResponse(makeCart((JSON.parse(String(init?.body)) as { lines: { quantity: number }[] }).lines.map(({ quantity }) => makeCartLine({ quantity })))),
    });
    const { location } = renderForCustomer(null, routes, '/product/1');

    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    const quantity = screen.getByLabelText('Pieces for the cart');
    expect(quantity).toHaveValue(500);
    fireEvent.change(quantity, { target: { value: '499' } });
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(quantity).toHaveAccessibleDescription('Choose from 500 to 1,950 pieces.');

    fireEvent.change(quantity, { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('600 pieces of Keys added to your cart.');
    // The count arrives with the counting code, fetched once the browser holds a cart.
    expect(await screen.findByRole('link', { name: 'Cart, 1 line' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(BROWSER_CART_KEY) ?? '[]')).toEqual([{ productId: '1', quantity: 600, seenUnitPrice: 30 }]);

    fireEvent.click(within(notice).getByRole('link', { name: 'View cart' }));
    expect(await screen.findByText('cart page')).toBeInTheDocument();
    expect(location().pathname).toBe('/cart');
  });

  it('takes more than the stock of a part with a lead time, saying how many pieces are in stock and how many wait', async () => {
    mockFetch({
      'POST /api/cart/preview': (_url, init) =>
        jsonResponse(
          makeCart(
            (JSON.parse(String(init?.body)) as { lines: { quantity: number }[] }).lines.map(({ quantity }) =>
              makeCartLine({ quantity, unitPrice: 505, seenUnitPrice: 505 }),
            ),
          ),
        ),
    });
    const board = makeProduct({ _id: '1', name: 'Motherboard', price: 505, minimum: 5, quantity: 20, available: 20, leadTimeDays: 14 });
    renderForCustomer(null, <Route path="/product/1" element={<AddToCartForm product={board} />} />, '/product/1');

    const quantity = screen.getByLabelText('Pieces for the cart');
    expect(quantity).toHaveAccessibleDescription('Order from 5 pieces; beyond the 20 in stock, they ship within 14 days.');
    expect(quantity).toHaveAttribute('max', String(MAX_ORDER_QUANTITY));
    fireEvent.change(quantity, { target: { value: '50' } });
    expect(quantity).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('20 in stock, 30 within 14 days')).toBeInTheDocument();
    expect(quantity).toHaveAccessibleDescription('Order from 5 pieces; beyond the 20 in stock, they ship within 14 days. 20 in stock, 30 within 14 days');

    fireEvent.change(quantity, { target: { value: String(MAX_ORDER_QUANTITY + 1) } });
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(quantity).toHaveAccessibleDescription('Choose from 5 to 1,000,000 pieces.');
    expect(screen.queryByText(/ now, /)).not.toBeInTheDocument();

    fireEvent.change(quantity, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('status')).toHaveTextContent('50 pieces of Motherboard added to your cart.');
    expect(JSON.parse(window.localStorage.getItem(BROWSER_CART_KEY) ?? '[]')).toEqual([{ productId: '1', quantity: 50, seenUnitPrice: 505 }]);
  });

  it("puts a card's minimum order in a customer's cart on the server, and the navbar counts the server's lines", async () => {
    let cart = makeCart([makeCartLine({ productId: '2', name: 'Cooler' })]);
    const fetchMock = mockFetch({
      'GET /api/cart': () => jsonResponse(cart),
      'POST /api/cart/lines': () => {
        cart = makeCart([...cart.lines, makeCartLine()]);
        return jsonResponse(cart);
      },
    });
    renderForCustomer('user-1', routes, '/product/1');

    // The link keeps its element, and so the focus, when its count arrives.
    const link = await screen.findByRole('link', { name: 'Cart' });
    link.focus();
    expect(await screen.findByRole('link', { name: 'Cart, 1 line' })).toBe(link);
    expect(link).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Add 500 to cart' }));
    expect(await screen.findByRole('link', { name: 'Cart, 2 lines' })).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/cart/lines', body: { lines: [{ productId: '1', quantity: 500 }] } }]);
    expect(window.localStorage.getItem(BROWSER_CART_KEY)).toBeNull();
  });

  it('says why the server refused', async () => {
    mockFetch({
      'GET /api/cart': () => jsonResponse(makeCart([])),
      'POST /api/cart/lines': () => jsonResponse({ code: 'CONFLICT', message: 'Your cart can hold at most 100 lines.' }, { status: 409 }),
    });
    renderForCustomer('user-1', routes, '/product/1');
    fireEvent.click(screen.getByRole('button', { name: 'Add 500 to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cart can hold at most 100 lines.');
  });
});
