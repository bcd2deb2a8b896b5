import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, passesLuhn } from './card-format';

describe('card input formats', () => {
  it('groups a card number in fours as it is typed or pasted', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('4242 4242 4242 4242 4242 4242')).toBe('4242 4242 4242 4242 424');
  });

  it('writes the expiry as MM / YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('12 / 301')).toBe('12 / 30');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1/')).toBe('01');
    expect(formatExpiry('12/2030')).toBe('12 / 30');
    expect(formatExpiry('12 / ')).toBe('12');
    expect(formatExpiry('')).toBe('');
  });

  it('keeps 3 or 4 digits of a CVC', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(formatCvc('123456')).toBe('1234');
  });

  it("checks a card number's Luhn digit", () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});
