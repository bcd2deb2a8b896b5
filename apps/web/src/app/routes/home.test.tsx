import { BUSINESS_SUMMARY } from '@partsmith/contract/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeProduct, makeReview, mockFetch, renderRoute, requestedUrls } from '@/testing/test-utils';
import { Component as Home } from './home';

describe('home page', () => {
  it('shows, in order, hero, newest 6 parts, summary, why us, newest 3 reviews and success', async () => {
    const products = Array.from({ length: 6 }, (_, index) => makeProduct({ _id: String(index + 1), name: `Part ${index + 1}` }));
    const reviews = [makeReview({ _id: 'a', name: 'Antor' }), makeReview({ _id: 'b', name: 'Thowhid', ratings: 5 }), makeReview({ _id: 'c', ratings: 3 })];
    const fetchMock = mockFetch({
      '/api/product': () => jsonResponse(products, { headers: { 'X-Total-Count': '14' } }),
      '/api/review': () => jsonResponse(reviews),
    });
    renderRoute(<Home />);

    expect(await screen.findAllByRole('link', { name: 'Book Now' })).toHaveLength(6);
    expect(await screen.findByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock).sort()).toEqual(['/api/product?limit=6', '/api/review?limit=3']);

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const hero = screen.getByRole('heading', { level: 1 });
    expect(hero).toHaveTextContent(/Computer parts by the piece/);
    expect(headings).toEqual([
      'Latest parts',
      'Millions of parts shipped, one piece at a time',
      'A manufacturer, not a middleman',
      'What our customers say',
      'Building with our customers since 2002',
    ]);
    expect(screen.getByRole('link', { name: 'Shop all parts' })).toHaveAttribute('href', '/product');
    expect(screen.getByRole('img', { name: /Illustration of a motherboard/ })).toHaveAttribute('src', '/images/hero.svg');

    const summary = screen.getByRole('region', { name: 'Millions of parts shipped, one piece at a time' });
    for (const figure of BUSINESS_SUMMARY) expect(within(summary).getByText(figure.value)).toBeInTheDocument();
    expect(document.title).toBe('Partsmith | Home');
  });
});
