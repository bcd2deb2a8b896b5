import type { Order } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { usePageMeta } from '@/components/page-meta';
import { ConfirmDialog, useConfirmedMutation } from '@/components/ui/confirm-dialog';
import { InlineLoader } from '@/components/ui/page-loader';
import { EmptyNote, QueryContent } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatCount } from '@/lib/format';
import { useCancelOrderAsAdmin } from '../api/cancel-order-as-admin';
import { useAllOrders } from '../api/get-all-orders';
import { ManageOrdersTable } from '../components/manage-orders-table';

/** /dashboard/manage-orders (admin): every customer's orders, with Cancel Order. */
export function ManageOrdersPage() {
  usePageMeta({ title: 'Manage Orders', description: 'All customer orders, paid and unpaid; admins cancel unpaid orders here.' });
  const orders = useAllOrders();
  const confirmation = useConfirmedMutation(useCancelOrderAsAdmin(), { variables: (order: Order) => order._id, successMessage: messages.toast.orderCanceled });
  const toCancel = confirmation.subject;

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
        pending={confirmation.pending}
        onConfirm={confirmation.confirm}
        onCancel={confirmation.close}
      >
        {toCancel && (
          <p>
            The order of <strong>{formatCount(toCancel.quantity)}</strong> {toCancel.quantity === 1 ? 'piece' : 'pieces'} of{' '}
            <strong>{toCancel.productName}</strong> by <strong className="break-all">{toCancel.email}</strong> will be cancelled permanently and its pieces go
            back to stock. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
