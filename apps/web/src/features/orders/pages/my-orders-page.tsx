import { Link } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { InlineLoader } from '@/components/ui/page-loader';
import { EmptyNote, QueryContent } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatCount, formatPrice } from '@/lib/format';
import { useCancelOrder } from '../api/cancel-order';
import { useMyOrders } from '../api/get-my-orders';
import { CancelOrderDialog, useOrderCancellation } from '../components/cancel-order-dialog';
import { MyOrdersTable } from '../components/my-orders-table';

/** /dashboard (customers): the signed-in customer's orders, with Pay and Cancel while unpaid. */
export function MyOrdersPage({ email }: { email: string }) {
  usePageMeta({ title: 'My Orders', description: 'Your orders with their totals: pay unpaid orders by card, or cancel them.' });
  const orders = useMyOrders(email);
  const cancellation = useOrderCancellation(useCancelOrder());

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
        {(list) => <MyOrdersTable orders={list} onCancel={cancellation.ask} />}
      </QueryContent>
      <CancelOrderDialog cancellation={cancellation}>
        {(order) => (
          <>
            Your order of <strong>{formatCount(order.quantity)}</strong> {order.quantity === 1 ? 'piece' : 'pieces'} of <strong>{order.productName}</strong> (
            {formatPrice(order.price)}) will be cancelled. This cannot be undone.
          </>
        )}
      </CancelOrderDialog>
    </section>
  );
}
