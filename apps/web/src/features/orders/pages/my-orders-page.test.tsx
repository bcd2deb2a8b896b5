import type { Order } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'react-router';
import { jsonResponse, makeOrder, makeOrderOfLines, mockFetch, pagedResponse, renderRoutes, requestedUrls, writeRequests } from '@/testing/test-utils';
import { MyOrdersPage } from './my-orders-page';

const UNPAID_KEYS = makeOrder({ _id: '12', productName: 'Keys', quantity: 500, unitPrice: 30, price: 15000 });
const UNPAID_BOARD = makeOrder({ _id: '11', productName: 'Motherboard', quantity: 5, price: 2525 });
const PAID_COOLER = makeOrder({ _id: '10', productName: 'Cooler', quantity: 30, price: 12000, paid: true, status: 'paid', transactionId: 'pi_3PaidCooler' });
const SHIPPED_MOUSE = makeOrder({
  _id: '9',
  productName: 'Mouse',
  paid: true,
  status: 'shipped',
  transactionId: 'pi_3Mouse',
  carrier: 'DHL Express',
  trackingNumber: 'JD014600003',
});
const CANCELLED_CHIPS = makeOrder({ _id: '8', productName: 'Chips', status: 'cancelled' });
/** A bill of materials of five parts, paid and delivered. */
const DELIVERED_BOM = makeOrderOfLines(
  [
    { productId: '1', productName: 'Keys', partNumber: 'PSM-KEY-104', quantity: 500, unitPrice: 30, price: 15000 },
    { productId: '2', productName: 'Cooler', partNumber: 'PSM-COOL-120', quantity: 30, unitPrice: 400, price: 12000 },
    { productId: '5', productName: 'Motherboard', partNumber: null, quantity: 5, unitPrice: 505, price: 2525 },
    { productId: '7', productName: 'Power Supply', partNumber: 'PSM-PSU-650', quantity: 10, unitPrice: 80, price: 800 },
    { productId: '9', productName: 'SSD', partNumber: 'PSM-SSD-1T', quantity: 20, unitPrice: 70, price: 1400 },
  ],
  { _id: '1234', paid: true, status: 'delivered', transactionId: 'pi_3Bom', address: '7 Mill Street\nChattogram', createdAt: '2025-02-03T09:30:00.000Z' },
);

/** GET /api/orders as the server answers it: filtered by ?status, paged, with X-Total-Count; a cancel marks the order cancelled. */
function ordersServer(initial: Order[], answers: { cancel?: () => Response; toCart?: () => Response } = {}) {
  let orders = [...initial];
  const routes: Record<string, (url: URL) => Response> = {
    'POST /api/orders/1234/to-cart': () => answers.toCart?.() ?? jsonResponse({ lines: [], total: 0, pieces: 0, ready: true, skipped: [] }),
    'GET /api/orders': (url) => {
      const status = url.searchParams.get('status');
      return pagedResponse(
        orders.filter((order) => status === 'all' || order.status === status),
        url,
      );
    },
  };
  for (const order of initial) {
    routes[`DELETE /api/orders/${order._id}`] = () => {
      const response = answers.cancel?.() ?? jsonResponse({ deletedCount: 1 });
      if (response.ok) orders = orders.map((listed) => (listed._id === order._id ? { ...listed, status: 'cancelled', payBy: null } : listed));
      return response;
    };
  }
  return mockFetch(routes);
}

const row = (productName: string) => screen.getByRole('rowheader', { name: productName }).closest('tr') as HTMLElement;
const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

function renderMyOrders(url = '/dashboard') {
  return renderRoutes(
    <>
      <Route path="/dashboard" element={<MyOrdersPage email="customer@partsmith.test" />} />
      <Route path="/cart" element={<h1>Your cart</h1>} />
    </>,
    { url },
  );
}

