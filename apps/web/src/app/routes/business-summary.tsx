import { Link } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { SectionHeading } from '@/components/ui/section-heading';
import { BusinessSummaryStats } from '@/features/marketing/components/business-summary-stats';

export function Component() {
  usePageTitle('Business Summary');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <SectionHeading
        as="h1"
        eyebrow="Business summary"
        title="Partsmith in numbers"
        description="A manufacturer trusted by builders and sellers around the world."
      />
      <BusinessSummaryStats />
      <div className="mt-12 flex flex-col items-start gap-4 rounded-box bg-primary px-6 py-8 text-primary-content sm:flex-row sm:items-center sm:justify-between sm:px-10">
        <div className="space-y-1">
          <h2 className="text-2xl font-bold">Ready to order?</h2>
          <p className="opacity-90">Browse every part with its price per piece and minimum order.</p>
        </div>
        <Link to="/product" className="btn btn-lg border-0 bg-base-100 text-base-content hover:bg-base-200">
          Browse all parts
        </Link>
      </div>
    </div>
  );
}
