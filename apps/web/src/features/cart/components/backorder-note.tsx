import { type CartLine, cartMessages } from '@partsmith/contract';
import { ClockIcon } from '@/components/ui/clock-icon';

/** Under a line beyond the stock of a part with a lead time: how many of its pieces ship later, and within how long. */
export function BackorderNote({ line }: { line: Pick<CartLine, 'backordered' | 'leadTimeDays'> }) {
  if (line.backordered <= 0) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium">
      <ClockIcon />
      {cartMessages.backordered(line.backordered, line.leadTimeDays)}
    </p>
  );
}
