import type { Product } from '@partsmith/contract';
import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { ClockIcon } from './clock-icon';

/**
 * Under the part page's quantity when it passes the stock of a part with a lead time (decision 0030): how many pieces ship
 * now and how many wait for the next batch, "20 in stock, 30 within 14 days". Nothing within the stock, or for a part
 * sold from stock only. Its form shows it only for a quantity it would take.
 */
export function ShipsLaterNote({ part, quantity }: { part: Pick<Product, 'available' | 'leadTimeDays'>; quantity: number }) {
  const now = Math.max(0, Math.min(part.available, quantity));
  const later = quantity - now;
  if (part.leadTimeDays === null || !Number.isInteger(quantity) || later <= 0) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-base-content">
      <ClockIcon />
      {catalogueMessages.shipsNowAndLater(now, later, part.leadTimeDays)}
    </p>
  );
}
