import type { AdminOverview } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { OverviewPage } from './overview-page';

const OVERVIEW: AdminOverview = {
  awaitingShipment: 4,
  expiringSoon: 1,
  revenueLast30Days: 12_345.5,
  paidOrdersLast30Days: 9,
  lowStockThreshold: 50,
  lowStockCount: 12,
  outOfStockCount: 1,
  lowStock: [
    { _id: '31', name: 'Heat Sink', quantity: 12, minimum: 40, outOfStock: true },
    { _id: '7', name: 'Keys', quantity: 45, minimum: 10, outOfStock: false },
  ],
  quotesAwaitingAnswer: 3,
  overdueInvoices: 0,
  overdueAmount: 0,
};

const figure = (label: string) => screen.getByRole('link', { name: new RegExp(`^${label}`) });
const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('OverviewPage', () => {
  it('shows the order figures, each a link to Manage Orders filtered to the orders it counts', async () => {
    mockFetch({ '/api/admin/overview': () => jsonResponse(OVERVIEW) });
    renderRoute(<OverviewPage />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the overview…');
    expect(await screen.findByRole('link', { name: /^Awaiting shipment/ })).toHaveAttribute('href', '/dashboard/manage-orders?toShip=true&sort=oldest');
    expect(figure('Awaiting shipment')).toHaveTextContent('Awaiting shipment4Paid orders, and orders on terms, not shipped yet');
    expect(figure('Expiring soon')).toHaveTextContent('Expiring soon1');
    expect(figure('Expiring soon')).toHaveAttribute('href', '/dashboard/manage-orders?status=unpaid&sort=oldest');
    expect(figure('Revenue, last 30 days')).toHaveTextContent('$12,345.50');
    expect(figure('Revenue, last 30 days')).toHaveTextContent('9 orders paid');
    expect(figure('Revenue, last 30 days')).toHaveAttribute('href', '/dashboard/manage-orders?status=paid,shipped,delivered');
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Overview');
  });

  it('shows the invoices overdue on terms and what they owe, in the error colour while there are some, a link to the unpaid orders', async () => {
    mockFetch({ '/api/admin/overview': () => jsonResponse({ ...OVERVIEW, overdueInvoices: 2, overdueAmount: 5_300.25 }) });
    const { unmount } = renderRoute(<OverviewPage />);

    expect(await screen.findByRole('link', { name: /^Overdue invoices/ })).toHaveTextContent('Overdue invoices2$5,300.25 past the due day');
    expect(figure('Overdue invoices')).toHaveAttribute('href', '/dashboard/manage-orders?overdue=true&sort=oldest');
    expect(within(figure('Overdue invoices')).getByText('2')).toHaveClass('text-error');
    unmount();

    mockFetch({ '/api/admin/overview': () => jsonResponse(OVERVIEW) });
    renderRoute(<OverviewPage />);
    expect(await screen.findByRole('link', { name: /^Overdue invoices/ })).toHaveTextContent('Overdue invoices0$0 past the due day');
    expect(within(figure('Overdue invoices')).getByText('0')).not.toHaveClass('text-error');
  });

  it('shows the quote requests waiting for an answer, a link to Quote Requests', async () => {
    mockFetch({ '/api/admin/overview': () => jsonResponse(OVERVIEW) });
    renderRoute(<OverviewPage />);

    expect(await screen.findByRole('link', { name: /^Quotes to answer/ })).toHaveTextContent('Quotes to answer3Quote requests waiting for a price');
    expect(figure('Quotes to answer')).toHaveAttribute('href', '/dashboard/quote-requests');
  });

  it('lists the parts low on stock with their counts, each linked to its edit page', async () => {
    mockFetch({ '/api/admin/overview': () => jsonResponse(OVERVIEW) });
    renderRoute(<OverviewPage />);

    const section = await screen.findByRole('region', { name: 'Low stock' });
    expect(section).toHaveTextContent('12 parts below 50 pieces or their minimum order, 1 of them out of stock. The 2 lowest are listed.');
    const columns = within(within(section).getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(columns).toEqual(['#', 'Name', 'In stock', 'Minimum order', 'Status']);
    expect(within(row('Heat Sink')).getByRole('link', { name: 'Heat Sink' })).toHaveAttribute('href', '/dashboard/manage-products/31');
    expect(row('Heat Sink')).toHaveTextContent('12');
    expect(row('Heat Sink')).toHaveTextContent('40');
    expect(within(row('Heat Sink')).getByText(messages.products.outOfStock)).toBeInTheDocument();
    expect(within(row('Keys')).getByRole('link', { name: 'Keys' })).toHaveAttribute('href', '/dashboard/manage-products/7');
    expect(within(row('Keys')).queryByText(messages.products.outOfStock)).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/dashboard/manage-products');
  });

  it('says when no part is low on stock', async () => {
    mockFetch({ '/api/admin/overview': () => jsonResponse({ ...OVERVIEW, lowStockCount: 0, outOfStockCount: 0, lowStock: [] }) });
    renderRoute(<OverviewPage />);

    const section = await screen.findByRole('region', { name: 'Low stock' });
    expect(section).toHaveTextContent('Every part has at least 50 pieces and its minimum order in stock.');
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message with Retry when the overview cannot be loaded", async () => {
    let attempts = 0;
    mockFetch({
      '/api/admin/overview': () => {
        attempts += 1;
        return attempts === 1 ? jsonResponse({ code: 'FORBIDDEN', message: messages.auth.adminOnly }, { status: 403 }) : jsonResponse(OVERVIEW);
      },
    });
    renderRoute(<OverviewPage />);

    expect(await screen.findByRole('heading', { name: 'We could not load the overview' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.auth.adminOnly);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^Awaiting shipment/ })).toBeInTheDocument();
  });
});
