import { usePageMeta } from '@/components/page-meta';
import { InlineLoader } from '@/components/ui/page-loader';
import { EmptyNote, QueryContent } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatCount } from '@/lib/format';
import { useCancelOrderAsAdmin } from '../api/cancel-order-as-admin';
import { useAllOrders } from '../api/get-all-orders';
import { CancelOrderDialog, useOrderCancellation } from '../components/cancel-order-dialog';
import { ManageOrdersTable } from '../components/manage-orders-table';

/** /dashboard/manage-orders (admin): every customer's orders, with Cancel Order. */
export function ManageOrdersPage() {
  usePageMeta({ title: 'Manage Orders', description: 'All customer orders, paid and unpaid; admins cancel unpaid orders here.' });
  const orders = useAllOrders();
  const cancellation = useOrderCancellation(useCancelOrderAsAdmin());

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
        {(list) => <ManageOrdersTable orders={list} onCancel={cancellation.ask} />}
      </QueryContent>
      <CancelOrderDialog cancellation={cancellation}>
        {(order) => (
          <>
            The order of <strong>{formatCount(order.quantity)}</strong> {order.quantity === 1 ? 'piece' : 'pieces'} of <strong>{order.productName}</strong> by{' '}
            <strong className="break-all">{order.email}</strong> will be cancelled permanently and its pieces go back to stock. This cannot be undone.
          </>
        )}
      </CancelOrderDialog>
    </section>
  );
}
