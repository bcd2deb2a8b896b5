import { usePageMeta } from '@/components/page-meta';
import { InlineLoader } from '@/components/ui/page-loader';
import { QueryContent } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useMyReview } from '../api/get-my-review';
import { ReviewEligibilityNote } from '../components/review-eligibility-note';
import { ReviewForm } from '../components/review-form';

/**
 * /dashboard/review: a customer with a paid order adds their review of the shop, once; the newest three show on the
 * home page. Anyone else learns why not before filling anything in.
 */
export function AddReviewPage({ defaultName }: { defaultName?: string | undefined }) {
  usePageMeta({ title: 'Add a Review', description: 'Tell other customers about the parts you bought: a rating from 1 to 5, your words and a photo.' });
  const myReview = useMyReview();
  return (
    <section>
      <SectionHeading
        as="h1"
        title="Add a Review"
        description="Tell other builders how our parts worked for you. The newest reviews appear on the home page."
      />
      <QueryContent query={myReview} loading={<InlineLoader label="Checking whether you can add a review…" />} errorTitle="We could not load your review">
        {(mine) => (mine.eligibility === 'can-review' ? <ReviewForm defaultName={defaultName ?? ''} /> : <ReviewEligibilityNote {...mine} />)}
      </QueryContent>
    </section>
  );
}
