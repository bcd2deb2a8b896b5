import { webMessages } from '@partsmith/contract/web-messages';

/** Marks a part nobody can order: fewer pieces in stock than its minimum order. */
export function OutOfStockBadge() {
  return <span className="badge badge-soft badge-error font-semibold whitespace-nowrap">{webMessages.outOfStock}</span>;
}