describe('MyOrdersPage', () => {
  it("asks for the first page of the customer's own orders of every status, and shows product, quantity and total", async () => {
    const fetchMock = ordersServer([UNPAID_KEYS, PAID_COOLER]);
    renderMyOrders();

    expect(await screen.findByRole('rowheader', { name: 'Keys' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual(['/api/orders?email=customer%40partsmith.test&limit=20&status=all']);
    expect(within(row('Keys')).getByText('500')).toBeInTheDocument();
    expect(within(row('Keys')).getByText('$15,000')).toBeInTheDocument();
    // The demo shop's prices include 15 % tax.
    expect(within(row('Keys')).getByText('Includes tax $1,956.52')).toBeInTheDocument();
    expect(within(row('Keys')).getByText('12 Lake Road, Dhaka')).toBeInTheDocument();
    const columns = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(columns).toEqual(['#', 'Product', 'Ship to', 'Quantity', 'Total price', 'Status', 'Actions']);
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | My Orders');
  });

  it("says beside an order's total the tax it includes, or that its buyer was exempt", async () => {
    const exempt = makeOrder({
      _id: '13',
      productName: 'SSD',
      quantity: 20,
      price: 1425,
      net: 1425,
      tax: 0,
      delivery: 25,
      pricesIncludeTax: false,
      taxExempt: true,
    });
    ordersServer([UNPAID_KEYS, exempt]);
    renderMyOrders();

    await screen.findByRole('rowheader', { name: 'SSD' });
    expect(row('SSD')).toHaveTextContent('Total price: $1,425Tax exempt');
    expect(within(row('Keys')).queryByText('Tax exempt')).not.toBeInTheDocument();
  });

  it('numbers each order with its own number, which opens its page, and dates it', async () => {
    ordersServer([UNPAID_KEYS, DELIVERED_BOM]);
    renderMyOrders();

    await screen.findByRole('rowheader', { name: 'Keys' });
    expect(within(row('Keys')).getByRole('link', { name: '#12' })).toHaveAttribute('href', '/dashboard/orders/12');
    const bom = screen.getByRole('link', { name: '#1234' });
    expect(bom).toHaveAttribute('href', '/dashboard/orders/1234');
    expect(within(bom.closest('td') as HTMLElement).getByText(/2025/)).toHaveAttribute('dateTime', '2025-02-03T09:30:00.000Z');
    // The list's place of a row (1, 2, …) is no order's number.
    expect(within(row('Keys')).queryByRole('cell', { name: '1' })).not.toBeInTheDocument();
  });

  it('shows the first three lines of an order of several parts, the rest as a link to its page, where it goes, its pieces and total', async () => {
    ordersServer([DELIVERED_BOM]);
    renderMyOrders();

    const product = await screen.findByRole('rowheader', { name: /^500 × Keys PSM-KEY-104/ });
    expect(
      within(product)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['500 × Keys PSM-KEY-104', '30 × Cooler PSM-COOL-120', '5 × Motherboard', '+2 more lines of order #1234']);
    expect(within(product).getByRole('link', { name: '+2 more lines of order #1234' })).toHaveAttribute('href', '/dashboard/orders/1234');
    const bom = product.closest('tr') as HTMLElement;
    expect(within(bom).getByText(/7 Mill Street/)).toHaveTextContent('7 Mill Street Chattogram');
    expect(within(bom).getByText('565')).toBeInTheDocument();
    expect(within(bom).getByText('$31,725')).toBeInTheDocument();
  });

  it('orders an order of several parts again into the cart, and opens the cart with what was left out', async () => {
    const fetchMock = ordersServer([DELIVERED_BOM], {
      toCart: () => jsonResponse({ lines: [], total: 0, pieces: 0, ready: true, skipped: ['SSD'] }),
    });
    const { location } = renderMyOrders();

    const again = await screen.findByRole('button', { name: 'Order again' });
    expect(within(screen.getByRole('table')).queryByRole('link', { name: 'Order again' })).not.toBeInTheDocument();
    fireEvent.click(again);

    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(location().pathname).toBe('/cart');
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/orders/1234/to-cart', body: undefined }]);
    expect(screen.getByRole('status')).toHaveTextContent('4 lines of order #1234 added to your cart. No longer sold, so left out: SSD.');
  });

  it('shows the part number an order was placed with under its product, and none for an order from before part numbers', async () => {
    ordersServer([makeOrder({ _id: '13', productName: 'Case Fan', partNumber: 'PSM-FAN-120' }), CANCELLED_CHIPS]);
    renderMyOrders();

    const fan = (await screen.findByRole('rowheader', { name: 'Case Fan PSM-FAN-120' })).closest('tr') as HTMLElement;
    expect(within(fan).getByText('PSM-FAN-120')).toHaveClass('text-xs');
    expect(screen.getByRole('rowheader', { name: 'Chips' })).toBeInTheDocument();
  });

  it('shows Pay and Cancel only for an unpaid order, and Paid with the transaction id for a paid one', async () => {
    ordersServer([UNPAID_KEYS, PAID_COOLER]);
    renderMyOrders();

    await screen.findByRole('rowheader', { name: 'Keys' });
    const unpaid = row('Keys');
    expect(within(unpaid).getByText('Unpaid')).toHaveClass('badge');
    expect(within(unpaid).getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/dashboard/payment/12');
    expect(within(unpaid).getByRole('link', { name: 'Pay' })).toHaveAccessibleDescription('Keys');
    expect(within(unpaid).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(unpaid).getByText(/^Pay by .*2025/)).toBeInTheDocument();
    expect(within(unpaid).queryByText('Paid')).not.toBeInTheDocument();

    const paid = row('Cooler');
    expect(within(paid).getByText('Paid')).toHaveClass('badge');
    expect(within(paid).getByText('pi_3PaidCooler')).toBeInTheDocument();
    expect(within(paid).queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(paid).queryByText(/^Pay by/)).not.toBeInTheDocument();
  });

  it('offers no card payment for an order on terms: it says the day to pay by bank transfer by, overdue in the error colour', async () => {
    const due = makeOrder({ _id: '14', productName: 'Keys', paymentDueAt: '2099-03-03T10:00:00.000Z', payBy: null });
    const overdue = makeOrder({ _id: '13', productName: 'Cooler', paymentDueAt: '2025-03-05T10:00:00.000Z', payBy: null });
    const paid = makeOrder({
      _id: '12',
      productName: 'SSD',
      status: 'paid',
      paid: true,
      paymentDueAt: '2025-03-05T10:00:00.000Z',
      transactionId: 'TRF-118',
      payBy: null,
    });
    ordersServer([due, overdue, paid]);
    renderMyOrders();

    await screen.findByRole('rowheader', { name: 'Keys' });
    expect(within(row('Keys')).getByText('Pay by bank transfer by March 3, 2099')).not.toHaveClass('text-error');
    expect(within(row('Keys')).queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(row('Keys')).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(row('Cooler')).getByText('Overdue: the transfer was due March 5, 2025')).toHaveClass('text-error');
    expect(within(row('SSD')).getByText('Paid by bank transfer')).toBeInTheDocument();
    expect(within(row('SSD')).getByText(/^Bank reference:/)).toHaveTextContent('Bank reference: TRF-118');
  });

  it('says under a line of an order how many of its pieces wait for stock, and by when', async () => {
    const waiting = makeOrder({ _id: '15', productName: 'Motherboard', quantity: 53, price: 26765 });
    waiting.lines = [{ ...waiting.lines[0]!, backordered: 3, promisedBy: '2026-03-17' }];
    ordersServer([waiting]);
    renderMyOrders();

    expect(await screen.findByRole('rowheader', { name: /^Motherboard/ })).toHaveTextContent('Motherboard50 in stock, 3 by March 17, 2026');
  });

  it('offers Order again on past orders, opening the purchase page with their quantity, and not on unpaid ones', async () => {
    ordersServer([UNPAID_KEYS, PAID_COOLER, CANCELLED_CHIPS]);
    renderMyOrders();

    await screen.findByRole('rowheader', { name: 'Keys' });
    expect(within(row('Keys')).queryByRole('link', { name: 'Order again' })).not.toBeInTheDocument();
    const again = within(row('Cooler')).getByRole('link', { name: 'Order again' });
    expect(again).toHaveAttribute('href', `/product/${PAID_COOLER.productId}?quantity=30`);
    expect(again).toHaveAccessibleDescription('Cooler');
    expect(within(row('Chips')).getByRole('link', { name: 'Order again' })).toHaveAttribute('href', `/product/${CANCELLED_CHIPS.productId}?quantity=5`);
  });

  it('shows the carrier and tracking number of a shipped order, and lists cancelled orders too', async () => {
    ordersServer([SHIPPED_MOUSE, CANCELLED_CHIPS]);
    renderMyOrders();

    await screen.findByRole('rowheader', { name: 'Mouse' });
    const shipped = row('Mouse');
    expect(within(shipped).getByText('Shipped')).toHaveClass('badge');
    expect(within(shipped).getByText('Carrier: DHL Express')).toBeInTheDocument();
    expect(within(shipped).getByText('JD014600003')).toBeInTheDocument();
    expect(within(shipped).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    const cancelled = row('Chips');
    expect(within(cancelled).getByText('Cancelled')).toHaveClass('badge');
    expect(within(cancelled).queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('asks for the page in ?page and links the others', async () => {
    const many = Array.from({ length: 45 }, (_, index) => makeOrder({ _id: String(100 - index), productName: `Part ${index + 1}` }));
    const fetchMock = ordersServer(many);
    renderMyOrders('/dashboard?page=2');

    expect(await screen.findByRole('rowheader', { name: 'Part 21' })).toBeInTheDocument();
    expect(query(requestedUrls(fetchMock)[0]!)).toEqual({ email: 'customer@partsmith.test', limit: '20', offset: '20', status: 'all' });
    expect(within(row('Part 21')).getByRole('link', { name: '#80' })).toHaveAttribute('href', '/dashboard/orders/80');
    expect(within(row('Part 22')).getByRole('link', { name: '#79' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/dashboard?page=3');
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/dashboard');
  });

  it('filters by status through ?status, starting again at the first page', async () => {
    const fetchMock = ordersServer([UNPAID_KEYS, PAID_COOLER, SHIPPED_MOUSE]);
    const { location } = renderMyOrders('/dashboard?page=2');
    await screen.findByText(/There is nothing on page 2/);

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'shipped' } });

    expect(location().search).toBe('?status=shipped');
    expect(await screen.findByRole('rowheader', { name: 'Mouse' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Keys' })).not.toBeInTheDocument());
    expect(query(requestedUrls(fetchMock).at(-1)!)).toEqual({ email: 'customer@partsmith.test', limit: '20', status: 'shipped' });
  });

  it("cancels that row's order after confirming, toasts and shows it cancelled", async () => {
    const fetchMock = ordersServer([UNPAID_KEYS, UNPAID_BOARD, PAID_COOLER]);
    renderMyOrders();

    fireEvent.click(within(await screen.findByRole('table')).getAllByRole('button', { name: 'Cancel' })[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('Your order of 5 pieces of Motherboard ($2,525) will be cancelled.');
    expect(within(dialog).getByRole('button', { name: 'Keep Order' })).toHaveFocus();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);

    fireEvent.click(within(row('Motherboard')).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));

    expect(await screen.findByText(messages.toast.orderCanceled)).toBeInTheDocument();
    await waitFor(() => expect(within(row('Motherboard')).getByText('Cancelled')).toBeInTheDocument());
    expect(within(row('Motherboard')).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(row('Keys')).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'DELETE', url: '/api/orders/11', body: undefined }]);
  });

  it("toasts the server's message when cancelling fails", async () => {
    ordersServer([UNPAID_BOARD], { cancel: () => jsonResponse({ code: 'CONFLICT', message: messages.orders.paidCannotBeCancelled }, { status: 409 }) });
    renderMyOrders();

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.orders.paidCannotBeCancelled);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row('Motherboard')).getByText('Unpaid')).toBeInTheDocument();
  });

  it('points to the parts when there are no orders', async () => {
    ordersServer([]);
    renderMyOrders();

    expect(await screen.findByText(/You have no orders yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse parts' })).toHaveAttribute('href', '/product');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when no order has the chosen status', async () => {
    ordersServer([UNPAID_KEYS]);
    renderMyOrders('/dashboard?status=delivered');

    expect(await screen.findByText('No orders match this filter.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('delivered');
    expect(screen.queryByText(/You have no orders yet/)).not.toBeInTheDocument();
  });
});
