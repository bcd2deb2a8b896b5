import type { AdminOverview } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { Link } from 'react-router';
import { formatCount, formatPrice } from '@/lib/format';
import { PAID_ORDERS_FILTER } from '@/lib/admin-paths';

interface Figure {
  label: string;
  value: string;
  detail: string;
  /** The list behind the figure: Manage Orders filtered to the orders it counts, or Quote Requests. */
  to: string;
  /** Something is late: the value in the error colour (its label says what). */
  late?: boolean;
}

function figuresOf(overview: AdminOverview): Figure[] {
  const orders = (count: number) => `${formatCount(count)} ${count === 1 ? 'order' : 'orders'}`;
  return [
    {
      label: 'Awaiting shipment',
      value: formatCount(overview.awaitingShipment),
      detail: 'Paid orders, and orders on terms, not shipped yet',
      // Manage Orders' list of the orders awaiting shipment, oldest first, each with Mark shipped.
      to: '/dashboard/manage-orders?toShip=true&sort=oldest',
    },
    {
      label: 'Expiring soon',
      value: formatCount(overview.expiringSoon),
      detail: 'Unpaid orders whose hold ends soon',
      to: '/dashboard/manage-orders?status=unpaid&sort=oldest',
    },
    {
      label: orderPageMessages.overdueInvoices,
      value: formatCount(overview.overdueInvoices),
      detail: orderPageMessages.overdueAmount(formatPrice(overview.overdueAmount)),
      // The orders on terms past their due day, shipped or not, oldest first, each with Record transfer.
      to: '/dashboard/manage-orders?overdue=true&sort=oldest',
      late: overview.overdueInvoices > 0,
    },
    {
      label: 'Quotes to answer',
      value: formatCount(overview.quotesAwaitingAnswer),
      detail: 'Quote requests waiting for a price',
      // Quote Requests opens on the requests waiting for an answer.
      to: '/dashboard/quote-requests',
    },
    {
      label: 'Revenue, last 30 days',
      value: formatPrice(overview.revenueLast30Days),
      detail: `${orders(overview.paidOrdersLast30Days)} paid`,
      to: `/dashboard/manage-orders?status=${PAID_ORDERS_FILTER}`,
    },
  ];
}

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** The figures as cards, each a link to the orders or quotes it counts. */
export function OverviewFigures({ overview }: { overview: AdminOverview }) {
  return (
    <ul className={GRID}>
      {figuresOf(overview).map((figure) => (
        <li key={figure.label}>
          <Link
            to={figure.to}
            className="stat h-full place-items-start rounded-box border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <span className="stat-title text-base whitespace-normal text-base-content/75">{figure.label}</span>
            <span className={`stat-value text-3xl [overflow-wrap:anywhere] whitespace-normal tabular-nums sm:text-4xl ${figure.late ? 'text-error' : ''}`}>
              {figure.value}
            </span>
            <span className="stat-desc text-sm whitespace-normal text-base-content/75">{figure.detail}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Same boxes as OverviewFigures, so nothing jumps when the figures arrive. */
export function OverviewFiguresSkeleton() {
  return (
    <div className={GRID} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((index) => (
        <div key={index} className="skeleton h-[7.75rem] rounded-box" />
      ))}
    </div>
  );
}
