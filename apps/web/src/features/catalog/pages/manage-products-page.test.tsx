import type { Product } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, CPU_COOLERS } from '@/testing/categories';
import { jsonResponse, makeProduct, mockFetch, renderRoute, requestedUrls, writeRequests } from '@/testing/test-utils';
import { ManageProductsPage } from './manage-products-page';

const HEAT_SINK = makeProduct({
  _id: '31',
  name: 'Heat Sink',
  partNumber: 'PSM-HS-40',
  categoryId: CPU_COOLERS.id,
  price: 12.5,
  quantity: 800,
  minimum: 40,
  image: `/uploads/${'d'.repeat(32)}.webp`,
});
const KEYS = makeProduct({ _id: '1', name: 'Keys', price: 30, quantity: 1950, minimum: 500 });
const FAN = makeProduct({ _id: '8', name: 'Fan', quantity: 3, minimum: 10 });

function catalogueServer(initial: Product[], answers: { delete?: () => Response } = {}) {
  let products = [...initial];
  return mockFetch({
    'GET /api/categories': () => jsonResponse(CATEGORIES),
    'GET /api/product': (url) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit'));
      return jsonResponse(products.slice(offset, offset + limit), { headers: { 'X-Total-Count': String(products.length) } });
    },
    'DELETE /api/product/31': () => {
      const response = answers.delete?.() ?? jsonResponse({ deletedCount: 1 });
      if (response.ok) products = products.filter((product) => product._id !== '31');
      return response;
    },
  });
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('ManageProductsPage', () => {
  it('lists name, part number, category, quantity and price per piece with Edit and Delete, 100 at a time', async () => {
    const fetchMock = catalogueServer([HEAT_SINK, KEYS]);
    renderRoute(<ManageProductsPage />, { path: '/dashboard/manage-products', url: '/dashboard/manage-products' });

    expect(await screen.findByRole('rowheader', { name: 'Heat Sink' })).toBeInTheDocument();
    const columns = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(columns).toEqual(['#', 'Name', 'Part number', 'Category', 'Quantity', 'Price per piece', 'Edit', 'Delete']);
    expect(within(row('Heat Sink')).getByText('PSM-HS-40')).toBeInTheDocument();
    expect(await within(row('Heat Sink')).findByText('CPU coolers')).toBeInTheDocument();
    expect(within(row('Keys')).getByText('None')).toBeInTheDocument();
    expect(within(row('Heat Sink')).getByText('800')).toBeInTheDocument();
    expect(within(row('Heat Sink')).getByText('$12.50')).toBeInTheDocument();
    expect(within(row('Keys')).getByText('1,950')).toBeInTheDocument();
    expect(within(row('Heat Sink')).getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription('Heat Sink');
    const edit = within(row('Heat Sink')).getByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('href', '/dashboard/manage-products/31');
    expect(edit).toHaveAccessibleDescription('Heat Sink');
    // Uploaded pictures are listed by their small card copy.
    expect(row('Heat Sink').querySelector('img')).toHaveAttribute('src', `/uploads/${'d'.repeat(32)}-card.webp`);
    expect(screen.getByText('2 parts in the catalogue, newest first.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Manage Products');
    expect(requestedUrls(fetchMock)).toEqual(['/api/product?limit=100', '/api/categories']);
  });

  it('marks the parts with fewer pieces in stock than their minimum order', async () => {
    catalogueServer([HEAT_SINK, FAN]);
    renderRoute(<ManageProductsPage />);

    expect(await screen.findByRole('rowheader', { name: 'Fan' })).toBeInTheDocument();
    expect(within(row('Fan')).getByText(messages.products.outOfStock)).toBeInTheDocument();
    expect(within(row('Heat Sink')).queryByText(messages.products.outOfStock)).not.toBeInTheDocument();
  });

  it('reads the page from the address', async () => {
    const many = Array.from({ length: 105 }, (_, index) => makeProduct({ _id: String(index + 100), name: `Part ${index + 1}` }));
    const fetchMock = catalogueServer(many);
    renderRoute(<ManageProductsPage />, { path: '/dashboard/manage-products', url: '/dashboard/manage-products?page=2' });

    expect(await screen.findByRole('rowheader', { name: 'Part 101' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual(['/api/product?limit=100&offset=100', '/api/categories']);
  });

  it('deletes only after confirming in a dialog that warns it is permanent, toasts and refreshes the list', async () => {
    const fetchMock = catalogueServer([HEAT_SINK, KEYS]);
    renderRoute(<ManageProductsPage />);

    fireEvent.click(within(await screen.findByRole('table')).getAllByRole('button', { name: 'Delete' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Delete this product?' });
    expect(dialog).toHaveAccessibleDescription(/Heat Sink will be deleted permanently.*cannot be undone/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([]);

    fireEvent.click(within(row('Heat Sink')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(messages.toast.productDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Heat Sink' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Keys' })).toBeInTheDocument();
    expect(writeRequests(fetchMock)).toEqual([{ method: 'DELETE', url: '/api/product/31', body: undefined }]);
  });

  it("toasts the server's message when the deletion fails, and keeps the row", async () => {
    catalogueServer([HEAT_SINK, KEYS], { delete: () => jsonResponse({ code: 'FORBIDDEN', message: messages.auth.adminOnly }, { status: 403 }) });
    renderRoute(<ManageProductsPage />);

    fireEvent.click(within(await screen.findByRole('table')).getAllByRole('button', { name: 'Delete' })[0]!);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.adminOnly);
    expect(screen.getByRole('rowheader', { name: 'Heat Sink' })).toBeInTheDocument();
  });

  it('says so when the catalogue is empty', async () => {
    catalogueServer([]);
    renderRoute(<ManageProductsPage />);
    expect(await screen.findByText('No parts are listed yet.')).toBeInTheDocument();
  });
});
