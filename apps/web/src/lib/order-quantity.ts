/** A quantity field's text as a number; an empty field counts as 0. */
export function parseQuantity(value: string): number {
  return value.trim() === '' ? 0 : Number(value);
}

/** Whole pieces from the part's minimum order to `maximum`, the most one order may take of it (`maxOrderQuantity`). */
export function isOrderableQuantity(quantity: number, minimum: number, maximum: number): boolean {
  return Number.isInteger(quantity) && quantity >= minimum && quantity <= maximum;
}
