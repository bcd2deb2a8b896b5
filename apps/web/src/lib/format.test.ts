import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice } from './format';

describe('formatPrice', () => {
  it('shows whole dollars without cents', () => {
    expect(formatPrice(30)).toBe('$30');
    expect(formatPrice(1505)).toBe('$1,505');
  });

  it('shows cents when the price has them', () => {
    expect(formatPrice(30.5)).toBe('$30.50');
    expect(formatPrice(0.99)).toBe('$0.99');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(19150)).toBe('19,150');
    expect(formatCount(5)).toBe('5');
  });
});
