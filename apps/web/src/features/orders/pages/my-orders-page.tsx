import { ORDER_PAGE_SIZE } from '@partsmith/contract';
import { listMessages } from '@partsmith/contract/list-messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { InlineLoader } from '@/components/ui/page-loader';
import { PagedQueryContent } from '@/components/ui/paged-query-content';
import { EmptyNote } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useListSearch } from '@/lib/use-list-search';
import { useCancelOrder } from '../api/cancel-order';
import { useMyOrders } from '../api/get-my-orders';
import { orderFiltersFromSearch } from '../api/order-list-query';
import { OwnOrderCancelDialog, useOrderCancellation } from '../components/cancel-order-dialog';
import { MyOrdersTable } from '../components/my-orders-table';
import { OrderStatusSelect } from '../components/order-list-filters';

/** /dashboard (customers): the signed-in customer's orders, newest first, a page at a time, with Pay and Cancel while unpaid. */
export function MyOrdersPage({ email, notice }: { email: string; /** Shown under the heading. */ notice?: ReactNode }) {
  usePageMeta({
    title: 'My Orders',
    description: 'Your orders with their totals and status: pay unpaid orders by card or cancel them, and track shipped ones.',
  });
  const { searchParams, page, hrefFor, setFilter } = useListSearch();
  const { status } = orderFiltersFromSearch(searchParams);
  const orders = useMyOrders({ email, status, offset: (page - 1) * ORDER_PAGE_SIZE });
  const cancellation = useOrderCancellation(useCancelOrder());

  return (
    <section>
      <SectionHeading
        as="h1"
        title="My Orders"
        description="Pay for an order to have it shipped; its tracking number shows here once it is on its way. You can cancel an order until it is paid."
      />
      {notice}
      <div className="mb-6">
        <OrderStatusSelect value={status} onChange={(next) => setFilter('status', next === 'all' ? '' : next)} />
      </div>
      <PagedQueryContent
        query={orders}
        page={page}
        pageSize={ORDER_PAGE_SIZE}
        hrefFor={hrefFor}
        loading={<InlineLoader label="Loading your orders…" />}
        errorTitle="We could not load your orders"
        empty={
          status === 'all' ? (
            <EmptyNote>
              {listMessages.noOrdersYet}{' '}
              <Link to="/product" className="link font-medium link-primary">
                Browse parts
              </Link>
            </EmptyNote>
          ) : (
            <EmptyNote>{listMessages.noOrdersMatch}</EmptyNote>
          )
        }
      >
        {(list) => <MyOrdersTable orders={list} onCancel={cancellation.ask} />}
      </PagedQueryContent>
      <OwnOrderCancelDialog cancellation={cancellation} />
    </section>
  );
}
