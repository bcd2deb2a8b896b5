/** Fewer pieces in stock than the minimum order: nobody can order the part until it is restocked. */
export function isOutOfStock({ quantity, minimum }: { quantity: number; minimum: number }): boolean {
  return quantity < minimum;
}
