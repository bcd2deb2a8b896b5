import type { AdminOverview } from '@partsmith/contract';
import { webMessages } from '@partsmith/contract/web-messages';
import { useId } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { QueryContent } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatCount, formatPieces } from '@/lib/format';
import { useOverview } from '../api/get-overview';
import { LowStockTable } from '../components/low-stock-table';
import { OverviewFigures, OverviewFiguresSkeleton } from '../components/overview-figures';

/** /dashboard (admins): what needs doing now, each figure a link to the list behind it. */
export function OverviewPage() {
  usePageMeta({
    title: 'Overview',
    description:
      "Orders awaiting shipment, unpaid orders about to expire, invoices overdue on terms, the last 30 days' revenue, quotes to answer and the parts low on stock.",
  });
  const overview = useOverview();
  return (
    <section>
      <SectionHeading as="h1" title="Overview" description="What needs doing now. Each figure opens the orders, quotes or parts behind it." />
      <QueryContent query={overview} loading={<OverviewSkeleton />} errorTitle="We could not load the overview">
        {(figures) => (
          <div className="space-y-10">
            <OverviewFigures overview={figures} />
            <LowStock overview={figures} />
          </div>
        )}
      </QueryContent>
    </section>
  );
}

function LowStock({ overview }: { overview: AdminOverview }) {
  const headingId = useId();
  const { lowStock, lowStockCount, outOfStockCount, lowStockThreshold } = overview;
  const listed = lowStock.length < lowStockCount ? ` The ${formatCount(lowStock.length)} lowest are listed.` : '';
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            Low stock
          </h2>
          <p className="text-base-content/75">
            {lowStockCount === 0
              ? `Every part has at least ${formatPieces(lowStockThreshold)} and its minimum order in stock.`
              : `${webMessages.partCount(lowStockCount)} below ${formatPieces(lowStockThreshold)} or their minimum order, ${formatCount(outOfStockCount)} of them out of stock.${listed}`}
          </p>
        </div>
        <Link to="/dashboard/manage-products" className="link shrink-0 font-medium link-primary">
          All products
        </Link>
      </div>
      {lowStock.length > 0 && <LowStockTable parts={lowStock} />}
    </section>
  );
}

function OverviewSkeleton() {
  return (
    <div className="space-y-10 motion-safe:animate-pulse" role="status">
      <span className="sr-only">Loading the overview…</span>
      <OverviewFiguresSkeleton />
      <div className="space-y-4" aria-hidden="true">
        <div className="skeleton h-8 w-40" />
        <div className="skeleton h-5 w-full max-w-md" />
        <div className="skeleton h-64 rounded-box" />
      </div>
    </div>
  );
}
