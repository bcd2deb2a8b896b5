import type { AdminOverview } from '@partsmith/contract';
import { Link } from 'react-router';
import { formatCount, formatPrice } from '@/lib/format';
import { PAID_ORDERS_FILTER } from '@/lib/admin-paths';

interface Figure {
  label: string;
  value: string;
  detail: string;
  /** The list behind the figure: Manage Orders filtered to the orders it counts, or Quote Requests. */
  to: string;
}

function figuresOf(overview: AdminOverview): Figure[] {
  const orders = (count: number) => `${formatCount(count)} ${count === 1 ? 'order' : 'orders'}`;
  return [
    {
      label: 'Awaiting shipment',
      value: formatCount(overview.awaitingShipment),
      detail: 'Paid orders not shipped yet',
      to: '/dashboard/manage-orders?status=paid&sort=oldest',
    },
    {
      label: 'Expiring soon',
      value: formatCount(overview.expiringSoon),
      detail: 'Unpaid orders whose hold ends soon',
      to: '/dashboard/manage-orders?status=unpaid&sort=oldest',
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

/** The figures as cards, each a link to the orders or quotes it counts. */
export function OverviewFigures({ overview }: { overview: AdminOverview }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {figuresOf(overview).map((figure) => (
        <li key={figure.label}>
          <Link
            to={figure.to}
            className="stat h-full place-items-start rounded-box border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <span className="stat-title text-base whitespace-normal text-base-content/75">{figure.label}</span>
            <span className="stat-value text-3xl [overflow-wrap:anywhere] whitespace-normal tabular-nums sm:text-4xl">{figure.value}</span>
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
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-hidden="true">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="skeleton h-[7.75rem] rounded-box" />
      ))}
    </div>
  );
}
