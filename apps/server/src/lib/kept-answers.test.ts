import { describe, expect, it } from 'vitest';
import { keptAnswers } from './kept-answers';

/** A change counter the test moves by hand, and a read that counts how often it ran. */
function setUp(maxEntries: number, withCounter = true) {
  let changes = 0;
  const reads: string[] = [];
  const kept = keptAnswers<string>(withCounter ? () => changes : null, maxEntries);
  const read = (key: string, during?: () => void) =>
    kept.get(key, async () => {
      reads.push(key);
      during?.();
      return `answer ${key} at ${changes}`;
    });
  return { read, reads, change: () => (changes += 1) };
}

describe('answers kept while their tables are unchanged', () => {
  it('reads once while the counter stands still, and again once it moves', async () => {
    const { read, reads, change } = setUp(10);
    expect(await read('a')).toBe('answer a at 0');
    expect(await read('a')).toBe('answer a at 0');
    change();
    expect(await read('a')).toBe('answer a at 1');
    expect(reads).toEqual(['a', 'a']);
  });

  it('uses an answer read while the counter moved once, without keeping it', async () => {
    const { read, reads, change } = setUp(10);
    await read('a', change);
    await read('a');
    expect(reads).toEqual(['a', 'a']);
  });

  it('keeps at most maxEntries, dropping the oldest kept first', async () => {
    const { read, reads } = setUp(2);
    for (const key of ['a', 'b', 'c', 'b', 'a']) await read(key);
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps nothing without a counter, or with maxEntries 0', async () => {
    for (const { read, reads } of [setUp(10, false), setUp(0)]) {
      await read('a');
      await read('a');
      expect(reads).toEqual(['a', 'a']);
    }
  });

  it('keeps no undefined answer', async () => {
    let reads = 0;
    const kept = keptAnswers<string>(() => 0, 10);
    const missing = () =>
      kept.get('a', async () => {
        reads += 1;
        return undefined;
      });
    expect(await missing()).toBeUndefined();
    expect(await missing()).toBeUndefined();
    expect(reads).toBe(2);
  });
});

describe('a kept answer, shared by requests', () => {
  it('is frozen to its leaves: changing it throws instead of changing it for every later request', async () => {
    const kept = keptAnswers<{ order: { lines: { quantity: number }[] } }>(() => 0, 10);
    const answer = await kept.get('order 1', async () => ({ order: { lines: [{ quantity: 5 }] } }));
    expect(() => {
      (answer.order.lines[0] as { quantity: number }).quantity = 500;
    }).toThrow(TypeError);
    expect((await kept.get('order 1', async () => undefined))?.order.lines[0]?.quantity).toBe(5);
  });
});
