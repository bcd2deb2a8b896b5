import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, writeRequests } from '@/testing/test-utils';
import { BROWSER_CART_KEY } from '../lib/browser-cart';
import { useBrowserCartMerge } from '../lib/use-browser-cart-merge';
import { makeCart, makeCartLine, renderForCustomer } from '../testing/cart-fixtures';
import { useAddToCart } from './add-cart-lines';
import { useMergeBrowserCartLines } from './merge-browser-cart-lines';
import { useRemoveCartLine } from './remove-cart-line';
import { useSetCartLine } from './set-cart-line';
import { useCart } from './use-cart';

const keys = makeCartLine();
const cooler = makeCartLine({ productId: '2', partNumber: 'PSM-COOL-120', name: 'Cooler', quantity: 30, minimum: 30, unitPrice: 400, seenUnitPrice: 400 });

/** The cart's lines as text, and the three writes, whoever's the cart is. */
function CartProbe() {
  const { cart } = useCart();
  const add = useAddToCart();
  const set = useSetCartLine();
  const remove = useRemoveCartLine();
  return (
    <>
      <p data-testid="lines">{cart.data ? cart.data.lines.map((line) => `${line.name} ${line.quantity}`).join(', ') || 'empty' : 'loading'}</p>
      <button type="button" onClick={() => add.mutate([{ productId: '2', quantity: 30 }])}>
        add coolers
      </button>
      <button type="button" onClick={() => add.mutate([{ productId: '1', quantity: 100 }])}>
        add keys
      </button>
      <button type="button" onClick={() => set.mutate({ productId: '1', quantity: 700 })}>
        set keys
      </button>
      <button type="button" onClick={() => remove.mutate('1')}>
        remove keys
      </button>
      {add.isError && <p role="alert">{add.error.message}</p>}
    </>
  );
}

const storedLines = () => JSON.parse(window.localStorage.getItem(BROWSER_CART_KEY) ?? '[]') as unknown[];
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as { lines: { productId: string; quantity: number }[] };

describe("a visitor's cart", () => {
  it('lives in the browser and is priced by the preview, with the price each line was seen at', async () => {
    window.localStorage.setItem(BROWSER_CART_KEY, JSON.stringify([{ productId: '1', quantity: 500, seenUnitPrice: 30 }]));
    const fetchMock = mockFetch({
      'POST /api/cart/preview': (_url, init) => {
        const { lines } = bodyOf(init);
        return jsonResponse(makeCart(lines.map((line) => (line.productId === '1' ? makeCartLine({ quantity: line.quantity }) : cooler))));
      },
    });
    renderForCustomer(null, <Route path="/" element={<CartProbe />} />, '/');

    expect(await screen.findByText('Keys 500')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'add coolers' }));
    expect(await screen.findByText('Keys 500, Cooler 30')).toBeInTheDocument();
    // The new line is priced afresh: it takes the price it has now as the one the visitor saw.
    expect(storedLines()).toEqual([
      { productId: '1', quantity: 500, seenUnitPrice: 30 },
      { productId: '2', quantity: 30, seenUnitPrice: 400 },
    ]);
    const previews = writeRequests(fetchMock).map(({ body }) => body);
    expect(previews.at(-1)).toEqual({
      lines: [
        { productId: '1', quantity: 500, seenUnitPrice: 30 },
        { productId: '2', quantity: 30 },
      ],
    });
    expect(writeRequests(fetchMock).every(({ url }) => url === '/api/cart/preview')).toBe(true);
  });

  it("adds to a part's line, sets and removes lines in the browser", async () => {
    window.localStorage.setItem(BROWSER_CART_KEY, JSON.stringify([{ productId: '1', quantity: 500, seenUnitPrice: 28 }]));
    mockFetch({
      'POST /api/cart/preview': (_url, init) => jsonResponse(makeCart(bodyOf(init).lines.map(({ quantity }) => makeCartLine({ quantity })))),
    });
    renderForCustomer(null, <Route path="/" element={<CartProbe />} />, '/');

    fireEvent.click(await screen.findByRole('button', { name: 'add keys' }));
    expect(await screen.findByText('Keys 600')).toBeInTheDocument();
    expect(storedLines()).toEqual([{ productId: '1', quantity: 600, seenUnitPrice: 30 }]);

    fireEvent.click(screen.getByRole('button', { name: 'set keys' }));
    expect(await screen.findByText('Keys 700')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'remove keys' }));
    expect(await screen.findByText('empty')).toBeInTheDocument();
    expect(window.localStorage.getItem(BROWSER_CART_KEY)).toBeNull();
  });

  it('keeps the browser as it was when the preview fails', async () => {
    window.localStorage.setItem(BROWSER_CART_KEY, JSON.stringify([{ productId: '1', quantity: 500, seenUnitPrice: 30 }]));
    let refuse = false;
    mockFetch({
      'POST /api/cart/preview': () =>
        refuse ? jsonResponse({ code: 'BAD_REQUEST', message: 'At most 100 lines' }, { status: 400 }) : jsonResponse(makeCart([keys])),
    });
    renderForCustomer(null, <Route path="/" element={<CartProbe />} />, '/');
    await screen.findByText('Keys 500');
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'add coolers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 100 lines');
    expect(storedLines()).toEqual([{ productId: '1', quantity: 500, seenUnitPrice: 30 }]);
  });
});

