import { usePageMeta } from '@/components/page-meta';
import { LatestProducts } from '@/features/catalog/components/latest-products';
import { BusinessSummarySection } from '@/features/marketing/components/business-summary-section';
import { HeroSection } from '@/features/marketing/components/hero-section';
import { SuccessSection } from '@/features/marketing/components/success-section';
import { WhyUsSection } from '@/features/marketing/components/why-us-section';
import { LatestReviews } from '@/features/reviews/components/latest-reviews';

/** Home, in the spec's order: hero, latest parts, business summary, why us, latest reviews, success (footer follows). */
export function Component() {
  usePageMeta({
    title: 'Home',
    description: 'Computer parts straight from the manufacturer, priced per piece: the newest parts, our numbers and what customers say.',
  });
  return (
    <>
      <HeroSection />
      <LatestProducts />
      <BusinessSummarySection />
      <WhyUsSection />
      <LatestReviews />
      <SuccessSection />
    </>
  );
}
