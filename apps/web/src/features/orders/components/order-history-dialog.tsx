import type { Order, OrderEvent } from '@partsmith/contract';
import { listMessages } from '@partsmith/contract/list-messages';
import { Modal } from '@/components/ui/modal';
import { InlineLoader } from '@/components/ui/page-loader';
import { EmptyNote, QueryContent } from '@/components/ui/query-content';
import { formatDateTime } from '@/lib/format';
import { useOrderDetail } from '../api/get-order-detail';
import { OrderSummary } from './order-pieces';
import { OrderStatusBadge } from './order-status';

interface OrderHistoryDialogProps {
  /** The order whose history is shown; it stays set while the dialog closes. */
  order: Order | null;
  open: boolean;
  onClose: () => void;
}

/** Every change of an order's status, oldest first: the status, when, and by whom. */
export function OrderHistoryDialog({ order, open, onClose }: OrderHistoryDialogProps) {
  const detail = useOrderDetail(order?._id ?? null);
  return (
    <Modal
      open={open}
      title={order ? `History of order #${order._id}` : 'History'}
      onClose={onClose}
      boxClassName="sm:max-w-xl"
      description={
        order && (
          <p>
            <OrderSummary order={order} />.
          </p>
        )
      }
      actions={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      {/* Nothing to load before an order is chosen: a closed dialog holds no spinner. */}
      {order && (
        <QueryContent
          query={detail}
          loading={<InlineLoader label="Loading the history…" />}
          errorTitle="We could not load the history"
          isEmpty={(found) => found.history.length === 0}
          empty={() => <EmptyNote>No changes are recorded for this order.</EmptyNote>}
        >
          {(found) => (
            <ol className="space-y-3">
              {found.history.map((event) => (
                <OrderHistoryEntry key={`${event.at}-${event.status}`} event={event} />
              ))}
            </ol>
          )}
        </QueryContent>
      )}
    </Modal>
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
