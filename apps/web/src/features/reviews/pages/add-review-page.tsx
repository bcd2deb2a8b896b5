import { usePageMeta } from '@/components/page-meta';
import { SectionHeading } from '@/components/ui/section-heading';
import { ReviewForm } from '../components/review-form';

/** /dashboard/review: the signed-in customer adds a review; the newest three show on the home page. */
export function AddReviewPage({ defaultName }: { defaultName?: string | undefined }) {
  usePageMeta({ title: 'Add a Review', description: 'Tell other customers about the parts you bought: a rating from 1 to 5, your words and a photo.' });
  return (
    <section>
      <SectionHeading
        as="h1"
        title="Add a Review"
        description="Tell other builders how our parts worked for you. The newest reviews appear on the home page."
      />
      <ReviewForm defaultName={defaultName ?? ''} />
    </section>
  );
}
