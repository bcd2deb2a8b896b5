import type { Order } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { Modal } from '@/components/ui/modal';
import { InlineLoader } from '@/components/ui/page-loader';
import { EmptyNote, QueryContent } from '@/components/ui/query-content';
import { useOrderDetail } from '../api/get-order-detail';
import { OrderHistoryList } from './order-history-list';
import { OrderSummary } from './order-pieces';

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
          empty={() => <EmptyNote>{orderPageMessages.noHistory}</EmptyNote>}
        >
          {(found) => <OrderHistoryList history={found.history} />}
        </QueryContent>
      )}
    </Modal>
  );
}
