/** Money is stored as integer cents and answered in dollars, as the specification shows prices. */
export const centsToDollars = (cents: number) => cents / 100;
export { dollarsToCents } from '@partsmith/contract/unit-price';
