import { type OrderDetail, awaitsTransfer } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { EmptyNote } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatDate, formatDateTime } from '@/lib/format';
import { useCancelOrder } from '../api/cancel-order';
import { OwnOrderCancelDialog, useOrderCancellation } from '../components/cancel-order-dialog';
import { OrderAgainButton } from '../components/order-again-button';
import { OrderBreadcrumbs } from '../components/order-breadcrumbs';
import { OrderContent } from '../components/order-content';
import { OrderDocuments } from '../components/order-documents';
import { OrderHistoryList } from '../components/order-history-list';
import { OrderLinesTable } from '../components/order-lines-table';
import { isOverdue, OrderStatusDetails } from '../components/order-status';
import { PackingSlipLink } from '../components/packing-slip-link';
import { ShipTo } from '../components/ship-to';

const copy = orderPageMessages;

interface OrderPageProps {
  orderId: string;
  /** The signed-in user's email: their own order offers Pay, Cancel and Order again. */
  email: string;
  /** An admin reads any order, comes from Manage Orders and prints its packing slip. */
  admin: boolean;
}

/**
 * /dashboard/orders/{id}: one order (the customer's own, or any for an admin): its number, date and status with its
 * history (an order on terms: the day its bank transfer is due), every line with its price (and the pieces that wait for
 * stock), what it charged (goods, delivery, tax, total), its invoice and credit note to download, where it goes, and what
 * can be done with it now: an unpaid order is paid by card, unless it is on terms, whose invoice holds the bank details.
 */
export function OrderPage({ orderId, email, admin }: OrderPageProps) {
  usePageMeta({ title: copy.orderTitle(orderId), description: copy.pageDescription });
  return (
    <section>
      <OrderBreadcrumbs admin={admin} current={copy.orderTitle(orderId)} />
      <OrderContent orderId={orderId} admin={admin}>
        {(order) => <OrderDetails order={order} mine={order.email === email} admin={admin} />}
      </OrderContent>
    </section>
  );
}

function OrderDetails({ order, mine, admin }: { order: OrderDetail; mine: boolean; admin: boolean }) {
  const cancellation = useOrderCancellation(useCancelOrder());
  const unpaid = order.status === 'unpaid';
  // An order on terms is paid by bank transfer, which an admin records: no card payment.
  const onTerms = order.paymentDueAt !== null;

  return (
    <>
      <SectionHeading
        as="h1"
        title={copy.orderTitle(order._id)}
        description={copy.placed(formatDateTime(order.createdAt))}
        action={
          <div className="flex flex-wrap gap-2">
            {mine && unpaid && (
              <>
                {!onTerms && (
                  <Link to={`/dashboard/payment/${encodeURIComponent(order._id)}`} className="btn btn-primary">
                    {messages.payments.pay}
                  </Link>
                )}
                <button type="button" className="btn btn-outline btn-error" onClick={() => cancellation.ask(order)}>
                  {copy.cancelOrder}
                </button>
              </>
            )}
            {mine && !unpaid && <OrderAgainButton order={order} className="btn btn-outline" />}
            {admin && <PackingSlipLink order={order} className="btn btn-outline" />}
          </div>
        }
      />
      {mine && awaitsTransfer(order) && order.paymentDueAt && <TransferDue order={order} dueAt={order.paymentDueAt} />}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 gap-6">
          <Part title={copy.partsHeading}>
            <OrderLinesTable order={order} />
          </Part>
          <Part title={copy.documentsHeading}>
            <OrderDocuments order={order} />
          </Part>
        </div>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
          <Part title={copy.statusHeading} boxed>
            <OrderStatusDetails order={order} payment />
          </Part>
          <Part title={copy.deliveryHeading} boxed>
            <ShipTo order={order} />
          </Part>
        </div>
      </div>
      <div className="mt-8">
        <Part title={copy.historyHeading}>
          {order.history.length > 0 ? <OrderHistoryList history={order.history} /> : <EmptyNote>{copy.noHistory}</EmptyNote>}
        </Part>
      </div>
      <OwnOrderCancelDialog cancellation={cancellation} />
    </>
  );
}

/**
 * At the top of its customer's unpaid order on terms, where a phone shows it first: the day to pay by (overdue in the
 * error colour once past), and where the bank details are.
 */
function TransferDue({ order, dueAt }: { order: OrderDetail; dueAt: string }) {
  const overdue = isOverdue(order);
  return (
    <div role="note" className={`mb-6 rounded-box border bg-base-100 p-4 ${overdue ? 'border-error' : 'border-base-300'}`}>
      <p className={`font-semibold ${overdue ? 'text-error' : ''}`}>{(overdue ? copy.overdue : copy.payByTransferBy)(formatDate(dueAt))}</p>
      <p className="mt-1 text-base-content/80">{copy.transferNote}</p>
    </div>
  );
}

/** A titled part of the order's page; `boxed` draws it as a card. */
function Part({ title, boxed = false, children }: { title: string; boxed?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`min-w-0 ${boxed ? 'rounded-box border border-base-300 bg-base-100 p-5' : ''}`}>
      <h2 id={headingId} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
