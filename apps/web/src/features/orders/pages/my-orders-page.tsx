import type { Order } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { ConfirmDialog, useConfirmation } from '@/components/ui/confirm-dialog';
import { InlineLoader } from '@/components/ui/page-loader';
import { EmptyNote, QueryContent } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatCount, formatPrice } from '@/lib/format';
import { useCancelOrder } from '../api/cancel-order';
import { useMyOrders } from '../api/get-my-orders';
import { MyOrdersTable } from '../components/my-orders-table';

/** /dashboard (customers): the signed-in customer's orders, with Pay and Cancel while unpaid. */
export function MyOrdersPage({ email }: { email: string }) {
  usePageTitle('My Orders');
  const orders = useMyOrders(email);
  const cancelOrder = useCancelOrder();
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
        pending={cancelOrder.isPending}
        onConfirm={handleCancel}
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
