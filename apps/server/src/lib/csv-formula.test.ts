import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardFormula, unguardFormula } from './csv-formula';

/** Text made of the characters the guard looks at, so that generated text meets every rule often. */
const trickyText = fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', ' ', '\t', '\r', '\n', ',', ';', 'a', '1', '"'), maxLength: 12 });

describe('guardFormula', () => {
  it.each([
    ['plain text', 'plain text'],
    ['=1+1', "'=1+1"],
    ['-40 to 85', "'-40 to 85"],
    ['Road 5;=1+1', "Road 5;'=1+1"],
    ['\t=1+1', "'\t'=1+1"],
    ["'=1+1", "''=1+1"],
    ["'\tx", "''\tx"],
    ["it's -5", "it's -5"],
  ])('%j -> %j', (text, guarded) => {
    expect(guardFormula(text)).toBe(guarded);
  });

  it('leaves no cell or line that starts with a formula character, after any blanks', () => {
    fc.assert(
      fc.property(trickyText, (text) => {
        const cells = guardFormula(text).split(/[,;\t\r\n]/);
        expect(cells.filter((cell) => /^[ \t\r\n]*[=+\-@]/.test(cell))).toEqual([]);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('unguardFormula', () => {
  it('gives back exactly the text that was guarded', () => {
    fc.assert(
      fc.property(trickyText, (text) => {
        expect(unguardFormula(guardFormula(text))).toBe(text);
      }),
      { numRuns: 5_000 },
    );
  });

  it('leaves text without a guard as it is', () => {
    expect(unguardFormula("it's 5 o'clock")).toBe("it's 5 o'clock");
    expect(unguardFormula('-40 to 85')).toBe('-40 to 85');
  });
});
