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

  it('lets concurrent misses for a key share one load, but not across a clear', async () => {
    const cache = new ResponseCache<number>(10, 60_000);
    const finishers: Array<(value: number) => void> = [];
    const load = () => new Promise<number>((resolve) => finishers.push(resolve));
    const first = cache.getOrLoad('a', load);
    const second = cache.getOrLoad('a', load);
    expect(finishers).toHaveLength(1);
    cache.clear();
    const afterClear = cache.getOrLoad('a', load);
    expect(finishers).toHaveLength(2);
    finishers[0]!(1);
    finishers[1]!(2);
    expect([await first, await second, await afterClear]).toEqual([1, 1, 2]);
    // The load that began before the clear was not stored; the one after it was.
    expect(cache.get('a')).toBe(2);
  });

  it('neither stores nor shares loads when its time limit is zero', async () => {
    const cache = new ResponseCache<number>(10, 0);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.getOrLoad('a', load), cache.getOrLoad('a', load)])).toEqual([1, 2]);
  });
});
