import type { InvoiceSummary, OrderDetail } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CART_QUERY_KEY } from '@/lib/query-keys';
import { jsonResponse, makeOrderLine, makeOrderOfLines, mockFetch, renderRoutes, requestedUrls, writeRequests } from '@/testing/test-utils';
import { OrderPage } from './order-page';

const EMAIL = 'buyer@example.com';

function orderOf(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...makeOrderOfLines(
      [
        { productId: '1', productName: 'Keys', partNumber: 'PSM-KEY-104', quantity: 500, unitPrice: 27, price: 13500 },
        { productId: '5', productName: 'Motherboard', partNumber: null, quantity: 5, unitPrice: 505, price: 2525 },
        { productId: '9', productName: 'SSD', partNumber: 'PSM-SSD-1T', quantity: 20, unitPrice: 70.5, price: 1410 },
      ],
      { _id: '42', email: EMAIL, phone: '+880 1811 000000', address: '7 Mill Street\nChattogram', createdAt: '2025-02-03T09:30:00.000Z' },
    ),
    history: [{ status: 'unpaid', at: '2025-02-03T09:30:00.000Z', by: 'customer', actorEmail: EMAIL }],
    ...overrides,
  };
}

const PAID = orderOf({
  paid: true,
  status: 'paid',
  payBy: null,
  transactionId: 'pi_3Bom',
  history: [
    { status: 'unpaid', at: '2025-02-03T09:30:00.000Z', by: 'customer', actorEmail: EMAIL },
    { status: 'paid', at: '2025-02-03T10:00:00.000Z', by: 'shop', actorEmail: null },
  ],
});

/** A document of order 42 as GET /api/orders/42/documents lists it. */
function documentOf(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: '7',
    kind: 'invoice',
    number: 'INV-2025-000007',
    issuedAt: '2025-02-03T10:00:00.000Z',
    orderId: '42',
    buyer: { name: 'Bina Builder', email: EMAIL, company: null, taxNumber: null },
    net: 15161.74,
    tax: 2273.26,
    total: 17435,
    creditsInvoice: null,
    url: '/api/documents/7/INV-2025-000007.pdf',
    ready: true,
    ...overrides,
  };
}

/** GET /api/orders/42 (cancelled by DELETE) and its documents (none unless given), and Order again's POST /api/orders/42/to-cart. */
function orderServer(initial: OrderDetail, answers: { toCart?: () => Response; documents?: () => InvoiceSummary[] } = {}) {
  let order = initial;
  return mockFetch({
    'GET /api/orders/42': () => jsonResponse(order),
    'GET /api/orders/42/documents': () => jsonResponse(answers.documents?.() ?? []),
    'DELETE /api/orders/42': () => {
      order = { ...order, status: 'cancelled', payBy: null };
      return jsonResponse({ deletedCount: 1 });
    },
    'POST /api/orders/42/to-cart': () => answers.toCart?.() ?? jsonResponse({ lines: [], total: 0, pieces: 0, ready: true, skipped: [] }),
  });
}

/** The rows below the lines: what each charge's label and figure say. */
const chargesOf = (lines: HTMLElement) => Array.from(lines.querySelectorAll('tfoot tr'), (row) => row.textContent);

function renderOrderPage({ email = EMAIL, admin = false, orderId = '42' } = {}) {
  return renderRoutes(
    <>
      <Route path="/dashboard/orders/:id" element={<OrderPage orderId={orderId} email={email} admin={admin} />} />
      <Route path="/cart" element={<h1>Your cart</h1>} />
    </>,
    { url: `/dashboard/orders/${orderId}` },
  );
}

