import type { OrderLine } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { formatDate } from '@/lib/format';

/** Under a line whose pieces are not all in stock: how many are in stock, and how many wait until the day they are promised. */
export function BackorderNote({ line }: { line: Pick<OrderLine, 'quantity' | 'backordered' | 'promisedBy'> }) {
  if (line.backordered <= 0) return null;
  const promisedBy = line.promisedBy === null ? null : formatDate(line.promisedBy);
  return (
    <span className="block text-xs font-medium text-base-content/80">
      {orderPageMessages.shipsNowAndLater(line.quantity - line.backordered, line.backordered, promisedBy)}
    </span>
  );
}
