import { type Order, type OrderDetail, TEST_PAYMENT_LABEL } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeOrder, makeOrderOfLines, mockFetch, pagedResponse, renderRoute, requestedUrls, writeRequests } from '@/testing/test-utils';
import { ManageOrdersPage } from './manage-orders-page';

const NADIA_UNPAID = makeOrder({
  _id: '21',
  email: 'nadia@example.com',
  productName: 'Chips',
  partNumber: 'PSM-CPU-8C',
  quantity: 100,
  unitPrice: 700,
  price: 70000,
});
const CASEY_PAID = makeOrder({
  _id: '20',
  email: 'customer@partsmith.test',
  productName: 'Motherboard',
  paid: true,
  status: 'paid',
  transactionId: 'pi_1',
  testPayment: true,
});
const OMAR_SHIPPED = makeOrder({
  _id: '19',
  email: 'omar@example.com',
  productName: 'Cooler',
  paid: true,
  status: 'shipped',
  transactionId: 'pi_2',
  carrier: 'DHL Express',
  trackingNumber: 'JD014600003',
});
const LENA_DELIVERED = makeOrder({ _id: '18', email: 'lena@example.com', productName: 'Mouse', paid: true, status: 'delivered', transactionId: 'pi_3' });
/** An order on terms, due in the future, and one past its due day. */
const ACME_ON_TERMS = makeOrder({
  _id: '23',
  email: 'acme@example.com',
  productName: 'Keys',
  quantity: 500,
  price: 15000,
  paymentDueAt: '2099-03-03T10:00:00.000Z',
  payBy: null,
});
const BOLT_OVERDUE = makeOrder({
  _id: '22',
  email: 'bolt@example.com',
  productName: 'Cooler',
  price: 12000,
  paymentDueAt: '2025-03-05T10:00:00.000Z',
  payBy: null,
});

const CASEY_HISTORY: OrderDetail = {
  ...CASEY_PAID,
  history: [
    { status: 'unpaid', at: '2025-01-01T10:00:00.000Z', by: 'customer', actorEmail: 'customer@partsmith.test' },
    { status: 'paid', at: '2025-01-02T10:00:00.000Z', by: 'shop', actorEmail: null },
  ],
};

/**
 * GET /api/allorders as the server answers it: filtered by ?status and ?q (email or part), paged, with X-Total-Count.
 * Shipping, delivering and cancelling change the order as the server would.
 */
function allOrdersServer(initial: Order[], answers: { patch?: () => Response; payment?: () => Response } = {}) {
  let orders = [...initial];
  const change = (id: string, update: Partial<Order>) => {
    orders = orders.map((order) => (order._id === id ? { ...order, ...update } : order));
    return jsonResponse({ ...orders.find((order) => order._id === id), history: [] });
  };
  return mockFetch({
    'GET /api/allorders': (url) => {
      const status = url.searchParams.get('status');
      const q = url.searchParams.get('q') ?? '';
      const found = orders.filter(
        (order) => (status === 'all' || status?.split(',').includes(order.status)) && `${order.email} ${order.productName}`.includes(q),
      );
      return pagedResponse(found, url);
    },
    'DELETE /api/allorders/21': () => {
      change('21', { status: 'cancelled', payBy: null });
      return jsonResponse({ deletedCount: 1 });
    },
    'DELETE /api/allorders/20': () => jsonResponse({ code: 'CONFLICT', message: messages.orders.paidCannotBeCancelled }, { status: 409 }),
    'PATCH /api/allorders/20': (_url, init) => {
      const answer = answers.patch?.();
      if (answer) return answer;
      const body = JSON.parse(String(init?.body)) as Pick<Order, 'carrier' | 'trackingNumber'>;
      return change('20', { status: 'shipped', carrier: body.carrier ?? null, trackingNumber: body.trackingNumber ?? null });
    },
    'PATCH /api/allorders/19': () => change('19', { status: 'delivered' }),
    'GET /api/orders/20': () => jsonResponse(CASEY_HISTORY),
    'POST /api/allorders/23/payment': (_url, init) => {
      const answer = answers.payment?.();
      if (answer) return answer;
      const { reference } = JSON.parse(String(init?.body)) as { reference: string };
      return change('23', { status: 'paid', paid: true, transactionId: reference });
    },
  });
}

