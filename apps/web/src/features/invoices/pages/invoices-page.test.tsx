import { INVOICE_PAGE_SIZE, type InvoiceSummary } from '@partsmith/contract';
import { billingMessages } from '@partsmith/contract/billing-messages';
import { messages } from '@partsmith/contract/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { jsonResponse, mockFetch, pagedResponse, renderRoute, requestedUrls } from '@/testing/test-utils';
import { InvoicesPage } from './invoices-page';

const m = billingMessages.invoices;

const INVOICE: InvoiceSummary = {
  id: '7',
  kind: 'invoice',
  number: 'INV-2026-000007',
  issuedAt: '2026-11-27T10:15:00.000Z',
  orderId: '42',
  buyer: { name: 'Nadia Rahman', email: 'nadia@example.com', company: 'Acme Ltd', taxNumber: 'BIN-123' },
  net: 1000,
  tax: 150,
  total: 1150,
  creditsInvoice: null,
  url: '/api/documents/7/INV-2026-000007.pdf',
  ready: true,
};
const CREDIT_NOTE: InvoiceSummary = {
  ...INVOICE,
  id: '8',
  kind: 'credit-note',
  number: 'CN-2026-000001',
  issuedAt: '2026-11-28T09:00:00.000Z',
  creditsInvoice: 'INV-2026-000007',
  url: '/api/documents/8/CN-2026-000001.pdf',
  ready: false,
};
const OLD: InvoiceSummary = {
  ...INVOICE,
  id: '3',
  number: 'INV-2025-000003',
  issuedAt: '2025-03-02T12:00:00.000Z',
  orderId: '9',
  buyer: { name: 'Casey Customer', email: 'customer@partsmith.test', company: null, taxNumber: null },
  net: 30.5,
  tax: 0,
  total: 30.5,
  url: '/api/documents/3/INV-2025-000003.pdf',
};

/** GET /api/admin/invoices as the server answers it: filtered by ?year and ?kind, paged, with X-Total-Count. */
function invoicesServer(documents: InvoiceSummary[]) {
  return mockFetch({
    'GET /api/admin/invoices': (url) => {
      const year = url.searchParams.get('year');
      const kind = url.searchParams.get('kind');
      return pagedResponse(
        documents.filter((document) => (!year || document.issuedAt.startsWith(year)) && (!kind || document.kind === kind)),
        url,
      );
    },
  });
}

