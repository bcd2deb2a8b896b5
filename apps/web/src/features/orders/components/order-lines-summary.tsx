import type { Order } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { Link } from 'react-router';
import { formatCount } from '@/lib/format';
import { orderPath } from '../lib/order-paths';
import { BackorderNote } from './backorder-note';

/** The lines an order list shows of an order before "+N more"; the order's page lists them all. */
const LINES_SHOWN = 3;

/**
 * What an order holds, compact enough for a row of a list: its part (and part number) for an order of one part; for
 * several, the first lines with their pieces and a link to the order's page for the rest; under a line, the pieces that
 * wait for stock.
 */
export function OrderLinesSummary({ order }: { order: Order }) {
  const [only] = order.lines;
  if (order.lines.length === 1 && only) {
    return (
      <>
        {only.productName}
        {only.partNumber && (
          <>
            {' '}
            <span className="block text-xs font-normal text-base-content/70">{only.partNumber}</span>
          </>
        )}
        <BackorderNote line={only} />
      </>
    );
  }
  const more = order.lines.length - LINES_SHOWN;
  return (
    <ul className="space-y-0.5">
      {order.lines.slice(0, LINES_SHOWN).map((line) => (
        <li key={line.productId}>
          <span className="font-normal tabular-nums">{formatCount(line.quantity)} ×</span> {line.productName}
          {line.partNumber && (
            <>
              {' '}
              <span className="text-xs font-normal whitespace-nowrap text-base-content/70">{line.partNumber}</span>
            </>
          )}
          <BackorderNote line={line} />
        </li>
      ))}
      {more > 0 && (
        <li>
          <Link to={orderPath(order._id)} className="link text-sm font-normal link-primary">
            {orderPageMessages.moreLines(more)} <span className="sr-only">{orderPageMessages.moreLinesOf(more, order._id)}</span>
          </Link>
        </li>
      )}
    </ul>
  );
}
