import { cartMessages, type CompanyAccount, type DeliveryAddress, IDEMPOTENCY_KEY_HEADER, messages } from '@partsmith/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeOrder, mockFetch, writeRequests } from '@/testing/test-utils';
import { makeCart, makeCartLine, renderForCustomer } from '../testing/cart-fixtures';
import { CheckoutPage } from './checkout-page';

const addresses: DeliveryAddress[] = [
  { id: '7', phone: '+880 1712 345678', address: '12 Lake Road, Dhaka', lastUsedAt: '2026-01-02T00:00:00.000Z' },
  { id: '3', phone: '+880 1712 000000', address: '4 Hill Street, Sylhet', lastUsedAt: '2025-12-01T00:00:00.000Z' },
];
const cart = makeCart([makeCartLine(), makeCartLine({ productId: '2', name: 'Cooler', partNumber: 'PSM-COOL-120', quantity: 30, unitPrice: 400 })]);

const EMAIL = 'buyer@example.com';
const routes = (
  <>
    <Route path="/checkout" element={<CheckoutPage email={EMAIL} />} />
    <Route path="/cart" element={<p>cart page</p>} />
    <Route path="/dashboard/payment/:id" element={<p>payment page</p>} />
    <Route path="/dashboard/orders/:id" element={<p>order page</p>} />
  </>
);

/** The account's company record: no payment terms unless given. */
const companyOf = (paymentTerms: CompanyAccount['paymentTerms'] = null): CompanyAccount => ({
  companyName: 'Acme',
  taxNumber: '',
  billingAddress: '',
  taxExemptCertificate: null,
  paymentTerms,
});

function mockServer(checkout: () => Response, book: DeliveryAddress[] = addresses, company = companyOf()) {
  return mockFetch({
    'GET /api/cart': () => jsonResponse(cart),
    'GET /api/addresses': () => jsonResponse(book),
    [`GET /api/user/company/${encodeURIComponent(EMAIL)}`]: () => jsonResponse(company),
    'POST /api/checkout': checkout,
  });
}

const placed = () => jsonResponse({ insertedId: '41', order: {} }, { status: 201 });

/** The order's charges, row by row: what the label and the figure say. */
const charges = (order: HTMLElement) =>
  within(order)
    .getAllByRole('term')
    .slice(1)
    .map((term) => term.parentElement?.textContent);
/** What the delivery form says beside Place order. */
const orderTotal = () => screen.getByText(cartMessages.orderTotal).parentElement;