const PATH = '/dashboard/invoices';
const renderInvoices = (url = PATH) => renderRoute(<InvoicesPage />, { path: PATH, url });
const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
const rowOf = (document: InvoiceSummary) => screen.getByRole('rowheader', { name: new RegExp(`^${document.number}`) }).closest('tr') as HTMLElement;
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('InvoicesPage', () => {
  it('lists number, kind, date, order, buyer, net, tax, total and the PDF of each document, newest first, with the count', async () => {
    const fetchMock = invoicesServer([CREDIT_NOTE, INVOICE, OLD]);
    renderInvoices();

    expect(screen.getByRole('heading', { level: 1, name: m.heading })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Invoices');
    expect(await screen.findByText('3 documents')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)[0]).toBe(`/api/admin/invoices?limit=${INVOICE_PAGE_SIZE}`);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Number', 'Kind', 'Date', 'Order', 'Buyer', 'Net', 'Tax', 'Total', 'PDF']);
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'CN-2026-000001Credits INV-2026-000007',
      'INV-2026-000007',
      'INV-2025-000003',
    ]);

    const invoice = rowOf(INVOICE);
    expect(cellTexts(invoice)).toEqual([
      'Invoice',
      'Nov 27, 2026',
      'Order: #42',
      'Acme Ltdnadia@example.com',
      'Net: $1,000',
      'Tax: $150',
      'Total: $1,150',
      'PDF',
    ]);
    expect(within(invoice).getByRole('link', { name: '#42' })).toHaveAttribute('href', '/dashboard/orders/42');
    const pdf = within(invoice).getByRole('link', { name: m.downloadLabel('INV-2026-000007') });
    expect(pdf).toHaveAttribute('href', INVOICE.url);
    expect(pdf).toHaveAttribute('download');
    expect(within(invoice).getByText('Nov 27, 2026')).toHaveAttribute('dateTime', INVOICE.issuedAt);

    // The day of issue is the document's own, in UTC, wherever the admin is; a buyer without a company is named; an
    // amount keeps its cents.
    expect(cellTexts(rowOf(OLD))).toContain('Casey Customercustomer@partsmith.test');
    expect(cellTexts(rowOf(OLD))).toContain('Total: $30.50');
  });

  it('says a PDF is being prepared, and reads the list again until it is ready', async () => {
    // The list is read again every 3 seconds: the test's clock gets there at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let ready = false;
    const fetchMock = mockFetch({ 'GET /api/admin/invoices': (url) => pagedResponse([{ ...CREDIT_NOTE, ready }], url) });
    renderInvoices();

    const row = await waitFor(() => rowOf(CREDIT_NOTE));
    expect(within(row).getByText(m.preparing)).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /PDF/ })).not.toBeInTheDocument();
    expect(within(row).getByText('Credit note')).toBeInTheDocument();

    ready = true;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await within(row).findByRole('link', { name: m.downloadLabel(CREDIT_NOTE.number) })).toHaveAttribute('href', CREDIT_NOTE.url);
    expect(requestedUrls(fetchMock)).toHaveLength(2);
  });

  it('asks for the filters in the address, shows them, and ignores what it cannot use', async () => {
    const fetchMock = invoicesServer([CREDIT_NOTE, INVOICE, OLD]);
    const { unmount } = renderInvoices(`${PATH}?year=2025&kind=invoice`);
    expect(await screen.findByText('1 document')).toBeInTheDocument();
    expect(query(requestedUrls(fetchMock)[0]!)).toEqual({ limit: String(INVOICE_PAGE_SIZE), year: '2025', kind: 'invoice' });
    expect(screen.getByLabelText(m.filters.year)).toHaveValue('2025');
    expect(screen.getByLabelText(m.filters.kind)).toHaveValue('invoice');
    unmount();

    const again = invoicesServer([INVOICE]);
    renderInvoices(`${PATH}?year=last&kind=receipt`);
    await screen.findByText('1 document');
    expect(requestedUrls(again)).toEqual([`/api/admin/invoices?limit=${INVOICE_PAGE_SIZE}`]);
  });

  it('filters by year and kind as soon as one is chosen, each starting again at the first page; Clear filters removes both', async () => {
    const fetchMock = invoicesServer([CREDIT_NOTE, INVOICE, OLD]);
    const { location } = renderInvoices(`${PATH}?page=2`);
    await screen.findByText(/There is nothing on page 2/);
    expect(screen.queryByRole('button', { name: m.filters.clear })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(m.filters.year), { target: { value: '2026' } });
    await waitFor(() => expect(query(location().search)).toEqual({ year: '2026' }));
    expect(await screen.findByText('2 documents')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(m.filters.kind), { target: { value: 'credit-note' } });
    await waitFor(() => expect(query(location().search)).toEqual({ year: '2026', kind: 'credit-note' }));
    expect(await screen.findByText('1 document')).toBeInTheDocument();
    expect(query(requestedUrls(fetchMock).at(-1)!)).toEqual({ limit: String(INVOICE_PAGE_SIZE), year: '2026', kind: 'credit-note' });

    fireEvent.click(screen.getByRole('button', { name: m.filters.clear }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.getByLabelText(m.filters.year)).toHaveValue('');
    expect(screen.getByLabelText(m.filters.kind)).toHaveValue('');
  });

  it('offers the last ten years, and the one in the address', async () => {
    invoicesServer([]);
    renderInvoices(`${PATH}?year=2003`);
    await screen.findByText(m.noneMatch);
    const years = within(screen.getByLabelText(m.filters.year))
      .getAllByRole('option')
      .map((option) => option.textContent);
    const thisYear = new Date().getUTCFullYear();
    expect(years).toEqual([m.filters.anyYear, ...Array.from({ length: 10 }, (_, index) => String(thisYear - index)), '2003']);
  });

  it('pages through the documents with the total: the page in the address, the offset in the request', async () => {
    const many = Array.from({ length: INVOICE_PAGE_SIZE + 5 }, (_, index): InvoiceSummary => ({
      ...INVOICE,
      id: String(1000 - index),
      number: `INV-2026-${String(1000 - index).padStart(6, '0')}`,
    }));
    const fetchMock = invoicesServer(many);
    const { location } = renderInvoices(`${PATH}?kind=invoice`);

    expect(await screen.findByText('55 documents')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(INVOICE_PAGE_SIZE + 1);

    fireEvent.click(within(pager).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(query(location().search)).toEqual({ kind: 'invoice', page: '2' }));
    expect(query(requestedUrls(fetchMock).at(-1)!)).toEqual({ limit: String(INVOICE_PAGE_SIZE), offset: String(INVOICE_PAGE_SIZE), kind: 'invoice' });
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6));
  });

  it('links Export CSV to the export with the current filters, without the page', async () => {
    invoicesServer([INVOICE]);
    renderInvoices(`${PATH}?year=2026&kind=invoice&page=3`);
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/admin/invoices/export?year=2026&kind=invoice');
    expect(link).toHaveAttribute('download');
    await act(async () => {});
  });

  it('says when no document matches the filters, and when none was issued yet', async () => {
    invoicesServer([INVOICE]);
    const { unmount } = renderInvoices(`${PATH}?kind=credit-note`);
    expect(await screen.findByText(m.noneMatch)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('0 documents')).toBeInTheDocument();
    unmount();

    invoicesServer([]);
    renderInvoices();
    expect(await screen.findByText(m.noneYet)).toBeInTheDocument();
  });

  it("shows the server's refusal with a retry", async () => {
    mockFetch({ 'GET /api/admin/invoices': () => jsonResponse({ code: 'FORBIDDEN', message: messages.auth.adminOnly }, { status: 403 }) });
    renderInvoices();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: m.loadFailed })).toBeInTheDocument();
    expect(alert).toHaveTextContent(messages.auth.adminOnly);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
