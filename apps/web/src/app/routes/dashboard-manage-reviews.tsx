import { ManageReviewsPage } from '@/features/reviews/pages/manage-reviews-page';

export function Component() {
  return <ManageReviewsPage />;
}