describe('checkout', () => {
  it('shows the lines and total, preselects the address used last, and places the order to it', async () => {
    const fetchMock = mockServer(placed);
    const { location } = renderForCustomer('user-1', routes, '/checkout');

    const order = await screen.findByRole('region', { name: cartMessages.orderHeading });
    expect(within(order).getByText('Keys')).toBeInTheDocument();
    expect(within(order).getByText('Cooler')).toBeInTheDocument();
    expect(within(order).getByText('530 pieces')).toBeInTheDocument();
    expect(charges(order)).toEqual(['Goods$27,000', 'DeliveryFree', 'Includes tax$3,521.74', 'Total$27,000']);
    expect(orderTotal()).toHaveTextContent('Order total$27,000');
    expect(screen.getByRole('radio', { name: /12 Lake Road, Dhaka/ })).toBeChecked();
    // Without payment terms, no choice: the order is paid by card on the next page.
    expect(screen.queryByRole('group', { name: cartMessages.paymentHeading })).not.toBeInTheDocument();
    expect(screen.getByText(cartMessages.payAfter)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('payment page')).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard/payment/41');
    expect(screen.getByText(cartMessages.orderPlaced)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/checkout', body: { addressId: '7' } }]);
    const headers = fetchMock.mock.calls.find(([url]) => url === '/api/checkout')?.[1]?.headers as Record<string, string>;
    expect(headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('charges delivery and the tax added to prices without it, and says that total beside Place order', async () => {
    const withTax = makeCart(cart.lines, {
      goods: 27000,
      delivery: 28.75,
      deliveryTax: 3.75,
      net: 27025,
      tax: 4053.75,
      total: 31078.75,
      pricesIncludeTax: false,
      freeDeliveryFrom: null,
    });
    mockFetch({
      'GET /api/cart': () => jsonResponse(withTax),
      'GET /api/addresses': () => jsonResponse(addresses),
      [`GET /api/user/company/${encodeURIComponent(EMAIL)}`]: () => jsonResponse(companyOf()),
    });
    renderForCustomer('user-1', routes, '/checkout');

    const order = await screen.findByRole('region', { name: cartMessages.orderHeading });
    expect(charges(order)).toEqual(['Goods$27,000', 'Delivery$25', 'Tax$4,053.75', 'Total$31,078.75']);
    expect(orderTotal()).toHaveTextContent('Order total$31,078.75');
  });

  it('checks a new address with the contract before sending it', async () => {
    const fetchMock = mockServer(placed, []);
    renderForCustomer('user-1', routes, '/checkout');

    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(messages.validation.addressRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(messages.validation.phoneInvalid);
    expect(writeRequests(fetchMock)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '9 River Lane, Khulna' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+880 1812 111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('payment page')).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/checkout', body: { phone: '+880 1812 111111', address: '9 River Lane, Khulna' } }]);
  });

  it('sends the customer back to the cart when it changed meanwhile', async () => {
    mockServer(() => jsonResponse({ code: 'CART_CHANGED', message: 'Some lines of your cart changed. Check them and try again.' }, { status: 409 }));
    const { location } = renderForCustomer('user-1', routes, '/checkout');

    fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('cart page')).toBeInTheDocument();
    expect(location().pathname).toBe('/cart');
    expect(screen.getByRole('alert')).toHaveTextContent('Some lines of your cart changed. Check them and try again.');
  });

  it('says why a limit refused the order, and stays', async () => {
    const limit = 'Until you confirm your email address, your unpaid orders can hold at most $1,000 of parts.';
    mockServer(() => jsonResponse({ code: 'CONFLICT', message: limit }, { status: 409 }));
    const { location } = renderForCustomer('user-1', routes, '/checkout');

    fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(location().pathname).toBe('/checkout');
  });

  it('sends a retry after no answer with the same Idempotency-Key, and the attempt after an answer with a new one', async () => {
    let answer: () => Response = () => jsonResponse({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 });
    const fetchMock = mockServer(() => answer());
    renderForCustomer('user-1', routes, '/checkout');

    const place = await screen.findByRole('button', { name: 'Place order' });
    fireEvent.click(place);
    await screen.findByRole('alert');
    fireEvent.click(place);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    answer = () => jsonResponse({ code: 'CONFLICT', message: 'Not enough stock.' }, { status: 409 });
    fireEvent.click(place);
    await screen.findByText('Not enough stock.');
    answer = placed;
    fireEvent.click(place);
    await screen.findByText('payment page');

    const keys = fetchMock.mock.calls
      .filter(([url]) => url === '/api/checkout')
      .map(([, init]) => (init?.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]);
    expect(keys).toHaveLength(4);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
  });
  it('offers an account on terms the bank transfer, with its credit; placed so, the order goes to its page, not the card payment', async () => {
    const onTerms = makeOrder({ _id: '41', paymentDueAt: '2026-03-03T10:00:00.000Z', payBy: null });
    const fetchMock = mockServer(
      () => jsonResponse({ insertedId: '41', order: { ...onTerms, history: [] } }, { status: 201 }),
      addresses,
      companyOf({ days: 30, creditLimit: 50_000, owed: 12_500.5 }),
    );
    const { location } = renderForCustomer('user-1', routes, '/checkout');

    const payment = await screen.findByRole('group', { name: cartMessages.paymentHeading });
    const card = within(payment).getByRole('radio', { name: cartMessages.payByCard });
    const transfer = within(payment).getByRole('radio', { name: 'Pay by bank transfer (net 30 days)' });
    expect(card).toBeChecked();
    expect(transfer).toHaveAccessibleDescription('Credit limit $50,000, of which you owe $12,500.50.');
    expect(screen.getByText(cartMessages.payAfter)).toBeInTheDocument();

    fireEvent.click(transfer);
    expect(transfer).toBeChecked();
    expect(screen.getByText(cartMessages.payByTransferAfter(30))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('order page')).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard/orders/41');
    expect(screen.getByRole('status')).toHaveTextContent('Order placed. Pay its invoice by bank transfer by March 3, 2026.');
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/checkout', body: { addressId: '7', paymentMethod: 'transfer' } }]);
  });

  it('pays by card an account on terms that chooses the card, as before', async () => {
    const fetchMock = mockServer(placed, addresses, companyOf({ days: 14, creditLimit: 50_000, owed: 0 }));
    renderForCustomer('user-1', routes, '/checkout');

    fireEvent.click(await screen.findByRole('radio', { name: 'Pay by bank transfer (net 14 days)' }));
    fireEvent.click(screen.getByRole('radio', { name: cartMessages.payByCard }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('payment page')).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/checkout', body: { addressId: '7' } }]);
  });

  it('does not offer the transfer for an order beyond what is left of the credit limit, and says so', async () => {
    // The cart comes to $27,000; $40,000 less $15,000 owed leaves $25,000.
    mockServer(placed, addresses, companyOf({ days: 30, creditLimit: 40_000, owed: 15_000 }));
    renderForCustomer('user-1', routes, '/checkout');

    const transfer = await screen.findByRole('radio', { name: 'Pay by bank transfer (net 30 days)' });
    expect(transfer).toBeDisabled();
    expect(transfer).toHaveAccessibleDescription(`Credit limit $40,000, of which you owe $15,000. ${cartMessages.overCreditLimit(25_000)}`);
    expect(screen.getByRole('radio', { name: cartMessages.payByCard })).toBeChecked();
  });

  it("says why the server refused the transfer (the account's terms were taken away meanwhile), and stays", async () => {
    mockServer(
      () => jsonResponse({ code: 'FORBIDDEN', message: messages.orders.noPaymentTerms }, { status: 403 }),
      addresses,
      companyOf({ days: 30, creditLimit: 50_000, owed: 0 }),
    );
    const { location } = renderForCustomer('user-1', routes, '/checkout');

    fireEvent.click(await screen.findByRole('radio', { name: 'Pay by bank transfer (net 30 days)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.orders.noPaymentTerms);
    expect(location().pathname).toBe('/checkout');
  });

  it('says which pieces of a line beyond stock ship later', async () => {
    mockFetch({
      'GET /api/cart': () => jsonResponse(makeCart([makeCartLine({ quantity: 53, available: 50, backordered: 3, leadTimeDays: 14, unitPrice: 505 })])),
      'GET /api/addresses': () => jsonResponse(addresses),
      [`GET /api/user/company/${encodeURIComponent(EMAIL)}`]: () => jsonResponse(companyOf()),
    });
    renderForCustomer('user-1', routes, '/checkout');

    const order = await screen.findByRole('region', { name: cartMessages.orderHeading });
    expect(within(order).getByText('3 pieces ship within 14 days')).toBeInTheDocument();
  });
});