describe("a signed-in customer's cart", () => {
  it('is read from and written to the server, and the browser keeps nothing', async () => {
    let cart = makeCart([keys]);
    const fetchMock = mockFetch({
      'GET /api/cart': () => jsonResponse(cart),
      'POST /api/cart/lines': () => {
        cart = makeCart([keys, cooler]);
        return jsonResponse(cart);
      },
      'PUT /api/cart/lines/1': (_url, init) => {
        cart = makeCart([makeCartLine({ quantity: (JSON.parse(String(init?.body)) as { quantity: number }).quantity }), cooler]);
        return jsonResponse(cart);
      },
      'DELETE /api/cart/lines/1': () => {
        cart = makeCart([cooler]);
        return jsonResponse(cart);
      },
    });
    renderForCustomer('user-1', <Route path="/" element={<CartProbe />} />, '/');

    expect(await screen.findByText('Keys 500')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'add coolers' }));
    expect(await screen.findByText('Keys 500, Cooler 30')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'set keys' }));
    expect(await screen.findByText('Keys 700, Cooler 30')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'remove keys' }));
    expect(await screen.findByText('Cooler 30')).toBeInTheDocument();

    expect(writeRequests(fetchMock)).toEqual([
      { method: 'POST', url: '/api/cart/lines', body: { lines: [{ productId: '2', quantity: 30 }] } },
      { method: 'PUT', url: '/api/cart/lines/1', body: { quantity: 700 } },
      { method: 'DELETE', url: '/api/cart/lines/1', body: undefined },
    ]);
    expect(window.localStorage.getItem(BROWSER_CART_KEY)).toBeNull();
  });
});

function MergeProbe({ onCartPage = false }: { onCartPage?: boolean }) {
  useBrowserCartMerge();
  return onCartPage ? <CartPageMerge /> : null;
}

function CartPageMerge() {
  useMergeBrowserCartLines();
  return null;
}

describe('signing in with a cart in the browser', () => {
  const visitorLines = [
    { productId: '1', quantity: 500, seenUnitPrice: 30 },
    { productId: '2', quantity: 30, seenUnitPrice: 400 },
  ];

  it("posts the browser's lines to the account's cart once, then forgets them", async () => {
    window.localStorage.setItem(BROWSER_CART_KEY, JSON.stringify(visitorLines));
    const fetchMock = mockFetch({ 'POST /api/cart/lines': () => jsonResponse(makeCart([keys, cooler])) });
    const { queryClient } = renderForCustomer('user-1', <Route path="/" element={<MergeProbe />} />, '/');

    await waitFor(() => expect(window.localStorage.getItem(BROWSER_CART_KEY)).toBeNull());
    expect(writeRequests(fetchMock)).toEqual([
      {
        method: 'POST',
        url: '/api/cart/lines',
        body: {
          lines: [
            { productId: '1', quantity: 500 },
            { productId: '2', quantity: 30 },
          ],
        },
      },
    ]);
    expect(queryClient.getQueryData(['account', 'cart'])).toEqual(makeCart([keys, cooler]));
  });

  it('does nothing for a visitor', async () => {
    window.localStorage.setItem(BROWSER_CART_KEY, JSON.stringify(visitorLines));
    const fetchMock = mockFetch({});
    renderForCustomer(null, <Route path="/" element={<MergeProbe />} />, '/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storedLines()).toEqual(visitorLines);
  });

  it('refused as a whole, adds the lines one at a time on the cart page and names the part refused', async () => {
    window.localStorage.setItem(BROWSER_CART_KEY, JSON.stringify(visitorLines));
    const fetchMock = mockFetch({
      'POST /api/cart/lines': (_url, init) =>
        bodyOf(init).lines.some((line) => line.productId === '2')
          ? jsonResponse({ code: 'NOT_FOUND', message: 'Cooler is no longer sold.' }, { status: 404 })
          : jsonResponse(makeCart([keys])),
      'GET /api/cart': () => jsonResponse(makeCart([keys])),
    });
    renderForCustomer('user-1', <Route path="/" element={<MergeProbe onCartPage />} />, '/');

    expect(await screen.findByRole('alert')).toHaveTextContent('Cooler is no longer sold.');
    await waitFor(() => expect(window.localStorage.getItem(BROWSER_CART_KEY)).toBeNull());
    const posted = writeRequests(fetchMock).map(({ body }) => (body as { lines: { productId: string }[] }).lines.map((line) => line.productId));
    // Once as a whole (refused), then each line; Keys is added once only.
    expect(posted).toEqual([['1', '2'], ['1'], ['2']]);
  });

  it('unanswered, keeps the lines in the browser', async () => {
    window.localStorage.setItem(BROWSER_CART_KEY, JSON.stringify(visitorLines));
    const fetchMock = mockFetch({ 'POST /api/cart/lines': () => jsonResponse({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 }) });
    renderForCustomer('user-1', <Route path="/" element={<MergeProbe />} />, '/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(storedLines()).toEqual(visitorLines);
  });
});
