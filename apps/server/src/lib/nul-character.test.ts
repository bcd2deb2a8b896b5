import { describe, expect, it } from 'vitest';
import { containsNulCharacter } from './nul-character';

describe('containsNulCharacter', () => {
  it('finds U+0000 in any string or key, however the input nests', () => {
    expect(containsNulCharacter({ a: [1, 'x', { b: 'y' }] })).toBe(false);
    expect(containsNulCharacter({ a: [1, 'x', { b: 'y\u0000' }] })).toBe(true);
    expect(containsNulCharacter({ 'k\u0000': 1 })).toBe(true);
    let deep: unknown = 'end\u0000';
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    expect(containsNulCharacter(deep)).toBe(true);
  });

  it('walks an array of half a million items without overflowing the stack', () => {
    const items: unknown[] = Array.from({ length: 500_000 }, () => 'part');
    expect(containsNulCharacter(items)).toBe(false);
    items[250_000] = 'pa\u0000rt';
    expect(containsNulCharacter(items)).toBe(true);
  });
});
