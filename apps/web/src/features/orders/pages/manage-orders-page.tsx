import { MAX_ORDER_SEARCH_LENGTH, type Order, ORDER_PAGE_SIZE } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { listMessages } from '@partsmith/contract/list-messages';
import { usePageMeta } from '@/components/page-meta';
import { DownloadLink } from '@/components/ui/download-link';
import { ConfirmedMutationDialog, useConfirmation, useConfirmedMutation } from '@/components/ui/confirm-dialog';
import { InlineLoader } from '@/components/ui/page-loader';
import { PagedQueryContent } from '@/components/ui/paged-query-content';
import { EmptyNote, useDrawnAnswer } from '@/components/ui/query-content';
import { SearchBox } from '@/components/ui/search-box';
import { SectionHeading } from '@/components/ui/section-heading';
import { useListSearch } from '@/lib/use-list-search';
import { useCancelOrderAsAdmin } from '../api/cancel-order-as-admin';
import { type OrderStatusChangeRequest, useChangeOrderStatus } from '../api/change-order-status';
import { allOrdersExportUrl } from '../api/export-all-orders';
import { useAllOrders } from '../api/get-all-orders';
import { orderFiltersFromSearch } from '../api/order-list-query';
import { CancelOrderDialog, useOrderCancellation } from '../components/cancel-order-dialog';
import { ManageOrdersTable } from '../components/manage-orders-table';
import { OrderHistoryDialog } from '../components/order-history-dialog';
import { OrderSortSelect, OrderStatusSelect, OrderFlagFilter } from '../components/order-list-filters';
import { OrderPieces, OrderSummary } from '../components/order-pieces';
import { RecordTransferDialog } from '../components/record-transfer-dialog';
import { ShipOrderDialog } from '../components/ship-order-dialog';

/**
 * /dashboard/manage-orders (admin): every customer's orders, searched, filtered and paged, moved on from paid to delivered;
 * an order on terms is paid by recording its bank transfer.
 */
export function ManageOrdersPage() {
  usePageMeta({
    title: 'Manage Orders',
    description: 'All customer orders: admins ship paid orders and orders on terms, mark them delivered, and cancel unpaid or paid ones here.',
  });
  const { searchParams, page, hrefFor, setFilter } = useListSearch();
  const filters = orderFiltersFromSearch(searchParams);
  const orders = useAllOrders({ ...filters, offset: (page - 1) * ORDER_PAGE_SIZE });
  const total = useDrawnAnswer(orders)?.total;
  const cancellation = useOrderCancellation(useCancelOrderAsAdmin());
  const shipping = useConfirmation<Order>();
  const transfer = useConfirmation<Order>();
  const delivery = useConfirmedMutation(useChangeOrderStatus(), {
    variables: (order: Order): OrderStatusChangeRequest => ({ orderId: order._id, change: { status: 'delivered' } }),
    successMessage: messages.orders.delivered,
  });
  const history = useConfirmation<Order>();
  const filtered = filters.status !== 'all' || filters.q !== '' || filters.overdue || filters.toShip;

  return (
    <section>
      <SectionHeading
        as="h1"
        title="Manage Orders"
        description="Every customer's orders. Ship paid orders and orders on terms, and mark them delivered; cancel an order until it is shipped."
        action={<DownloadLink href={allOrdersExportUrl(filters)}>Download CSV</DownloadLink>}
      />
      <div className="mb-4 space-y-3 rounded-box border border-base-300 bg-base-200/60 p-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <SearchBox
            label="Search orders"
            placeholder="Email, part name or order number"
            value={filters.q}
            maxLength={MAX_ORDER_SEARCH_LENGTH}
            onSearch={(q) => setFilter('q', q)}
          />
          <OrderStatusSelect value={filters.status} onChange={(status) => setFilter('status', status === 'all' ? '' : status)} />
          <OrderSortSelect value={filters.sort} onChange={(sort) => setFilter('sort', sort === 'newest' ? '' : sort)} />
        </div>
        <div className="flex flex-wrap gap-x-6">
          <OrderFlagFilter label={listMessages.toShipOnly} checked={filters.toShip} onChange={(toShip) => setFilter('toShip', toShip ? 'true' : '')} />
          <OrderFlagFilter label={listMessages.overdueOnly} checked={filters.overdue} onChange={(overdue) => setFilter('overdue', overdue ? 'true' : '')} />
        </div>
      </div>
      <p className="mb-4 min-h-6 text-sm font-medium text-base-content/80" aria-live="polite">
        {total === undefined || orders.isPlaceholderData ? '' : listMessages.orderCount(total)}
      </p>
      <PagedQueryContent
        query={orders}
        page={page}
        pageSize={ORDER_PAGE_SIZE}
        hrefFor={hrefFor}
        loading={<InlineLoader label="Loading orders…" />}
        errorTitle="We could not load the orders"
        empty={<EmptyNote>{filtered ? listMessages.noOrdersMatch : listMessages.noOrdersAtAll}</EmptyNote>}
      >
        {(list) => (
          <ManageOrdersTable
            orders={list}
            onShip={shipping.ask}
            onRecordTransfer={transfer.ask}
            onDeliver={delivery.ask}
            onShowHistory={history.ask}
            onCancel={cancellation.ask}
          />
        )}
      </PagedQueryContent>
      <CancelOrderDialog cancellation={cancellation}>
        {(order) => (
          <>
            The order of <OrderPieces order={order} /> by <strong className="break-all">{order.email}</strong> will be cancelled permanently and its pieces go
            back to stock{order.paid && ', and its payment is refunded'}. This cannot be undone.
          </>
        )}
      </CancelOrderDialog>
      <ShipOrderDialog order={shipping.subject} open={shipping.open} onClose={shipping.close} />
      <RecordTransferDialog order={transfer.subject} open={transfer.open} onClose={transfer.close} />
      <ConfirmedMutationDialog confirmation={delivery} title="Mark this order delivered?" confirmLabel="Mark delivered" tone="primary">
        {(order) => (
          <p>
            <OrderSummary order={order} /> arrived.
          </p>
        )}
      </ConfirmedMutationDialog>
      <OrderHistoryDialog order={history.subject} open={history.open} onClose={history.close} />
    </section>
  );
}
