import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('answers what was stored until it expires', () => {
    let now = 1000;
    const cache = new ResponseCache<string>(10, 500, () => now);
    cache.set('a', 'A');
    expect(cache.get('a')).toBe('A');
    now = 1499;
    expect(cache.get('a')).toBe('A');
    now = 1500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry when full', () => {
    const cache = new ResponseCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });

  it('forgets everything on clear, and stores nothing when its time limit is zero', () => {
    const cache = new ResponseCache<number>(2, 60_000);
    cache.set('a', 1);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    const disabled = new ResponseCache<number>(2, 0);
    disabled.set('a', 1);
    expect(disabled.get('a')).toBeUndefined();
  });
});
