import { describe, expect, it } from 'vitest';
import { replaceInRow, withoutRows } from './bom-text';

describe('quick add text edits', () => {
  const text = 'part number,qty\r\nPSM-KEY-1O4, 500\r\nPSM-COOL-120;5\r\nPSM-COOL-120;5';

  it('puts a suggested part number in place of the one written on that line only', () => {
    expect(replaceInRow(text, 2, 'PSM-KEY-1O4', 'PSM-KEY-104', 'first')).toBe('part number,qty\r\nPSM-KEY-104, 500\r\nPSM-COOL-120;5\r\nPSM-COOL-120;5');
  });

  it('puts a quantity in place of the last one written on the line, keeping the separators', () => {
    expect(replaceInRow(text, 4, '5', '30', 'last')).toBe('part number,qty\r\nPSM-KEY-1O4, 500\r\nPSM-COOL-120;5\r\nPSM-COOL-120;30');
  });

  it('leaves the text as it is when the line does not hold what was written', () => {
    expect(replaceInRow(text, 3, 'NOPE', 'X', 'first')).toBe(text);
    expect(replaceInRow(text, 9, '5', '30', 'last')).toBe(text);
  });

  it('takes lines out by number', () => {
    expect(withoutRows(text, new Set([2, 4]))).toBe('part number,qty\r\nPSM-COOL-120;5\r');
  });
});
