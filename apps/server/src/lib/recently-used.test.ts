import { describe, expect, it } from 'vitest';
import { recentlyUsed } from './recently-used';

describe('values kept by key, the most recently used', () => {
  it('keeps at most its limit, dropping the least recently used first', () => {
    const kept = recentlyUsed<number | null>(3);
    kept.set('a', 1);
    kept.set('b', null);
    kept.set('c', 3);
    expect(kept.get('a')).toBe(1);
    kept.set('d', 4);
    expect(kept.get('b')).toBeUndefined();
    expect([kept.get('a'), kept.get('c'), kept.get('d')]).toEqual([1, 3, 4]);
    kept.set('c', 30);
    kept.set('e', 5);
    expect(kept.get('a')).toBeUndefined();
    expect([kept.get('c'), kept.get('d'), kept.get('e')]).toEqual([30, 4, 5]);
    expect(kept.size).toBe(3);
  });

  it('stays within its limit whatever number of keys it is given', () => {
    const kept = recentlyUsed<string>(500);
    for (let index = 0; index < 10_000; index++) kept.set(`select ${index}`, `statement ${index}`);
    expect(kept.size).toBe(500);
    expect(kept.get('select 9999')).toBe('statement 9999');
    expect(kept.get('select 9499')).toBeUndefined();
  });
});
