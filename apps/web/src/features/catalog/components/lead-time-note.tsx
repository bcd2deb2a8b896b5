import type { Product } from '@partsmith/contract';
import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { isOutOfStock } from '@partsmith/contract/constants';
import { ClockIcon } from '@/components/ui/clock-icon';

/**
 * On a card or compact row of a part with less than its minimum order in stock but a lead time: where "Out of stock" would
 * be, that it ships within its lead time (it can be ordered). Nothing for any other part.
 */
export function LeadTimeNote({ product, className = '' }: { product: Product; className?: string }) {
  if (product.leadTimeDays === null || !isOutOfStock(product)) return null;
  return (
    <p className={`flex items-center gap-1.5 font-medium ${className}`}>
      <ClockIcon />
      {catalogueMessages.shipsLater(product.leadTimeDays)}
    </p>
  );
}

/** The catalogue's cards' note (a card's `stockNote`). The home page's cards have none: its code carries no catalogue copy. */
export const cardLeadTimeNote = (product: Product) => <LeadTimeNote product={product} className="text-sm" />;
