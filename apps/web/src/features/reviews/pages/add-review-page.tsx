import { usePageTitle } from '@/components/page-title';
import { SectionHeading } from '@/components/ui/section-heading';
import { ReviewForm } from '../components/review-form';

/** /dashboard/review: the signed-in customer adds a review; the newest three show on the home page. */
export function AddReviewPage({ defaultName }: { defaultName?: string | undefined }) {
  usePageTitle('Add a Review');
  return (
    <section>
      <SectionHeading as="h1" title="Add a Review" description="Tell other builders how our parts worked for you. The newest reviews appear on the home page." />
      <ReviewForm defaultName={defaultName ?? ''} />
    </section>
  );
}
