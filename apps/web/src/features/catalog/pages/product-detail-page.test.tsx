import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { errorMessages } from '@partsmith/contract/error-messages';
import { messages } from '@partsmith/contract/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeProductDetail, mockFetch, renderRoute, requestedUrls } from '@/testing/test-utils';
import { ProductDetailPage } from './product-detail-page';

describe('ProductDetailPage', () => {
  it('shows image, name, description, available quantity, minimum order and price per piece', async () => {
    const fetchMock = mockFetch({
      '/api/product/5': () =>
        jsonResponse(makeProductDetail({ _id: '5', name: 'Motherboard', description: 'ATX board.', price: 505, minimum: 5, available: 48 })),
    });
    renderRoute(<ProductDetailPage productId="5">{(product) => <p>purchase form for {product.name}</p>}</ProductDetailPage>);

    expect(await screen.findByRole('heading', { level: 1, name: 'Motherboard' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual(['/api/product/5']);
    expect(screen.getByRole('img', { name: 'Motherboard' })).toBeInTheDocument();
    expect(screen.getByText('ATX board.')).toBeInTheDocument();
    expect(screen.getByText('Available quantity').nextElementSibling).toHaveTextContent('48 pieces');
    expect(screen.getByText('Minimum order').nextElementSibling).toHaveTextContent('5 pieces');
    expect(screen.getByText('Price per piece').nextElementSibling).toHaveTextContent('$505');
    expect(screen.getByText('purchase form for Motherboard')).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Motherboard');
  });

  it('shows its breadcrumbs, part number, specifications and datasheets', async () => {
    mockFetch({
      '/api/product/5': () =>
        jsonResponse(
          makeProductDetail({
            _id: '5',
            name: 'Frost 120',
            partNumber: 'PSM-CLR-120',
            categoryPath: [
              { id: '1', slug: 'cooling', name: 'Cooling' },
              { id: '2', slug: 'cpu-coolers', name: 'CPU coolers' },
            ],
            specifications: [
              { key: 'fan_size', name: 'Fan size', kind: 'number', unit: 'mm', value: 120 },
              { key: 'rgb', name: 'RGB lighting', kind: 'boolean', unit: null, value: true },
            ],
            datasheets: [{ id: '9', title: 'Frost 120 datasheet', fileName: 'frost-120.pdf', bytes: 250_000, url: '/api/datasheets/9/frost-120.pdf' }],
          }),
        ),
    });
    renderRoute(<ProductDetailPage productId="5" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Frost 120' })).toBeInTheDocument();
    expect(screen.getByText('Part number').parentElement).toHaveTextContent('Part number PSM-CLR-120');
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumbs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/product', '/category/cooling', '/category/cpu-coolers']);
    expect(within(breadcrumbs).getByText('Frost 120')).toHaveAttribute('aria-current', 'page');
    const specifications = screen.getByRole('table', { name: 'Specifications' });
    expect(within(specifications).getByRole('row', { name: 'Fan size 120 mm' })).toBeInTheDocument();
    expect(within(specifications).getByRole('row', { name: 'RGB lighting Yes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Frost 120 datasheet/ })).toHaveAttribute('href', '/api/datasheets/9/frost-120.pdf');
  });

  it('says how soon a part with a lead time ships beyond its stock, and nothing of the kind for a part sold from stock only', async () => {
    mockFetch({
      '/api/product/5': () => jsonResponse(makeProductDetail({ _id: '5', name: 'Frost 120', leadTimeDays: 14 })),
      '/api/product/6': () => jsonResponse(makeProductDetail({ _id: '6', name: 'Frost 90', leadTimeDays: 1 })),
      '/api/product/7': () => jsonResponse(makeProductDetail({ _id: '7', name: 'Frost 60', leadTimeDays: null })),
    });
    const { unmount } = renderRoute(<ProductDetailPage productId="5" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Frost 120' })).toBeInTheDocument();
    expect(screen.getByText('Ships in 14 days when out of stock')).toBeInTheDocument();
    unmount();

    const second = renderRoute(<ProductDetailPage productId="6" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Frost 90' })).toBeInTheDocument();
    expect(screen.getByText(catalogueMessages.shipsWithin(1))).toHaveTextContent('Ships in 1 day when out of stock');
    second.unmount();

    renderRoute(<ProductDetailPage productId="7" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Frost 60' })).toBeInTheDocument();
    expect(screen.queryByText(/^Ships in/)).not.toBeInTheDocument();
  });

  it('marks a part with fewer pieces in stock than its minimum order as out of stock, and offers a quote instead of the purchase form', async () => {
    mockFetch({ '/api/product/5': () => jsonResponse(makeProductDetail({ _id: '5', name: 'Motherboard', minimum: 5, quantity: 4, available: 4 })) });
    renderRoute(<ProductDetailPage productId="5">{(product) => <p>purchase form for {product.name}</p>}</ProductDetailPage>);

    expect(await screen.findByRole('heading', { level: 2, name: messages.products.outOfStock })).toBeInTheDocument();
    expect(screen.getByText(/Fewer pieces are in stock than the minimum order of 5 pieces/)).toBeInTheDocument();
    expect(screen.getAllByText(messages.products.outOfStock)).toHaveLength(2);
    expect(screen.queryByText('purchase form for Motherboard')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/dashboard/quotes/new?productId=5&quantity=5');
    expect(screen.getByRole('link', { name: 'Browse all parts' })).toHaveAttribute('href', '/product');
  });

  it('offers the purchase form, not "Out of stock", for a part with a lead time and less than its minimum order in stock', async () => {
    mockFetch({
      '/api/product/5': () => jsonResponse(makeProductDetail({ _id: '5', name: 'Motherboard', minimum: 5, quantity: 2, available: 2, leadTimeDays: 14 })),
    });
    renderRoute(<ProductDetailPage productId="5">{(product) => <p>purchase form for {product.name}</p>}</ProductDetailPage>);

    expect(await screen.findByText('purchase form for Motherboard')).toBeInTheDocument();
    expect(screen.queryByText(messages.products.outOfStock)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a quote' })).not.toBeInTheDocument();
    expect(screen.getByText('Available quantity').nextElementSibling).toHaveTextContent('2 pieces');
    expect(screen.getByText('Ships in 14 days when out of stock')).toBeInTheDocument();
  });

  it('offers no quote on an out-of-stock part where it is not wanted (an admin)', async () => {
    mockFetch({ '/api/product/5': () => jsonResponse(makeProductDetail({ _id: '5', name: 'Motherboard', minimum: 5, quantity: 4, available: 4 })) });
    renderRoute(
      <ProductDetailPage productId="5" offerQuote={false}>
        {(product) => <p>purchase form for {product.name}</p>}
      </ProductDetailPage>,
    );

    expect(await screen.findByRole('heading', { level: 2, name: messages.products.outOfStock })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a quote' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all parts' })).toBeInTheDocument();
  });

  it("says when the part does not exist, in the server's words", async () => {
    mockFetch({ '/api/product/99': () => jsonResponse({ code: 'NOT_FOUND', message: errorMessages.productNotFound }, { status: 404 }) });
    renderRoute(<ProductDetailPage productId="99" />);

    expect(await screen.findByRole('heading', { name: 'Part not found' })).toBeInTheDocument();
    expect(screen.getByText(errorMessages.productNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all parts' })).toHaveAttribute('href', '/product');
  });
});
