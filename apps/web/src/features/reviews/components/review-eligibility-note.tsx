import type { MyReview } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { Link } from 'react-router';
import { ReviewCard } from './review-card';

const noteClassName = 'rounded-box border border-base-300 bg-base-200/60 p-6 text-base-content/85';

/** Why the account cannot add a review now, in place of the form: no paid order yet, its review is in, or an admin's. */
export function ReviewEligibilityNote({ eligibility, review }: MyReview) {
  if (review) {
    return (
      <div className="max-w-md space-y-4">
        <p className={noteClassName}>{messages.reviews.alreadyReviewed}</p>
        <h2 className="text-xl font-semibold">Your review</h2>
        {review.hidden && <p className="font-medium">{messages.reviews.hiddenByShop}</p>}
        <ReviewCard review={review} />
      </div>
    );
  }
  if (eligibility === 'admin') return <p className={noteClassName}>{messages.reviews.adminCannotReview}</p>;
  return (
    <div className={`${noteClassName} space-y-4`}>
      <p>{messages.reviews.paidOrderRequired}</p>
      <p className="flex flex-wrap gap-3">
        <Link to="/product" className="btn btn-primary">
          Browse parts
        </Link>
        <Link to="/dashboard" className="btn border-base-300">
          My Orders
        </Link>
      </p>
    </div>
  );
}
