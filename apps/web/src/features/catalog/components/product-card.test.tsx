import { messages } from '@partsmith/contract/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct, renderRoute } from '@/testing/test-utils';
import { cardLeadTimeNote } from './lead-time-note';
import { ProductCard } from './product-card';
import { ProductListCompact } from './product-list-compact';

describe('ProductCard', () => {
  const product = makeProduct({
    _id: '42',
    name: 'Cooler',
    partNumber: 'PSM-CLR-120',
    description: 'Quiet CPU cooler.',
    price: 400,
    quantity: 1050,
    minimum: 30,
  });

  it('shows every field the spec lists for a card', () => {
    renderRoute(<ProductCard product={product} />);
    const card = screen.getByRole('article');

    expect(within(card).getByRole('img', { name: 'Cooler' })).toHaveAttribute('src', product.image);
    expect(within(card).getByRole('heading', { name: 'Cooler' })).toBeInTheDocument();
    expect(within(card).getByText('PSM-CLR-120')).toBeInTheDocument();
    expect(card).toHaveTextContent('Quiet CPU cooler.');
    expect(within(card).getByText('Quantity').nextElementSibling).toHaveTextContent('1,050');
    expect(within(card).getByText('Min. Order').nextElementSibling).toHaveTextContent('30');
    expect(card).toHaveTextContent('Price: $400 per piece');
  });

  it('shows the lowest price per piece of a part with price breaks', () => {
    const { unmount } = renderRoute(
      <ProductCard
        product={{
          ...product,
          priceTiers: [
            { minQuantity: 100, price: 380 },
            { minQuantity: 500, price: 350.5 },
          ],
        }}
      />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('Price: $400 per piece from $350.50');
    unmount();

    renderRoute(<ProductCard product={product} />);
    expect(screen.getByRole('article')).not.toHaveTextContent('from');
  });

  it('names the part with an h3 under a section, or the level a page asks for', () => {
    const { unmount } = renderRoute(<ProductCard product={product} />);
    expect(screen.getByRole('heading', { name: 'Cooler' })).toHaveProperty('tagName', 'H3');
    unmount();

    renderRoute(<ProductCard product={product} headingLevel="h2" />);
    expect(screen.getByRole('heading', { name: 'Cooler' })).toHaveProperty('tagName', 'H2');
  });

  it("links Book Now to the part's own page", () => {
    renderRoute(<ProductCard product={product} />);

    const bookNow = screen.getByRole('link', { name: 'Book Now' });
    expect(bookNow).toHaveAttribute('href', '/product/42');
    expect(bookNow).toHaveAccessibleDescription('Cooler');
  });

  it('says Out of stock in place of Book Now when fewer pieces are in stock than the minimum order', () => {
    renderRoute(<ProductCard product={{ ...product, quantity: 29, available: 29 }} />);

    const card = screen.getByRole('article');
    expect(within(card).getByText(messages.products.outOfStock)).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers Book Now when exactly the minimum order is in stock', () => {
    renderRoute(<ProductCard product={{ ...product, quantity: 30, available: 30 }} />);
    expect(screen.getByRole('link', { name: 'Book Now' })).toBeInTheDocument();
    expect(screen.queryByText(messages.products.outOfStock)).not.toBeInTheDocument();
  });

  it('offers Book Now for a part with a lead time and less than its minimum order in stock; the catalogue says when it ships', () => {
    const backordered = { ...product, quantity: 12, available: 12, leadTimeDays: 21 };
    const { unmount } = renderRoute(
      <ProductCard product={backordered} stockNote={cardLeadTimeNote} action={() => <button type="button">Add 30 to cart</button>} />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/product/42');
    expect(within(card).getByRole('button', { name: 'Add 30 to cart' })).toBeInTheDocument();
    expect(within(card).getByText('Ships within 21 days')).toBeInTheDocument();
    expect(within(card).queryByText(messages.products.outOfStock)).not.toBeInTheDocument();
    unmount();

    // The home page's cards carry no catalogue copy: Book Now, without the note.
    renderRoute(<ProductCard product={backordered} />);
    expect(screen.getByRole('link', { name: 'Book Now' })).toBeInTheDocument();
    expect(screen.queryByText(/Ships within/)).not.toBeInTheDocument();
    expect(screen.queryByText(messages.products.outOfStock)).not.toBeInTheDocument();
  });

  it('says nothing of the lead time of a part with its minimum order in stock', () => {
    renderRoute(<ProductCard product={{ ...product, leadTimeDays: 21 }} stockNote={cardLeadTimeNote} />);
    expect(screen.getByRole('link', { name: 'Book Now' })).toBeInTheDocument();
    expect(screen.queryByText(/Ships within/)).not.toBeInTheDocument();
  });

  it('shows cents only when the price has them', () => {
    renderRoute(<ProductCard product={makeProduct({ price: 12.5 })} />);
    expect(screen.getByRole('article')).toHaveTextContent('Price: $12.50 per piece');
  });
});

describe('ProductListCompact', () => {
  const parts = [
    makeProduct({ _id: '1', name: 'Fan', quantity: 4, available: 4, minimum: 10 }),
    makeProduct({ _id: '2', name: 'Motherboard', quantity: 2, available: 2, minimum: 5, leadTimeDays: 1 }),
  ];
  const row = (name: string) => screen.getAllByRole('article').find((article) => within(article).queryByRole('heading', { name }))!;

  it('says Out of stock for a part nobody can order, and when a part with a lead time ships, with Book Now', () => {
    renderRoute(<ProductListCompact products={parts} />);

    expect(within(row('Fan')).getByText(messages.products.outOfStock)).toBeInTheDocument();
    expect(within(row('Fan')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row('Motherboard')).getByText('Ships within 1 day')).toBeInTheDocument();
    expect(within(row('Motherboard')).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/product/2');
    expect(within(row('Motherboard')).queryByText(messages.products.outOfStock)).not.toBeInTheDocument();
  });
});
