import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/test-utils';
import { getPageItems, Pagination } from './pagination';

describe('getPageItems', () => {
  it('lists every page when there are few', () => {
    expect(getPageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(getPageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(getPageItems(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(getPageItems(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  const hrefFor = (page: number) => ({ search: page > 1 ? `?page=${page}` : '' });

  it('marks the current page and links its neighbours', () => {
    renderRoute(<Pagination page={2} pageCount={3} hrefFor={hrefFor} />, { path: '/product', url: '/product?page=2' });

    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/product');
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/product?page=3');
  });

  it('disables Previous on the first page and Next on the last', () => {
    renderRoute(<Pagination page={1} pageCount={2} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Previous/)).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders nothing for a single page', () => {
    const { container } = renderRoute(<Pagination page={1} pageCount={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });
});
