import { CATALOG_PAGE_SIZE } from '@partsmith/contract/constants';
import { errorMessages } from '@partsmith/contract/error-messages';
import type { CatalogueFacets } from '@partsmith/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeCategory, makeProduct, mockFetch, renderRoute, requestedUrls } from '@/testing/test-utils';
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
    expect(requestedUrls(fetchMock).sort()).toEqual(['/api/categories', `/api/product?limit=${CATALOG_PAGE_SIZE}`]);
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
    expect(requestedUrls(fetchMock).sort()).toEqual(['/api/categories', '/api/product?limit=12']);
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

  it('offers the top-level categories with their part counts', async () => {
    mockFetch({
      '/api/product': productsAnswer(2),
      '/api/categories': () =>
        jsonResponse([
          makeCategory({ id: '1', slug: 'cooling', name: 'Cooling', partCount: 7 }),
          makeCategory({ id: '2', slug: 'cpu-coolers', name: 'CPU coolers', parentId: '1', partCount: 4 }),
        ]),
    });
    renderProductsPage('/product');

    const categories = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Cooling (7 parts)' })).toHaveAttribute('href', '/category/cooling');
    expect(within(categories).queryByRole('link', { name: /CPU coolers/ })).not.toBeInTheDocument();
  });

  it("shows a search's categories with counts, linked with the search and its filters, and the filters of stock and price", async () => {
    const fetchMock = mockFetch({
      '/api/product': productsAnswer(3),
      '/api/product/facets': () =>
        jsonResponse({
          total: 3,
          capped: false,
          category: null,
          path: [],
          subcategories: [
            { id: '1', slug: 'cooling', name: 'Cooling', count: 2 },
            { id: '4', slug: 'cases', name: 'Cases', count: 1 },
            { id: '7', slug: 'cables', name: 'Cables', count: 0 },
          ],
          inStock: 2,
          price: { min: 30, max: 400 },
          specifications: [],
        } satisfies CatalogueFacets),
    });
    const { location } = renderProductsPage('/product?q=fan&inStock=true&spec=socket:AM5');

    const foundIn = await screen.findByRole('navigation', { name: 'Found in' });
    expect(within(foundIn).getByRole('link', { name: 'Cooling (2 parts)' })).toHaveAttribute('href', '/category/cooling?q=fan&inStock=true');
    expect(within(foundIn).getByRole('link', { name: 'Cases (1 part)' })).toBeInTheDocument();
    expect(within(foundIn).queryByRole('link', { name: /Cables/ })).not.toBeInTheDocument();
    // Specification filters need a category: this page leaves them out of its requests.
    expect(requestedUrls(fetchMock)).toContain('/api/product/facets?q=fan&inStock=true');
    expect(requestedUrls(fetchMock)).not.toContain('/api/categories');

    expect(screen.getByRole('checkbox', { name: 'In stock only (2 parts)' })).toBeChecked();
    const price = screen.getByRole('group', { name: 'Price per piece ($)' });
    expect(within(price).getByRole('spinbutton', { name: 'From' })).toHaveAttribute('placeholder', '30');
    fireEvent.change(within(price).getByRole('spinbutton', { name: 'To' }), { target: { value: '100' } });
    fireEvent.click(within(price).getByRole('button', { name: 'Apply' }));
    expect(location().search).toBe('?q=fan&inStock=true&maxPrice=100');
  });

  describe('on a phone', () => {
    const phoneScreen = (matches: boolean) =>
      vi.stubGlobal(
        'matchMedia',
        vi.fn((query: string) => ({ matches, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
      );

    it('lists the parts compactly, with part number, price, stock, minimum and Book Now, and remembers a switch to cards', async () => {
      phoneScreen(true);
      const products = [makeProduct({ _id: '7', name: 'Cooler', partNumber: 'PSM-CLR-120', price: 400, quantity: 1050, minimum: 30 })];
      mockFetch({ '/api/product': () => jsonResponse(products, { headers: { 'X-Total-Count': '1' } }) });
      const { unmount } = renderProductsPage('/product');

      const row = (await screen.findByRole('heading', { level: 2, name: 'Cooler' })).closest('article')!;
      expect(row).toHaveTextContent('PSM-CLR-120');
      expect(row).toHaveTextContent('$400 per piece');
      expect(row).toHaveTextContent('1,050 in stock · Min. Order 30');
      expect(within(row).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/product/7');
      // The card's own fields are not there: the list is the compact one.
      expect(screen.queryByText('Quantity')).not.toBeInTheDocument();

      const layout = screen.getByRole('group', { name: 'Show parts as' });
      expect(within(layout).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
      fireEvent.click(within(layout).getByRole('button', { name: 'Cards' }));
      expect(await screen.findByText('Quantity')).toBeInTheDocument();
      expect(window.localStorage.getItem('catalogue-layout')).toBe('cards');
      unmount();

      renderProductsPage('/product');
      expect(await screen.findByText('Quantity')).toBeInTheDocument();
      expect(within(screen.getByRole('group', { name: 'Show parts as' })).getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    });

    it('keeps the cards on a larger screen, whatever was chosen on a phone', async () => {
      phoneScreen(false);
      window.localStorage.setItem('catalogue-layout', 'list');
      mockFetch({ '/api/product': productsAnswer(1) });
      renderProductsPage('/product');

      expect(await screen.findByText('Quantity')).toBeInTheDocument();
    });
  });
});
