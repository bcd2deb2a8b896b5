/** A card number in groups of four as it is typed: "4242424242424242" is "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * An expiry date as MM / YY as it is typed: "4" is "04" (no month starts with 4), "123" is "12 / 3", and a
 * browser's autofilled "12/2030" is "12 / 30".
 */
export function formatExpiry(value: string): string {
  const [monthPart = '', yearPart] = value.split('/');
  let digits = monthPart.replace(/\D/g, '');
  if (yearPart !== undefined) {
    const month = digits.slice(0, 2);
    const year = yearPart.replace(/\D/g, '');
    digits = `${month.length === 1 ? `0${month}` : month}${year.length === 4 ? year.slice(2) : year}`;
  }
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** A CVC is 3 or 4 digits. */
export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

/** The Luhn checksum every card number carries, so a mistyped digit is caught before the card is sent. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Rewrites an input's value with `format`, keeping the caret after the same digit it followed, so editing in the
 * middle of a card number does not throw the caret to the end.
 */
export function reformatInput(input: HTMLInputElement, format: (value: string) => string): void {
  const { value } = input;
  const formatted = format(value);
  if (formatted === value) return;
  const caret = input.selectionStart ?? value.length;
  const atEnd = caret >= value.length;
  input.value = formatted;
  if (atEnd || document.activeElement !== input) return;
  const digitsBefore = value.slice(0, caret).replace(/\D/g, '').length;
  let position = 0;
  for (let seen = 0; position < formatted.length && seen < digitsBefore; position++) {
    if (/\d/.test(formatted[position] ?? '')) seen++;
  }
  input.setSelectionRange(position, position);
}
