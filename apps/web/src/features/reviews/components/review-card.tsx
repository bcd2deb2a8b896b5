import type { Review } from '@partsmith/contract';
import { webMessages } from '@partsmith/contract/web-messages';
import { useState } from 'react';
import { StarRating } from './star-rating';

export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="card render-when-visible-64 h-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StarRating value={review.ratings} />
          {review.verified && <VerifiedBuyerBadge />}
        </div>
        <blockquote className="line-clamp-6 min-h-24 leading-relaxed text-base-content/85">“{review.review}”</blockquote>
        <figcaption className="mt-auto flex items-center gap-3 border-t border-base-300 pt-4">
          <ReviewerPhoto src={review.image} name={review.name} />
          <div className="min-w-0">
            <p className="truncate font-semibold">{review.name}</p>
            <p className="truncate text-sm text-base-content/75">{review.location}</p>
          </div>
        </figcaption>
      </div>
    </figure>
  );
}

/** The author had a paid order when writing the review. */
export function VerifiedBuyerBadge() {
  return (
    <span className="badge badge-soft badge-sm font-semibold whitespace-nowrap badge-primary">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <path d="m5 12 5 5 9-10" />
      </svg>
      {webMessages.verifiedBuyer}
    </span>
  );
}

/** The reviewer's photo, or their initial when the photo is missing or fails to load. */
function ReviewerPhoto({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className="avatar avatar-placeholder">
        <div className="size-12 rounded-full bg-secondary text-secondary-content">
          <span className="text-lg font-semibold" role="img" aria-label={name}>
            {name.trim().charAt(0).toUpperCase() || '?'}
          </span>
        </div>
      </div>
    );
  }
  return (
    <div className="avatar">
      <div className="size-12 rounded-full bg-base-200">
        <img src={src} alt={name} width={48} height={48} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      </div>
    </div>
  );
}

export function ReviewCardSkeleton() {
  return (
    <div className="card render-when-visible-64 h-full border border-base-300 bg-base-100 shadow-sm" aria-hidden="true">
      <div className="card-body gap-4 p-6">
        <div className="skeleton h-5 w-28" />
        <div className="min-h-24 space-y-2">
          <div className="skeleton h-4 w-full" />
          <div className="skeleton h-4 w-full" />
          <div className="skeleton h-4 w-2/3" />
        </div>
        <div className="mt-auto flex items-center gap-3 border-t border-base-300 pt-4">
          <div className="skeleton size-12 shrink-0 rounded-full" />
          <div className="w-full space-y-2">
            <div className="skeleton h-4 w-1/3" />
            <div className="skeleton h-3.5 w-1/4" />
          </div>
        </div>
      </div>
    </div>
  );
}
