import { webMessages } from '@partsmith/contract/web-messages';

/**
 * Fewer pieces in stock than the minimum order: on a buyer's screens a part nobody can order, in the admin's views any part
 * that needs restocking.
 */
export function OutOfStockBadge() {
  return <span className="badge badge-soft badge-error font-semibold whitespace-nowrap">{webMessages.outOfStock}</span>;
}
