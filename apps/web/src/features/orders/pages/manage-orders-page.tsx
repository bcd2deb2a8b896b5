import type { Order } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { usePageTitle } from '@/components/page-title';
import { ConfirmDialog, useConfirmation } from '@/components/ui/confirm-dialog';
import { InlineLoader } from '@/components/ui/page-loader';
import { EmptyNote, QueryContent } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { useCancelOrderAsAdmin } from '../api/cancel-order-as-admin';
import { useAllOrders } from '../api/get-all-orders';
import { ManageOrdersTable } from '../components/manage-orders-table';

/** /dashboard/manage-orders (admin): every customer's orders, with Cancel Order. */
export function ManageOrdersPage() {
  usePageTitle('Manage Orders');
  const orders = useAllOrders();
  const cancelOrder = useCancelOrderAsAdmin();
  const toast = useToast();
  const confirmation = useConfirmation<Order>();
  const toCancel = confirmation.subject;

  const handleCancel = () => {
    if (!toCancel) return;
    cancelOrder.mutate(toCancel._id, {
      onSuccess: () => toast.success(messages.toast.orderCanceled),
      onError: (error) => toast.error(getErrorMessage(error)),
      onSettled: confirmation.close,
    });
  };

  return (
    <section>
      <SectionHeading as="h1" title="Manage Orders" description="Every customer's orders. Unpaid orders can be cancelled; their pieces go back to stock." />
      <QueryContent
        query={orders}
        loading={<InlineLoader label="Loading orders…" />}
        errorTitle="We could not load the orders"
        isEmpty={(list) => list.length === 0}
        empty={() => <EmptyNote>There are no orders yet.</EmptyNote>}
      >
        {(list) => <ManageOrdersTable orders={list} onCancel={confirmation.ask} />}
      </QueryContent>
      <ConfirmDialog
        open={confirmation.open}
        title="Cancel this order?"
        confirmLabel="Cancel Order"
        cancelLabel="Keep Order"
        pending={cancelOrder.isPending}
        onConfirm={handleCancel}
        onCancel={confirmation.close}
      >
        {toCancel && (
          <p>
            The order of <strong>{formatCount(toCancel.quantity)}</strong> {toCancel.quantity === 1 ? 'piece' : 'pieces'} of{' '}
            <strong>{toCancel.productName}</strong> by <strong className="break-all">{toCancel.email}</strong> will be cancelled permanently
            and its pieces go back to stock. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
