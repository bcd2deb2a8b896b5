import { errorMessages } from '@partsmith/contract/error-messages';
import { messages } from '@partsmith/contract/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeProduct, mockFetch, renderRoute, requestedUrls } from '@/testing/test-utils';
import { ProductDetailPage } from './product-detail-page';

describe('ProductDetailPage', () => {
  it('shows image, name, description, available quantity, minimum order and price per piece', async () => {
    const fetchMock = mockFetch({
      '/api/product/5': () => jsonResponse(makeProduct({ _id: '5', name: 'Motherboard', description: 'ATX board.', price: 505, minimum: 5, available: 48 })),
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

  it('marks a part with fewer pieces in stock than its minimum order as out of stock, and offers a quote instead of the purchase form', async () => {
    mockFetch({ '/api/product/5': () => jsonResponse(makeProduct({ _id: '5', name: 'Motherboard', minimum: 5, quantity: 4, available: 4 })) });
    renderRoute(<ProductDetailPage productId="5">{(product) => <p>purchase form for {product.name}</p>}</ProductDetailPage>);

    expect(await screen.findByRole('heading', { level: 2, name: messages.products.outOfStock })).toBeInTheDocument();
    expect(screen.getByText(/Fewer pieces are in stock than the minimum order of 5 pieces/)).toBeInTheDocument();
    expect(screen.getAllByText(messages.products.outOfStock)).toHaveLength(2);
    expect(screen.queryByText('purchase form for Motherboard')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/dashboard/quotes/new?productId=5&quantity=5');
    expect(screen.getByRole('link', { name: 'Browse all parts' })).toHaveAttribute('href', '/product');
  });

  it('offers no quote on an out-of-stock part where it is not wanted (an admin)', async () => {
    mockFetch({ '/api/product/5': () => jsonResponse(makeProduct({ _id: '5', name: 'Motherboard', minimum: 5, quantity: 4, available: 4 })) });
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