describe('OrderPage', () => {
  it('shows the order: number, date, every line with its price, the total, where it goes, its status and history', async () => {
    const fetchMock = orderServer(orderOf());
    renderOrderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #42' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual(['/api/orders/42', '/api/orders/42/documents']);
    expect(document.title).toBe('Partsmith | Order #42');
    expect(screen.getByText(/^Placed .*2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard');

    const lines = screen.getByRole('table', { name: 'Order #42: 3 lines' });
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Part number', 'Part', 'Quantity', 'Price per piece', 'Tax', 'Line total']);
    const row = (part: string) => within(lines).getByRole('rowheader', { name: part }).closest('tr') as HTMLElement;
    expect(
      within(row('Keys'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['PSM-KEY-104', 'Quantity: 500', 'Price per piece: $27', 'Tax: 15%', 'Line total: $13,500']);
    expect(within(row('Motherboard')).getAllByRole('cell')[0]).toHaveTextContent('none');
    expect(within(row('SSD')).getByText('$70.50')).toBeInTheDocument();
    // What the order charged: the demo shop's prices include 15 % tax, and delivery is free.
    expect(chargesOf(lines)).toEqual(['Goods$17,435', 'DeliveryFree', 'Includes tax$2,274.13', 'Total$17,435']);

    expect(screen.getByRole('region', { name: 'Delivery' })).toHaveTextContent('Delivery7 Mill Street ChattogramPhone: +880 1811 000000');
    expect(within(screen.getByRole('region', { name: 'Status' })).getByText('Unpaid')).toHaveClass('badge');
    expect(within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows an order of prices without tax at those prices, then its delivery without tax, the tax added and the total paid', async () => {
    const keys = {
      productId: '1',
      productName: 'Keys',
      partNumber: 'PSM-KEY-104',
      quantity: 500,
      unitPrice: 27,
      price: 15525,
      net: 13500,
      tax: 2025,
      taxRate: 15,
    };
    const manual = {
      productId: '3',
      productName: 'Manual',
      partNumber: 'PSM-DOC-1',
      quantity: 4,
      unitPrice: 12.5,
      price: 53.75,
      net: 50,
      tax: 3.75,
      taxRate: 7.5,
    };
    // Delivery $25 and its 15 % tax.
    orderServer(
      orderOf({
        lines: [makeOrderLine(keys), makeOrderLine(manual)],
        pricesIncludeTax: false,
        net: 13575,
        tax: 2032.5,
        delivery: 28.75,
        deliveryTax: 3.75,
        price: 15607.5,
      }),
    );
    renderOrderPage();

    const lines = await screen.findByRole('table', { name: 'Order #42: 2 lines' });
    const row = (part: string) => within(lines).getByRole('rowheader', { name: part }).closest('tr') as HTMLElement;
    expect(row('Keys')).toHaveTextContent('Tax: 15%Line total: $13,500');
    expect(row('Manual')).toHaveTextContent('Tax: 7.5%Line total: $50');
    expect(chargesOf(lines)).toEqual(['Goods$13,550', 'Delivery$25', 'Tax$2,032.50', 'Total$15,607.50']);
  });

  it("says an exempt buyer's order charged no tax", async () => {
    const keys = makeOrderLine({
      productId: '1',
      productName: 'Keys',
      partNumber: 'PSM-KEY-104',
      quantity: 500,
      unitPrice: 27,
      price: 13500,
      net: 13500,
      tax: 0,
      taxRate: 0,
    });
    orderServer(orderOf({ lines: [keys], pricesIncludeTax: false, taxExempt: true, net: 13525, tax: 0, delivery: 25, price: 13525 }));
    renderOrderPage();

    const lines = await screen.findByRole('table', { name: /^Order #42/ });
    expect(chargesOf(lines)).toEqual(['Goods$13,500', 'Delivery$25', 'Tax exempt$0', 'Total$13,525']);
  });

  it('lists the invoice and credit note with their PDFs to download', async () => {
    const credit = documentOf({
      id: '9',
      kind: 'credit-note',
      number: 'CN-2025-000002',
      issuedAt: '2025-02-04T08:00:00.000Z',
      creditsInvoice: 'INV-2025-000007',
      url: '/api/documents/9/CN-2025-000002.pdf',
    });
    orderServer(orderOf({ status: 'cancelled', paid: true, payBy: null }), { documents: () => [documentOf(), credit] });
    renderOrderPage();

    const documents = await screen.findByRole('region', { name: 'Documents' });
    const items = await within(documents).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Invoice INV-2025-000007Issued Feb 3, 2025.* · \$17,435Download PDF/);
    expect(items[1]).toHaveTextContent(/^Credit note CN-2025-000002Issued Feb 4, 2025.* · Credits INV-2025-000007 · \$17,435/);
    const invoice = within(documents).getByRole('link', { name: 'Download PDF of invoice INV-2025-000007' });
    expect(invoice).toHaveAttribute('href', '/api/documents/7/INV-2025-000007.pdf');
    expect(invoice).toHaveAttribute('download');
    expect(within(documents).getByRole('link', { name: 'Download PDF of credit note CN-2025-000002' })).toHaveAttribute(
      'href',
      '/api/documents/9/CN-2025-000002.pdf',
    );
  });

  it('says an invoice just issued is being prepared, and offers its PDF once it is ready', async () => {
    let ready = false;
    const fetchMock = orderServer(PAID, { documents: () => [documentOf({ ready })] });
    renderOrderPage();

    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(await within(documents).findByText('Preparing…')).toHaveAttribute('role', 'status');
    expect(within(documents).queryByRole('link')).not.toBeInTheDocument();
    ready = true;
    expect(await within(documents).findByRole('link', { name: 'Download PDF of invoice INV-2025-000007' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(documents).queryByRole('status')).not.toBeInTheDocument();
    const asked = requestedUrls(fetchMock).filter((url) => url === '/api/orders/42/documents').length;
    // Ready, the list is not asked for again.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(requestedUrls(fetchMock).filter((url) => url === '/api/orders/42/documents')).toHaveLength(asked);
  });

  it('says when an unpaid order gets its invoice', async () => {
    orderServer(orderOf());
    renderOrderPage();

    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(await within(documents).findByText('The invoice is issued when the order is paid.')).toBeInTheDocument();
  });

  it('offers Pay and Cancel Order on an unpaid order of its customer, and cancels it after confirming', async () => {
    const fetchMock = orderServer(orderOf());
    renderOrderPage();

    expect(await screen.findByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/dashboard/payment/42');
    expect(screen.queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('Your order of 525 pieces of Keys and 2 more parts ($17,435) will be cancelled.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));

    expect(await screen.findByText(messages.toast.orderCanceled)).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'DELETE', url: '/api/orders/42', body: undefined }]);
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Status' })).getByText('Cancelled')).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order again' })).toBeInTheDocument();
  });

  it('asks an order on terms to be paid by bank transfer by its due day, with no card payment; its invoice holds the bank details', async () => {
    const onTerms = orderOf({ paymentDueAt: '2099-03-03T10:00:00.000Z', payBy: null });
    orderServer(onTerms, { documents: () => [documentOf({ issuedAt: '2025-02-03T09:30:00.000Z' })] });
    renderOrderPage();

    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Pay by bank transfer by March 3, 2099')).not.toHaveClass('text-error');
    expect(within(status).queryByText(/^Pay by .*2025/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    // Said first, above the parts: what to pay by when, and where the bank details are.
    expect(screen.getByRole('note')).toHaveTextContent(`Pay by bank transfer by March 3, 2099${orderPageMessages.transferNote}`);
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(await within(documents).findByRole('link', { name: 'Download PDF of invoice INV-2025-000007' })).toBeInTheDocument();
  });

  it('says an order on terms past its due day is overdue, in the error colour; a paid one was paid by bank transfer, with its reference', async () => {
    orderServer(orderOf({ paymentDueAt: '2025-03-05T10:00:00.000Z', payBy: null }));
    const { unmount } = renderOrderPage();
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Overdue: the transfer was due March 5, 2025')).toHaveClass('text-error');
    expect(within(screen.getByRole('note')).getByText('Overdue: the transfer was due March 5, 2025')).toHaveClass('text-error');
    unmount();

    orderServer({ ...PAID, paymentDueAt: '2025-03-05T10:00:00.000Z', transactionId: 'TRF-2025-118' });
    renderOrderPage();
    const paid = await screen.findByRole('region', { name: 'Status' });
    expect(within(paid).getByText('Paid by bank transfer')).toBeInTheDocument();
    expect(within(paid).getByText(/^Bank reference:/)).toHaveTextContent('Bank reference: TRF-2025-118');
    expect(within(paid).queryByText(/Overdue|Pay by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('still asks for the transfer of an order on terms shipped before it, overdue once past its day; it is no longer cancelled', async () => {
    orderServer(orderOf({ status: 'shipped', paid: false, paymentDueAt: '2025-03-05T10:00:00.000Z', payBy: null }));
    renderOrderPage();
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Shipped')).toHaveClass('badge');
    expect(within(status).getByText('Overdue: the transfer was due March 5, 2025')).toHaveClass('text-error');
    expect(within(screen.getByRole('note')).getByText('Overdue: the transfer was due March 5, 2025')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('says of a line not all in stock how many pieces are in stock, and how many wait until the day promised', async () => {
    orderServer(
      orderOf({
        lines: [
          makeOrderLine({ productId: '1', productName: 'Keys', partNumber: 'PSM-KEY-104', quantity: 500, unitPrice: 27, price: 13500 }),
          makeOrderLine({
            productId: '5',
            productName: 'Motherboard',
            partNumber: null,
            quantity: 53,
            unitPrice: 505,
            price: 26765,
            backordered: 3,
            promisedBy: '2026-03-17',
          }),
          makeOrderLine({
            productId: '6',
            productName: 'Graphics Card',
            partNumber: null,
            quantity: 2,
            unitPrice: 450,
            price: 900,
            backordered: 2,
            promisedBy: '2026-03-24',
          }),
        ],
      }),
    );
    renderOrderPage();

    const lines = await screen.findByRole('table', { name: 'Order #42: 3 lines' });
    expect(within(lines).getByRole('rowheader', { name: /^Motherboard/ })).toHaveTextContent('Motherboard50 in stock, 3 by March 17, 2026');
    expect(within(lines).getByRole('rowheader', { name: /^Graphics Card/ })).toHaveTextContent('Graphics Card2 pieces ship by March 24, 2026');
    expect(within(lines).getByRole('rowheader', { name: 'Keys' })).toBeInTheDocument();
  });

  it('puts a past order back into the cart with Order again, reads the cart afresh and opens it, naming the parts left out', async () => {
    const fetchMock = orderServer(PAID, { toCart: () => jsonResponse({ lines: [], total: 0, pieces: 0, ready: true, skipped: ['SSD'] }) });
    const { location, queryClient } = renderOrderPage();
    queryClient.setQueryData(CART_QUERY_KEY, { lines: [], total: 0, pieces: 0, ready: true });

    fireEvent.click(await screen.findByRole('button', { name: 'Order again' }));

    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(location().pathname).toBe('/cart');
    expect(writeRequests(fetchMock)).toEqual([{ method: 'POST', url: '/api/orders/42/to-cart', body: undefined }]);
    expect(screen.getByRole('status')).toHaveTextContent('2 lines of order #42 added to your cart. No longer sold, so left out: SSD.');
    expect(queryClient.getQueryState(CART_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('stays on the order and says so when none of its parts is sold any more, or the server refuses', async () => {
    let answer = jsonResponse({ lines: [], total: 0, pieces: 0, ready: true, skipped: ['Keys', 'Motherboard', 'SSD'] });
    orderServer(PAID, { toCart: () => answer });
    const { location } = renderOrderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('None of the parts of order #42 is sold any more.');
    expect(location().pathname).toBe('/dashboard/orders/42');

    answer = jsonResponse({ code: 'CONFLICT', message: 'Your cart can hold at most 100 lines.' }, { status: 409 });
    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    expect(await screen.findByText('Your cart can hold at most 100 lines.')).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard/orders/42');
  });

  it("shows an admin any customer's order from Manage Orders, with its packing slip and none of the customer's actions", async () => {
    orderServer(PAID);
    renderOrderPage({ email: 'admin@partsmith.test', admin: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #42' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Orders' })).toHaveAttribute('href', '/dashboard/manage-orders');
    expect(screen.getByRole('link', { name: 'Packing slip' })).toHaveAttribute('href', '/dashboard/manage-orders/42/packing-slip');
    expect(screen.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it("says an order is not found when the server answers 404 (another customer's order answers the same)", async () => {
    mockFetch({ 'GET /api/orders/77': () => jsonResponse({ code: 'NOT_FOUND', message: messages.orders.notFound }, { status: 404 }) });
    renderOrderPage({ orderId: '77' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByText(messages.orders.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
