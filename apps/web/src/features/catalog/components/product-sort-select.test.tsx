import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderHydrated } from '@/testing/test-utils';
import { ProductSortSelect } from './product-sort-select';

describe('ProductSortSelect', () => {
  it('applies a sort picked on the prerendered page before the app took it over', () => {
    const onChange = vi.fn();
    renderHydrated(<ProductSortSelect value="newest" onChange={onChange} />, (page) => {
      page.querySelector('select')!.value = 'price_asc';
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('price_asc');
  });

  it('changes nothing when nothing was picked before', () => {
    const onChange = vi.fn();
    render(<ProductSortSelect value="price_desc" onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    expect(onChange).not.toHaveBeenCalled();
  });
});
