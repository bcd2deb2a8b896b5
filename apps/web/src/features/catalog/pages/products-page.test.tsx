import { CATALOG_PAGE_SIZE } from '@partsmith/contract/constants';
import { errorMessages } from '@partsmith/contract/error-messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeProduct, mockFetch, renderRoute, requestedUrls } from '@/testing/test-utils';
import { ProductsPage } from './products-page';

function productsAnswer(count: number, total = count) {
  const products = Array.from({ length: count }, (_, index) => makeProduct({ _id: String(index + 1), name: `Part ${index + 1}` }));
  return () => jsonResponse(products, { headers: { 'X-Total-Count': String(total) } });
}

function renderProductsPage(url: string) {
  return renderRoute(<ProductsPage />, { path: '/product', url });
}

describe('ProductsPage', () => {
  it('asks the API for the first page, newest first, by default', async () => {
    const fetchMock = mockFetch({ '/api/product': productsAnswer(3) });
    renderProductsPage('/product');

    expect(await screen.findByText('3 parts')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual([`/api/product?limit=${CATALOG_PAGE_SIZE}`]);
    expect(document.title).toBe('Partsmith | Products');
    expect(screen.getByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument();
  });

  it('maps ?q, ?sort and ?page to the API query', async () => {
    const fetchMock = mockFetch({ '/api/product': productsAnswer(12, 40) });
    renderProductsPage('/product?q=cooler&sort=price_asc&page=3');

    expect(await screen.findByText('40 parts')).toBeInTheDocument();
    const url = new URL(requestedUrls(fetchMock)[0]!, 'http://localhost');
    expect(url.pathname).toBe('/api/product');
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '12', offset: '24', q: 'cooler', sort: 'price_asc' });
    expect(screen.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('cooler');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
  });

  it('says "1,000+ parts" when the server stopped counting a broad search, and offers the pages it counted', async () => {
    const products = Array.from({ length: CATALOG_PAGE_SIZE }, (_, index) => makeProduct({ _id: String(index + 1), name: `Part ${index + 1}` }));
    mockFetch({ '/api/product': () => jsonResponse(products, { headers: { 'X-Total-Count': '1000', 'X-Total-Count-Capped': 'true' } }) });
    renderProductsPage('/product?q=cooler');

    expect(await screen.findByText('1,000+ parts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /84/ })).toBeInTheDocument();
  });

  it('falls back to defaults for unusable parameters', async () => {
    const fetchMock = mockFetch({ '/api/product': productsAnswer(1) });
    renderProductsPage('/product?sort=cheapest&page=-2');

    await screen.findByText('1 part');
    expect(requestedUrls(fetchMock)).toEqual(['/api/product?limit=12']);
  });

  it('paginates from X-Total-Count', async () => {
    mockFetch({ '/api/product': productsAnswer(12, 30) });
    renderProductsPage('/product?sort=name&page=2');

    expect(await screen.findByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/product?sort=name&page=3');
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/product?sort=name');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('writes the search to ?q after typing pauses and starts again at page 1', async () => {
    const fetchMock = mockFetch({ '/api/product': productsAnswer(2) });
    const { location } = renderProductsPage('/product?page=2&sort=name');
    await screen.findByText('2 parts');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search parts' }), { target: { value: '  fan ' } });
    expect(location().search).toBe('?page=2&sort=name');

    await waitFor(() => expect(location().search).toBe('?sort=name&q=fan'));
    await waitFor(() => expect(requestedUrls(fetchMock)).toContain('/api/product?limit=12&q=fan&sort=name'));
  });

  it('writes the sort to ?sort', async () => {
    mockFetch({ '/api/product': productsAnswer(2) });
    const { location } = renderProductsPage('/product?page=2');
    await screen.findByText('2 parts');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price_desc' } });

    expect(location().search).toBe('?sort=price_desc');
  });

  it('says when nothing matches the search', async () => {
    mockFetch({ '/api/product': productsAnswer(0) });
    renderProductsPage('/product?q=xyz');

    expect(await screen.findByRole('heading', { name: 'No parts match "xyz"' })).toBeInTheDocument();
    expect(screen.getByText('0 parts')).toBeInTheDocument();
  });

  it("shows the server's message and retries on request", async () => {
    let calls = 0;
    mockFetch({
      '/api/product': () => {
        calls += 1;
        return calls === 1 ? jsonResponse({ code: 'INTERNAL', message: errorMessages.internal }, { status: 500 }) : productsAnswer(1)();
      },
    });
    renderProductsPage('/product');

    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.internal);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('1 part')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Part 1' })).toBeInTheDocument();
  });
});