const row = (email: string) => screen.getByRole('rowheader', { name: email }).closest('tr') as HTMLElement;
const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

function renderManageOrders(url = '/dashboard/manage-orders') {
  return renderRoute(<ManageOrdersPage />, { path: '/dashboard/manage-orders', url });
}

describe('ManageOrdersPage', () => {
  it('lists user email, product name, quantity, price and the status, with the total', async () => {
    const fetchMock = allOrdersServer([NADIA_UNPAID, CASEY_PAID, OMAR_SHIPPED]);
    renderManageOrders();

    expect(await screen.findByRole('rowheader', { name: 'nadia@example.com' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual(['/api/allorders?limit=20&status=all']);
    const columns = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(columns).toEqual(['#', 'User email', 'Product name', 'Ship to', 'Quantity', 'Price', 'Status', 'Actions']);
    const unpaid = row('nadia@example.com');
    expect(within(unpaid).getByText('Chips')).toBeInTheDocument();
    expect(within(unpaid).getByText('PSM-CPU-8C')).toBeInTheDocument();
    expect(within(unpaid).getByRole('link', { name: '#21' })).toHaveAttribute('href', '/dashboard/orders/21');
    expect(within(unpaid).getByText('12 Lake Road, Dhaka')).toBeInTheDocument();
    expect(within(unpaid).getByText('Phone:', { exact: false })).toHaveTextContent('Phone: +880 1712 345678');
    expect(within(unpaid).getByText('100')).toBeInTheDocument();
    expect(within(unpaid).getByText('$70,000')).toBeInTheDocument();
    expect(within(unpaid).getByText('Unpaid')).toHaveClass('badge');
    expect(within(row('customer@partsmith.test')).getByText('Paid')).toHaveClass('badge');
    expect(within(row('customer@partsmith.test')).getByText(TEST_PAYMENT_LABEL)).toBeInTheDocument();
    expect(within(row('omar@example.com')).queryByText(TEST_PAYMENT_LABEL)).toBeNull();
    expect(within(row('omar@example.com')).getByText('Shipped')).toHaveClass('badge');
    expect(within(row('omar@example.com')).getByText('JD014600003')).toBeInTheDocument();
    expect(within(unpaid).getByRole('button', { name: 'Cancel Order' })).toHaveAccessibleDescription(/nadia@example\.com.*Chips/);
    expect(screen.getByText('3 orders')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Manage Orders');
  });

  it('offers the next step of each status: ship a paid order, deliver a shipped one, cancel until shipped', async () => {
    allOrdersServer([NADIA_UNPAID, CASEY_PAID, OMAR_SHIPPED, LENA_DELIVERED]);
    renderManageOrders();
    await screen.findByRole('table');

    const actions = (email: string) =>
      within(row(email))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(actions('nadia@example.com')).toEqual(['History', 'Cancel Order']);
    expect(actions('customer@partsmith.test')).toEqual(['Mark shipped', 'History', 'Cancel Order']);
    expect(actions('omar@example.com')).toEqual(['Mark delivered', 'History']);
    expect(actions('lena@example.com')).toEqual(['History']);
    // The packing slip goes into the parcel of an order the shop was paid for.
    expect(within(row('nadia@example.com')).queryByRole('link', { name: 'Packing slip' })).not.toBeInTheDocument();
    for (const [email, id] of [
      ['customer@partsmith.test', '20'],
      ['omar@example.com', '19'],
      ['lena@example.com', '18'],
    ] as const) {
      expect(within(row(email)).getByRole('link', { name: 'Packing slip' })).toHaveAttribute('href', `/dashboard/manage-orders/${id}/packing-slip`);
    }
  });

  it('asks for the page, status, search and sort in the address, and counts from X-Total-Count', async () => {
    const many = Array.from({ length: 45 }, (_, index) => makeOrder({ _id: String(100 - index), email: `buyer${index + 1}@example.com`, status: 'paid' }));
    const fetchMock = allOrdersServer(many);
    renderManageOrders('/dashboard/manage-orders?page=2&status=paid&q=buyer&sort=oldest');

    expect(await screen.findByRole('rowheader', { name: 'buyer21@example.com' })).toBeInTheDocument();
    expect(query(requestedUrls(fetchMock)[0]!)).toEqual({ limit: '20', offset: '20', status: 'paid', q: 'buyer', sort: 'oldest' });
    expect(screen.getByText('45 orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/dashboard/manage-orders?page=3&status=paid&q=buyer&sort=oldest');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('buyer');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('paid');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('oldest');
  });

  it("opens with the overview's revenue filter: every order the shop was paid for", async () => {
    const fetchMock = allOrdersServer([makeOrder({ status: 'shipped' })]);
    renderManageOrders('/dashboard/manage-orders?status=paid,shipped,delivered');

    expect(await screen.findByText('1 order')).toBeInTheDocument();
    expect(query(requestedUrls(fetchMock)[0]!)).toEqual({ limit: '20', status: 'paid,shipped,delivered' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Paid, shipped or delivered');
  });

  it('searches on Enter and filters by status, each starting again at the first page', async () => {
    const fetchMock = allOrdersServer([NADIA_UNPAID, CASEY_PAID, OMAR_SHIPPED]);
    const { location } = renderManageOrders('/dashboard/manage-orders?page=2');
    await screen.findByText(/There is nothing on page 2/);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: ' Chips ' } });
    fireEvent.submit(screen.getByRole('search'));

    expect(location().search).toBe('?q=Chips');
    expect(await screen.findByRole('rowheader', { name: 'nadia@example.com' })).toBeInTheDocument();
    expect(screen.getByText('1 order')).toBeInTheDocument();
    expect(query(requestedUrls(fetchMock).at(-1)!)).toEqual({ limit: '20', status: 'all', q: 'Chips' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'paid' } });
    expect(location().search).toBe('?q=Chips&status=paid');
    expect(await screen.findByText('No orders match this filter.')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: '' } });
    expect(location().search).toBe('?status=paid');
    expect(await screen.findByRole('rowheader', { name: 'customer@partsmith.test' })).toBeInTheDocument();
  });

  it.each([
    { figure: 'overdue invoices: orders on terms past their due day, shipped or not', flag: 'overdue', box: 'Overdue transfers only', order: BOLT_OVERDUE },
    { figure: 'awaiting shipment: paid orders and unpaid ones on terms', flag: 'toShip', box: 'Awaiting shipment only', order: CASEY_PAID },
  ])("opens with the overview's $figure; the box clears it and sets it again", async ({ flag, box, order }) => {
    const fetchMock = allOrdersServer([order]);
    const { location } = renderManageOrders(`/dashboard/manage-orders?${flag}=true&sort=oldest`);

    expect(await screen.findByText('1 order')).toBeInTheDocument();
    expect(query(requestedUrls(fetchMock)[0]!)).toEqual({ limit: '20', status: 'all', sort: 'oldest', [flag]: 'true' });
    const only = screen.getByRole('checkbox', { name: box });
    expect(only).toBeChecked();
    // The other box stays clear.
    expect(screen.getAllByRole('checkbox', { checked: true })).toEqual([only]);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/allorders/export?status=all&sort=oldest&${flag}=true`);

    fireEvent.click(only);
    expect(location().search).toBe('?sort=oldest');
    await waitFor(() => expect(query(requestedUrls(fetchMock).at(-1)!)).toEqual({ limit: '20', status: 'all', sort: 'oldest' }));
    fireEvent.click(screen.getByRole('checkbox', { name: box }));
    expect(location().search).toBe(`?sort=oldest&${flag}=true`);
  });

  it('links the CSV download to the export with the current filters', async () => {
    allOrdersServer([NADIA_UNPAID]);
    renderManageOrders('/dashboard/manage-orders?page=3&status=unpaid&q=%231234&sort=oldest');

    const download = screen.getByRole('link', { name: 'Download CSV' });
    expect(download).toHaveAttribute('href', '/api/allorders/export?status=unpaid&q=%231234&sort=oldest');
    expect(download).toHaveAttribute('download');
  });

  it('ships a paid order with the carrier and tracking number given in the dialog', async () => {
    const fetchMock = allOrdersServer([CASEY_PAID]);
    renderManageOrders();

    fireEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this order shipped?' });
    expect(dialog).toHaveAccessibleDescription(/5 pieces of Motherboard for customer@partsmith\.test \(order #20\)/);

    fireEvent.change(within(dialog).getByLabelText('Tracking number (optional)'), { target: { value: 'JD<01>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText('A tracking number has letters, digits, spaces and dashes')).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Carrier (optional)'), { target: { value: ' DHL Express ' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking number (optional)'), { target: { value: 'JD0146 0000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));

    expect(await screen.findByText(messages.orders.shipped)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([
      { method: 'PATCH', url: '/api/allorders/20', body: { status: 'shipped', carrier: 'DHL Express', trackingNumber: 'JD0146 0000' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(row('customer@partsmith.test')).findByText('Shipped')).toBeInTheDocument();
    expect(within(row('customer@partsmith.test')).getByText('Carrier: DHL Express')).toBeInTheDocument();
    expect(within(row('customer@partsmith.test')).getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
  });

  it('shows an order of several parts by its first lines, and the ship dialog says where it goes and every part to pack', async () => {
    const bom = makeOrderOfLines(
      [
        { productId: '1', productName: 'Keys', partNumber: 'PSM-KEY-104', quantity: 500, unitPrice: 30, price: 15000 },
        { productId: '2', productName: 'Cooler', partNumber: 'PSM-COOL-120', quantity: 30, unitPrice: 400, price: 12000 },
        { productId: '5', productName: 'Motherboard', partNumber: null, quantity: 5, unitPrice: 505, price: 2525 },
        { productId: '9', productName: 'SSD', partNumber: 'PSM-SSD-1T', quantity: 20, unitPrice: 70, price: 1400 },
      ],
      {
        _id: '20',
        email: 'buyer@example.com',
        paid: true,
        status: 'paid',
        transactionId: 'pi_4',
        phone: '+880 1811 000000',
        address: '7 Mill Street, Chattogram',
      },
    );
    allOrdersServer([bom]);
    renderManageOrders();

    await screen.findByRole('rowheader', { name: 'buyer@example.com' });
    const product = within(row('buyer@example.com')).getAllByRole('cell')[1]!;
    expect(
      within(product)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['500 × Keys PSM-KEY-104', '30 × Cooler PSM-COOL-120', '5 × Motherboard', '+1 more line of order #20']);
    expect(within(row('buyer@example.com')).getByText('555')).toBeInTheDocument();

    fireEvent.click(within(row('buyer@example.com')).getByRole('button', { name: 'Mark shipped' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this order shipped?' });
    expect(dialog).toHaveAccessibleDescription(/555 pieces of Keys and 3 more parts for buyer@example\.com \(order #20\)/);
    expect(within(dialog).getByRole('region', { name: 'Ship to' })).toHaveTextContent('7 Mill Street, ChattogramPhone: +880 1811 000000');
    const parts = within(dialog).getByRole('table', { name: 'Order #20: 4 lines' });
    expect(
      within(parts)
        .getAllByRole('row')
        .map((line) => line.textContent),
    ).toEqual([
      'Part numberPartQuantity',
      'PSM-KEY-104KeysQuantity: 500',
      'PSM-COOL-120CoolerQuantity: 30',
      '—noneMotherboardQuantity: 5',
      'PSM-SSD-1TSSDQuantity: 20',
      'Total555 pieces',
    ]);
    expect(within(parts).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('ships without shipping details, sending only the status', async () => {
    const fetchMock = allOrdersServer([CASEY_PAID]);
    renderManageOrders();

    fireEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark shipped' }));

    expect(await screen.findByText(messages.orders.shipped)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'PATCH', url: '/api/allorders/20', body: { status: 'shipped' } }]);
  });

  it('shows the due day of an unpaid order on terms, overdue in the error colour, and offers Record transfer and Mark shipped on it alone', async () => {
    allOrdersServer([ACME_ON_TERMS, BOLT_OVERDUE, NADIA_UNPAID]);
    renderManageOrders();
    await screen.findByRole('table');

    expect(within(row('acme@example.com')).getByText('Pay by bank transfer by March 3, 2099')).not.toHaveClass('text-error');
    expect(within(row('bolt@example.com')).getByText('Overdue: the transfer was due March 5, 2025')).toHaveClass('text-error');
    const actions = (email: string) =>
      within(row(email))
        .getAllByRole('button')
        .map((button) => button.textContent);
    // It may ship before its transfer arrives: net terms.
    expect(actions('acme@example.com')).toEqual(['Record transfer', 'Mark shipped', 'History', 'Cancel Order']);
    expect(within(row('acme@example.com')).getByRole('link', { name: 'Packing slip' })).toBeInTheDocument();
    expect(within(row('acme@example.com')).getByRole('button', { name: 'Record transfer' })).toHaveAccessibleDescription(/^acme@example\.com .*Keys$/);
    expect(actions('nadia@example.com')).toEqual(['History', 'Cancel Order']);
    expect(within(row('nadia@example.com')).queryByRole('link', { name: 'Packing slip' })).not.toBeInTheDocument();
  });

  it('keeps Record transfer and the due day on an order on terms shipped before its transfer', async () => {
    const shippedUnpaid = makeOrder({ ...ACME_ON_TERMS, status: 'shipped', paid: false, carrier: 'DHL' });
    allOrdersServer([shippedUnpaid]);
    renderManageOrders();
    await screen.findByRole('table');

    expect(within(row('acme@example.com')).getByText('Shipped')).toHaveClass('badge');
    expect(within(row('acme@example.com')).getByText('Pay by bank transfer by March 3, 2099')).toBeInTheDocument();
    const actions = within(row('acme@example.com'))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(actions).toEqual(['Record transfer', 'Mark delivered', 'History']);
  });

  it("records an order's bank transfer: its total to start with and the bank's reference, checked with the contract first", async () => {
    const fetchMock = allOrdersServer([ACME_ON_TERMS]);
    renderManageOrders();

    fireEvent.click(await screen.findByRole('button', { name: 'Record transfer' }));
    const dialog = screen.getByRole('dialog', { name: 'Record the transfer for order #23' });
    expect(dialog).toHaveAccessibleDescription(
      "acme@example.com owes $15,000 for this order, due March 3, 2099. Record the transfer once it is in the shop's account: the order becomes paid.",
    );
    expect(within(dialog).getByLabelText('Amount received ($)')).toHaveValue(15000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record transfer' }));
    expect(await within(dialog).findByText("Give the bank's reference")).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Bank reference'), { target: { value: 'TRF-2026-118' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record transfer' }));
    expect(await screen.findByText('The transfer is recorded: order #23 is paid.')).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/allorders/23/payment', body: { amount: 15000, reference: 'TRF-2026-118' } }]);
    await waitFor(() => expect(within(row('acme@example.com')).getByText('Paid')).toHaveClass('badge'));
    expect(within(row('acme@example.com')).getByText('Paid by bank transfer')).toBeInTheDocument();
    expect(within(row('acme@example.com')).queryByRole('button', { name: 'Record transfer' })).not.toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('open');
  });

  it('says in the dialog why the server refused a transfer, and keeps it open; it opens afresh', async () => {
    allOrdersServer([ACME_ON_TERMS], {
      payment: () => jsonResponse({ code: 'UNPROCESSABLE', message: messages.orders.transferAmountDiffers(15000) }, { status: 422 }),
    });
    renderManageOrders();

    fireEvent.click(await screen.findByRole('button', { name: 'Record transfer' }));
    const dialog = screen.getByRole('dialog', { name: 'Record the transfer for order #23' });
    fireEvent.change(within(dialog).getByLabelText('Amount received ($)'), { target: { value: '14000' } });
    fireEvent.change(within(dialog).getByLabelText('Bank reference'), { target: { value: 'TRF-2026-118' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("The transfer must be the order's total of $15,000.");

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Record transfer' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount received ($)')).toHaveValue(15000);
    expect(within(dialog).getByLabelText('Bank reference')).toHaveValue('');
  });

  it('holds Mark shipped of a paid order while a line waits for stock, and says why', async () => {
    const {
      lines: [line],
      ...paid
    } = CASEY_PAID;
    const waiting = makeOrder({
      ...paid,
      quantity: 53,
      price: 26765,
      lines: [{ ...line!, quantity: 53, price: 26765, backordered: 3, promisedBy: '2026-03-17' }],
    });
    allOrdersServer([waiting]);
    renderManageOrders();

    const ship = await screen.findByRole('button', { name: 'Mark shipped' });
    expect(ship).toBeDisabled();
    expect(ship).toHaveAccessibleDescription(/Ships once every line is in stock$/);
    expect(within(row('customer@partsmith.test')).getByText('50 in stock, 3 by March 17, 2026')).toBeInTheDocument();
  });

  it("toasts the server's refusal to ship", async () => {
    allOrdersServer([CASEY_PAID], { patch: () => jsonResponse({ code: 'CONFLICT', message: messages.orders.cannotShip }, { status: 409 }) });
    renderManageOrders();

    fireEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark shipped' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.orders.cannotShip);
    expect(within(row('customer@partsmith.test')).getByText('Paid')).toBeInTheDocument();
  });

  it('marks a shipped order delivered after confirming', async () => {
    const fetchMock = allOrdersServer([OMAR_SHIPPED]);
    renderManageOrders();

    fireEvent.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this order delivered?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));

    expect(await screen.findByText(messages.orders.delivered)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'PATCH', url: '/api/allorders/19', body: { status: 'delivered' } }]);
    expect(await within(row('omar@example.com')).findByText('Delivered')).toBeInTheDocument();
    expect(within(row('omar@example.com')).queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument();
  });

  it("shows an order's history: each status, when, and by whom", async () => {
    const fetchMock = allOrdersServer([CASEY_PAID]);
    renderManageOrders();

    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    const dialog = screen.getByRole('dialog', { name: 'History of order #20' });
    const entries = await within(dialog).findAllByRole('listitem');

    expect(requestedUrls(fetchMock)).toContain('/api/orders/20');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent(/^Unpaid.*2025.*by the customer \(customer@partsmith\.test\)$/);
    expect(entries[1]).toHaveTextContent(/^Paid.*2025.*by the shop$/);
    expect(within(entries[0]!).getByText(/2025/).closest('time')).toHaveAttribute('dateTime', '2025-01-01T10:00:00.000Z');

    fireEvent.click(within(dialog).getByText('Close'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels through /api/allorders/{id} after a confirmation that warns it is permanent', async () => {
    const fetchMock = allOrdersServer([NADIA_UNPAID, CASEY_PAID]);
    renderManageOrders();

    fireEvent.click(within(await screen.findByRole('table')).getAllByRole('button', { name: 'Cancel Order' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveAccessibleDescription(/100 pieces of Chips by nadia@example\.com will be cancelled permanently.*cannot be undone/);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));

    expect(await screen.findByText(messages.toast.orderCanceled)).toBeInTheDocument();
    await waitFor(() => expect(within(row('nadia@example.com')).getByText('Cancelled')).toBeInTheDocument());
    expect(within(row('nadia@example.com')).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'DELETE', url: '/api/allorders/21', body: undefined }]);
  });

  it("toasts the server's message when a cancellation is refused", async () => {
    allOrdersServer([NADIA_UNPAID, CASEY_PAID]);
    renderManageOrders();

    await screen.findByRole('table');
    fireEvent.click(within(row('customer@partsmith.test')).getByRole('button', { name: 'Cancel Order' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.orders.paidCannotBeCancelled);
    expect(screen.getByRole('rowheader', { name: 'customer@partsmith.test' })).toBeInTheDocument();
  });

  it('says when there are no orders at all', async () => {
    allOrdersServer([]);
    renderManageOrders();

    expect(await screen.findByText('There are no orders yet.')).toBeInTheDocument();
    expect(screen.getByText('0 orders')).toBeInTheDocument();
  });
});
