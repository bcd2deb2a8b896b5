import type { Order } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { Link } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { ConfirmDialog, useConfirmedMutation } from '@/components/ui/confirm-dialog';
import { InlineLoader } from '@/components/ui/page-loader';
import { EmptyNote, QueryContent } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatCount, formatPrice } from '@/lib/format';
import { useCancelOrder } from '../api/cancel-order';
import { useMyOrders } from '../api/get-my-orders';
import { MyOrdersTable } from '../components/my-orders-table';

/** /dashboard (customers): the signed-in customer's orders, with Pay and Cancel while unpaid. */
export function MyOrdersPage({ email }: { email: string }) {
  usePageMeta({ title: 'My Orders', description: 'Your orders with their totals: pay unpaid orders by card, or cancel them.' });
  const orders = useMyOrders(email);
  const confirmation = useConfirmedMutation(useCancelOrder(), { variables: (order: Order) => order._id, successMessage: messages.toast.orderCanceled });
  const toCancel = confirmation.subject;

  return (
    <section>
      <SectionHeading as="h1" title="My Orders" description="Pay for an order to have it shipped. You can cancel an order until it is paid." />
      <QueryContent
        query={orders}
        loading={<InlineLoader label="Loading your orders…" />}
        errorTitle="We could not load your orders"
        isEmpty={(list) => list.length === 0}
        empty={() => (
          <EmptyNote>
            You have no orders yet.{' '}
            <Link to="/product" className="link font-medium link-primary">
              Browse parts
            </Link>
          </EmptyNote>
        )}
      >
        {(list) => <MyOrdersTable orders={list} onCancel={confirmation.ask} />}
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
            Your order of <strong>{formatCount(toCancel.quantity)}</strong> {toCancel.quantity === 1 ? 'piece' : 'pieces'} of{' '}
            <strong>{toCancel.productName}</strong> ({formatPrice(toCancel.price)}) will be cancelled. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
