import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
});
