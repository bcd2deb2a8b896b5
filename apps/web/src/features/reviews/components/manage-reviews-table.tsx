import type { ReviewRecord } from '@partsmith/contract';
import { type DataTableColumn, DataTable } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import { VerifiedBuyerBadge } from './review-card';
import { StarRating } from './star-rating';

interface ManageReviewsTableProps {
  reviews: ReviewRecord[];
  /** The place of the first review among all (21 on the second page). */
  firstRowNumber: number;
  /** The review whose Hide or Show request is running. */
  changing?: string | undefined;
  onToggleHidden: (review: ReviewRecord) => void;
}

function columns({ changing, onToggleHidden }: Omit<ManageReviewsTableProps, 'reviews' | 'firstRowNumber'>): DataTableColumn<ReviewRecord>[] {
  return [
    {
      id: 'reviewer',
      header: 'Reviewer',
      rowHeader: true,
      className: 'max-sm:col-start-2 sm:min-w-40',
      cell: (review) => (
        <>
          <span className="[overflow-wrap:anywhere]">{review.name}</span>
          <span className="block text-xs font-normal text-base-content/70 [overflow-wrap:anywhere]">{review.location}</span>
          <span className="block text-xs font-normal text-base-content/70">{formatDateTime(review.createdAt)}</span>
        </>
      ),
    },
    {
      id: 'review',
      header: 'Review',
      className: 'max-sm:col-start-2 sm:min-w-64',
      cell: (review) => (
        <div className="space-y-1">
          <StarRating value={review.ratings} />
          <p className="line-clamp-3 [overflow-wrap:anywhere]">{review.review}</p>
        </div>
      ),
    },
    {
      id: 'account',
      header: 'Account',
      phoneLabel: 'Account',
      className: 'max-sm:col-start-2',
      cell: (review) => (
        <div className="space-y-1">
          <span className="block [overflow-wrap:anywhere]">{review.email ?? 'None (demo or deleted)'}</span>
          {review.verified && <VerifiedBuyerBadge />}
        </div>
      ),
    },
    {
      id: 'shown',
      header: 'On the shop',
      phoneLabel: 'On the shop',
      className: 'max-sm:col-start-2',
      cell: (review) =>
        review.hidden ? <span className="badge font-semibold badge-neutral">Hidden</span> : <span className="badge font-semibold badge-ghost">Shown</span>,
    },
    {
      id: 'action',
      header: 'Hide or show',
      headerHidden: true,
      className: 'max-sm:col-start-2',
      cell: (review, { describedBy }) => (
        <button
          type="button"
          className={`btn btn-sm whitespace-nowrap ${review.hidden ? 'btn-primary' : 'btn-outline'}`}
          aria-describedby={describedBy}
          disabled={changing === review._id}
          onClick={() => onToggleHidden(review)}
        >
          {changing === review._id && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {review.hidden ? 'Show' : 'Hide'}
        </button>
      ),
    },
  ];
}

/**
 * Manage Reviews: who wrote each review and where, the rating and text, the account (and whether it is a verified
 * buyer), whether it shows on the shop, and Hide or Show. On phones each row becomes a small card, one value a line.
 */
export function ManageReviewsTable({ reviews, firstRowNumber, ...actions }: ManageReviewsTableProps) {
  return (
    <DataTable
      columns={columns(actions)}
      rows={reviews}
      rowKey={(review) => review._id}
      firstRowNumber={firstRowNumber}
      phoneGridClassName="max-sm:grid-cols-[2rem_minmax(0,1fr)]"
    />
  );
}
