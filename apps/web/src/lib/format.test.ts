import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTime, formatPrice } from './format';

describe('formatPrice', () => {
  it('shows whole dollars without cents', () => {
    expect(formatPrice(30)).toBe('$30');
    expect(formatPrice(1505)).toBe('$1,505');
  });

  it('shows cents when the price has them', () => {
    expect(formatPrice(30.5)).toBe('$30.50');
    expect(formatPrice(0.99)).toBe('$0.99');
  });

  it('writes what Intl would, without making an Intl formatter', () => {
    const intl = (dollars: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        ...(Number.isInteger(dollars) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 }),
      }).format(dollars);
    for (const dollars of [0, 7, 999, 1000, 1234567, 0.5, 19.99, 1000.01, 19.99 * 3, 123456.78, -30, -1234.5]) {
      expect(formatPrice(dollars)).toBe(intl(dollars));
    }
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(19150)).toBe('19,150');
    expect(formatCount(5)).toBe('5');
    expect(formatCount(1234567.6)).toBe('1,234,568');
    expect(formatCount(-1000)).toBe('-1,000');
  });
});

describe('formatDateTime', () => {
  it('shows the date and the time of day', () => {
    expect(formatDateTime('2026-11-28T12:00:00.000Z')).toMatch(/^Nov 2[89], 2026, \d{1,2}:\d{2}\s?[AP]M$/);
  });
});

describe('formatDate', () => {
  it('shows a calendar date as that day, in words', () => {
    expect(formatDate('2022-05-24')).toBe('May 24, 2022');
    expect(formatDate('2022-01-01')).toBe('January 1, 2022');
  });
});
