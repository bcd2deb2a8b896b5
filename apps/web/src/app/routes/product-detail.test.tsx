import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeProductDetail, makeSession, mockFetch, renderRoutes, requestedUrls } from '@/testing/test-utils';
import { Component as ProductDetail } from './product-detail';

function renderPurchasePage(signedIn = true, inStock = 50, url = '/product/5', leadTimeDays: number | null = null) {
  let available = inStock;
  const fetchMock = mockFetch({
    '/api/auth/get-session': () => jsonResponse(signedIn ? makeSession({ name: 'Casey Customer' }) : null),
    '/api/product/5': () =>
      jsonResponse(
        makeProductDetail({
          _id: '5',
          name: 'Motherboard',
          partNumber: 'PSM-MB-AM5',
          price: 505,
          minimum: 5,
          quantity: available,
          available,
          priceTiers: [{ minQuantity: 20, price: 480 }],
          leadTimeDays,
          categoryPath: [
            { id: '1', slug: 'components', name: 'Components' },
            { id: '2', slug: 'motherboards', name: 'Motherboards' },
          ],
          specifications: [
            { key: 'socket', name: 'Socket', kind: 'choice', unit: null, value: 'AM5' },
            { key: 'm2_slots', name: 'M.2 slots', kind: 'number', unit: null, value: 3 },
            { key: 'wifi', name: 'Wi-Fi', kind: 'boolean', unit: null, value: false },
          ],
        }),
      ),
    'POST /api/orders': (_url, init) => {
      available -= (JSON.parse(String(init?.body)) as { quantity: number }).quantity;
      return jsonResponse({ insertedId: '7' }, { status: 201 });
    },
  });
  // As in the app's router: the part's page is public, outside the guard.
  const view = renderRoutes(
    <>
      <Route path="/login" element={<p>login page</p>} />
      <Route path="/product/:productId" element={<ProductDetail />} />
    </>,
    { url },
  );
  return { ...view, fetchMock };
}

const partRequests = (fetchMock: ReturnType<typeof mockFetch>) => requestedUrls(fetchMock).filter((url) => url === '/api/product/5');

describe('the purchase page', () => {
  it('shows a visitor the part, its specifications and price breaks, and asks them to sign in only when they order', async () => {
    const { fetchMock, location } = renderPurchasePage(false);

    expect(await screen.findByRole('heading', { level: 1, name: 'Motherboard' })).toBeInTheDocument();
    expect(screen.getByText('PSM-MB-AM5')).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Motherboards' })).toHaveAttribute('href', '/category/motherboards');
    const specifications = screen.getByRole('table', { name: 'Specifications' });
    expect(within(specifications).getByRole('row', { name: 'Socket AM5' })).toBeInTheDocument();
    expect(within(specifications).getByRole('row', { name: 'Wi-Fi No' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Place your order' });
    expect(within(form).getByRole('table', { name: messages.priceTiers.tableCaption })).toHaveTextContent('$480');
    // No name, email, address or phone to fill in, and no prompt before they try.
    expect(within(form).queryByLabelText('Address')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Quantity'), { target: { value: '25' } });
    expect(within(form).getByRole('status', { name: 'Total price' })).toHaveTextContent('$12,000');
    fireEvent.click(within(form).getByRole('button', { name: 'Purchase Now' }));

    const prompt = await screen.findByRole('alert');
    expect(within(prompt).getByRole('heading', { name: 'Sign in to order' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(within(prompt).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(location().state).toEqual({ from: { pathname: '/product/5', search: '?quantity=25', hash: '' } });
  });

  it("shows the part with the purchase form in the user's name, fetching the part once", async () => {
    const { fetchMock } = renderPurchasePage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Motherboard' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Place your order' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Casey Customer');
    expect(within(form).getByLabelText('Email')).toHaveValue('customer@partsmith.test');
    fireEvent.click(within(form).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.change(within(form).getByLabelText('Quantity'), { target: { value: '6' } });
    expect(partRequests(fetchMock)).toEqual(['/api/product/5']);
  });

  it('offers no purchase form for a part with fewer pieces in stock than its minimum order', async () => {
    renderPurchasePage(true, 4);

    expect(await screen.findByRole('heading', { level: 2, name: messages.products.outOfStock })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Place your order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Purchase Now' })).not.toBeInTheDocument();
  });

  it('offers both forms for a part with a lead time and less than its minimum order in stock, each beyond the stock', async () => {
    renderPurchasePage(true, 3, '/product/5?quantity=25', 14);

    const form = await screen.findByRole('form', { name: 'Place your order' });
    expect(screen.queryByText(messages.products.outOfStock)).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Quantity')).toHaveValue(25);
    expect(within(form).getByText('3 in stock, 22 within 14 days')).toBeInTheDocument();
    expect(within(form).getByRole('status', { name: 'Total price' })).toHaveTextContent('$12,000');
    expect(within(form).getByRole('button', { name: 'Purchase Now' })).toBeEnabled();

    const cart = screen.getByRole('form', { name: 'Add to cart' });
    fireEvent.change(within(cart).getByLabelText('Pieces for the cart'), { target: { value: '8' } });
    expect(within(cart).getByText('3 in stock, 5 within 14 days')).toBeInTheDocument();
    expect(within(cart).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('after a purchase, reads the part again to show the stock that is left', async () => {
    const { fetchMock } = renderPurchasePage();

    expect(await screen.findByText('Available quantity')).toBeInTheDocument();
    expect(screen.getByText('Available quantity').nextElementSibling).toHaveTextContent('50 pieces');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '12 Lake Road, Dhaka' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+880 1712 345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Purchase Now' }));

    expect(await screen.findByText(messages.toast.purchaseSucceeded)).toBeInTheDocument();
    expect(screen.getByText('Available quantity').nextElementSibling).toHaveTextContent('44 pieces');
    expect(partRequests(fetchMock)).toHaveLength(2);
  });

  it('fills in the quantity of ?quantity, as Order again in My Orders links', async () => {
    renderPurchasePage(true, 50, '/product/5?quantity=12');
    expect(await screen.findByLabelText('Quantity')).toHaveValue(12);
    expect(screen.getByRole('status', { name: 'Total price' })).toHaveTextContent('$6,060');
    expect(screen.getByRole('button', { name: 'Purchase Now' })).toBeEnabled();
  });

  it('starts from 0 for a ?quantity that is not a whole number of pieces, and flags one beyond the stock', async () => {
    const { unmount } = renderPurchasePage(true, 50, '/product/5?quantity=1e3');
    expect(await screen.findByLabelText('Quantity')).toHaveValue(0);
    unmount();

    renderPurchasePage(true, 50, '/product/5?quantity=60');
    expect(await screen.findByLabelText('Quantity')).toHaveValue(60);
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(messages.validation.aboveLimit)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purchase Now' })).toBeDisabled();
  });

  it('keeps the head tags the server wrote for this part while it is shown, and drops them once the app leaves it', async () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="canonical" href="http://localhost/product/5" data-page-head />');
    renderPurchasePage(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Motherboard' })).toBeInTheDocument();
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();

    const form = await screen.findByRole('form', { name: 'Place your order' });
    fireEvent.change(within(form).getByLabelText('Quantity'), { target: { value: '25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Purchase Now' }));
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
