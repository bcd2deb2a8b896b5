import type { OrderEvent } from '@partsmith/contract';
import { listMessages } from '@partsmith/contract/list-messages';
import { formatDateTime } from '@/lib/format';
import { OrderStatusBadge } from './order-status';

/** Every change of an order's status, oldest first: the status, when, and by whom. */
export function OrderHistoryList({ history }: { history: readonly OrderEvent[] }) {
  return (
    <ol className="space-y-3">
      {history.map((event) => (
        <OrderHistoryEntry key={`${event.at}-${event.status}`} event={event} />
      ))}
    </ol>
  );
}

function OrderHistoryEntry({ event }: { event: OrderEvent }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-box bg-base-200/60 px-3 py-2">
      <OrderStatusBadge status={event.status} />
      <time dateTime={event.at} className="text-sm font-medium">
        {formatDateTime(event.at)}
      </time>
      <span className="text-sm text-base-content/75">
        by {listMessages.orderActorLabels[event.by]}
        {event.actorEmail && <span className="break-all"> ({event.actorEmail})</span>}
      </span>
      {event.refunded && <span className="text-sm font-medium">{listMessages.lateRefund}</span>}
    </li>
  );
}
