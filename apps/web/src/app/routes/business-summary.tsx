import { BUSINESS_SUMMARY, SHOP_NAME } from '@partsmith/contract/constants';
import { Link } from 'react-router';
import { GlassPage } from '@/components/layout/glass-page';
import { usePageMeta } from '@/components/page-meta';
import { BusinessSummaryStats } from '@/features/marketing/components/business-summary-stats';

const FIGURES = BUSINESS_SUMMARY.map((figure) => `${figure.value} ${figure.label.toLowerCase()}`).join(', ');

export function Component() {
  usePageMeta({ title: 'Business Summary', description: `${SHOP_NAME} in numbers: ${FIGURES}.` });
  return (
    <GlassPage
      eyebrow="Business summary"
      title={`${SHOP_NAME} in numbers`}
      description={<p>A manufacturer trusted by builders and sellers around the world.</p>}
      width="wide"
    >
      <BusinessSummaryStats />
      <div className="mt-10 flex flex-col items-start gap-4 rounded-box bg-primary px-6 py-8 text-primary-content sm:flex-row sm:items-center sm:justify-between sm:px-10">
        <div className="space-y-1">
          <h2 className="text-2xl font-bold">Ready to order?</h2>
          <p>Browse every part with its price per piece and minimum order.</p>
        </div>
        <Link to="/product" className="btn btn-lg border-0 bg-base-100 text-base-content hover:bg-base-200">
          Browse all parts
        </Link>
      </div>
    </GlassPage>
  );
}
