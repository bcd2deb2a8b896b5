import type { OrderDetail } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { type ReactNode, useId } from 'react';
import { usePageMeta } from '@/components/page-meta';
import { formatDateTime } from '@/lib/format';
import { OrderBreadcrumbs } from '../components/order-breadcrumbs';
import { OrderContent } from '../components/order-content';
import { OrderLinesTable } from '../components/order-lines-table';
import { ShipTo } from '../components/ship-to';
import { orderPath } from '../lib/order-paths';

const copy = orderPageMessages;

interface PackingSlipPageProps {
  orderId: string;
  /** The shop's name and address, from the site's content (the route reads it). */
  from: ReactNode;
}

/**
 * /dashboard/manage-orders/{id}/packing-slip (admin): the sheet that goes into the parcel. The shop's address, the
 * order's number and date, where it goes and the parts with their quantities, without prices. Printed, it is the whole
 * page: the site's bars and menus stay on screen (index.css).
 */
export function PackingSlipPage({ orderId, from }: PackingSlipPageProps) {
  usePageMeta({ title: copy.packingSlipTitle(orderId), description: copy.packingSlipDescription });
  return (
    <section data-print-alone>
      <div className="print:hidden">
        <OrderBreadcrumbs admin trail={[{ label: copy.orderTitle(orderId), to: orderPath(orderId) }]} current={copy.packingSlip} />
      </div>
      <OrderContent orderId={orderId} admin>
        {(order) => <PackingSlip order={order} from={from} />}
      </OrderContent>
    </section>
  );
}

function PackingSlip({ order, from }: { order: OrderDetail; from: ReactNode }) {
  const fromId = useId();
  const shipToId = useId();
  return (
    <article className="space-y-8 rounded-box border border-base-300 bg-base-100 p-5 sm:p-10 print:rounded-none print:border-0 print:p-0">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between print:flex-row">
        <div className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight">{copy.packingSlip}</h1>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">{copy.order}</dt>
            <dd className="tabular-nums">{copy.orderNumber(order._id)}</dd>
            <dt className="font-semibold">{copy.orderDate}</dt>
            <dd>
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </dd>
          </dl>
        </div>
        <button type="button" className="btn btn-primary print:hidden" onClick={() => window.print()}>
          {copy.print}
        </button>
      </div>
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby={fromId}>
          <h2 id={fromId} className="mb-2 text-sm font-semibold tracking-wide text-base-content/75 uppercase">
            {copy.from}
          </h2>
          {from}
        </section>
        <section aria-labelledby={shipToId}>
          <h2 id={shipToId} className="mb-2 text-sm font-semibold tracking-wide text-base-content/75 uppercase">
            {copy.shipTo}
          </h2>
          <p className="font-semibold break-all">{order.email}</p>
          <ShipTo order={order} />
        </section>
      </div>
      <OrderLinesTable order={order} prices={false} />
    </article>
  );
}
