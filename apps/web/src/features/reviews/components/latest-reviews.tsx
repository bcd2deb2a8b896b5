import { HOME_REVIEW_COUNT } from '@partsmith/contract/constants';
import { webMessages } from '@partsmith/contract/web-messages';
import { EmptyNote, QueryContent } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useReviews } from '../api/get-reviews';
import { ReviewCard, ReviewCardSkeleton } from './review-card';

const gridClassName = 'grid grid-cols-1 gap-6 md:grid-cols-3';

/** Home page section: the newest customer reviews. */
export function LatestReviews() {
  const reviews = useReviews({ limit: HOME_REVIEW_COUNT });

  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading
        id="reviews-heading"
        eyebrow="Reviews"
        title="What our customers say"
        description="Straight from the workshops and builders who order from us."
      />
      <QueryContent
        query={reviews}
        loading={
          <div className={`${gridClassName} motion-safe:animate-pulse`} role="status">
            <span className="sr-only">Loading reviews…</span>
            {Array.from({ length: HOME_REVIEW_COUNT }, (_, index) => (
              <ReviewCardSkeleton key={index} />
            ))}
          </div>
        }
        errorTitle="We could not load the reviews"
        isEmpty={(data) => data.length === 0}
        empty={() => <EmptyNote>{webMessages.noReviews}</EmptyNote>}
      >
        {(data) => (
          <ul className={gridClassName}>
            {data.map((review) => (
              <li key={review._id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </QueryContent>
    </section>
  );
}
