import { SectionHeading } from '@/components/ui/section-heading';
import { BusinessSummaryStats } from './business-summary-stats';

/** Home page section with the business summary figures. */
export function BusinessSummarySection() {
  return (
    <section aria-labelledby="summary-heading" className="render-when-visible-188 bg-base-200">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <SectionHeading
          id="summary-heading"
          eyebrow="Business summary"
          title="Millions of parts shipped, one piece at a time"
          description="Builders and sellers around the world rely on our factory every day."
        />
        <BusinessSummaryStats />
      </div>
    </section>
  );
}
