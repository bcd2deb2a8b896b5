import { REVIEW_PAGE_SIZE, type ReviewRecord } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { webMessages } from '@partsmith/contract/web-messages';
import { usePageMeta } from '@/components/page-meta';
import { InlineLoader } from '@/components/ui/page-loader';
import { PagedQueryContent } from '@/components/ui/paged-query-content';
import { EmptyNote, useDrawnAnswer } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useListSearch } from '@/lib/use-list-search';
import { useAllReviews } from '../api/get-all-reviews';
import { useSetReviewHidden } from '../api/set-review-hidden';
import { ManageReviewsTable } from '../components/manage-reviews-table';

/** /dashboard/manage-reviews (admin): every review, newest first and paged, hidden from the shop or shown again. */
export function ManageReviewsPage() {
  usePageMeta({ title: 'Manage Reviews', description: 'Every customer review: admins hide a review from the shop here, or show it again.' });
  const { page, hrefFor } = useListSearch();
  const reviews = useAllReviews((page - 1) * REVIEW_PAGE_SIZE);
  const setHidden = useSetReviewHidden();
  const toast = useToast();

  const toggleHidden = (review: ReviewRecord) => {
    const hidden = !review.hidden;
    setHidden.mutate(
      { reviewId: review._id, hidden },
      {
        onSuccess: () => toast.success(hidden ? messages.reviews.hidden : messages.reviews.shown),
        onError: (error) => toast.error(getErrorMessage(error)),
      },
    );
  };

  const total = useDrawnAnswer(reviews)?.total;
  return (
    <section>
      <SectionHeading
        as="h1"
        title={total === undefined ? 'Manage Reviews' : `Manage Reviews (${total})`}
        description="Hide a review from the home page and the shop, or show it again. Its author cannot post another."
      />
      <PagedQueryContent
        query={reviews}
        page={page}
        pageSize={REVIEW_PAGE_SIZE}
        hrefFor={hrefFor}
        loading={<InlineLoader label="Loading reviews…" />}
        errorTitle="We could not load the reviews"
        empty={<EmptyNote>{webMessages.noReviews}</EmptyNote>}
      >
        {(list, firstRowNumber) => (
          <ManageReviewsTable
            reviews={list}
            firstRowNumber={firstRowNumber}
            changing={setHidden.isPending ? setHidden.variables.reviewId : undefined}
            onToggleHidden={toggleHidden}
          />
        )}
      </PagedQueryContent>
    </section>
  );
}
