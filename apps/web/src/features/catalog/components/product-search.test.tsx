import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHydrated } from '@/testing/test-utils';
import { ProductSearch, SEARCH_DEBOUNCE_MS } from './product-search';

describe('ProductSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState({}, '', '/product');
  });
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState({}, '', '/');
  });

  it('searches once typing pauses', () => {
    const onSearch = vi.fn();
    render(<ProductSearch value="" onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search parts' }), { target: { value: ' fan ' } });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('fan');
  });

  it('drops a pending search when the customer follows a link to another page meanwhile', () => {
    const onSearch = vi.fn();
    render(<ProductSearch value="" onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search parts' }), { target: { value: 'cooler' } });
    window.history.pushState({}, '', '/product/11');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches for what was typed into the prerendered page before the app took it over', () => {
    const onSearch = vi.fn();
    renderHydrated(<ProductSearch value="" onSearch={onSearch} />, (page) => {
      page.querySelector('input')!.value = 'Motherboard ';
    });
    expect(screen.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('Motherboard ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Motherboard');
  });
});
