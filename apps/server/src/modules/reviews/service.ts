import { type MyReview, type Review, type ReviewListQuery, type ReviewRecord, messages, type reviewCreateSchema } from '@partsmith/contract';
import type { z } from 'zod';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { SessionUser } from '../../plugins/guards';
import { type AuditActor, auditedAs } from '../audit';
import type { ModeratedReview, ReviewRecordRow, ReviewRepository } from './repository';

export interface ReviewServiceDependencies {
  /** Whether the account has an order it paid for (paid, shipped or delivered). */
  hasPaidOrder: (user: SessionUser) => Promise<boolean>;
}

type ReviewRow = Pick<ReviewRecordRow, 'id' | 'name' | 'location' | 'review' | 'ratings' | 'image' | 'verified'>;

const present = ({ id, name, location, review, ratings, image, verified }: ReviewRow): Review => ({
  _id: String(id),
  name,
  location,
  review,
  ratings,
  image,
  verified: Boolean(verified),
});

const presentRecord = (row: ReviewRecordRow): ReviewRecord => ({
  ...present(row),
  hidden: row.hidden_at !== null,
  email: row.email,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Records an admin's moderation of a review: whether it shows; an admin knows it by its author. */
const auditModeration = auditedAs<ModeratedReview>({
  id: (review) => String(review.id),
  label: (review) => `Review by ${review.email ?? review.name}`,
  fields: (review) => ({ hidden: review.hidden }),
});

/** Reviews of the shop come from buyers: customers with a paid order, one review each; admins may hide any (decision 0013). */
export function createReviewService(repository: ReviewRepository, { hasPaidOrder }: ReviewServiceDependencies) {
  return {
    async create(user: SessionUser, review: z.output<typeof reviewCreateSchema>): Promise<string> {
      if (user.role === 'admin') throw new ForbiddenError(messages.reviews.adminCannotReview);
      if (!(await hasPaidOrder(user))) throw new ForbiddenError(messages.reviews.paidOrderRequired);
      const id = await repository.create({ userId: user.id, verified: true, ...review });
      if (id === null) throw new ConflictError(messages.reviews.alreadyReviewed);
      return id;
    },

    /** The account's review, if any, and whether it may add one now. */
    async mine(user: SessionUser): Promise<MyReview> {
      const row = await repository.findByUser(user.id);
      const review = row ? presentRecord(row) : null;
      if (user.role === 'admin') return { eligibility: 'admin', review };
      if (review) return { eligibility: 'already-reviewed', review };
      return { eligibility: (await hasPaidOrder(user)) ? 'can-review' : 'needs-paid-order', review };
    },

    async listNewest(query: ReviewListQuery): Promise<Review[]> {
      return (await repository.listVisible(query)).map(present);
    },

    async listAll(query: ReviewListQuery): Promise<{ reviews: ReviewRecord[]; total: number }> {
      const { rows, total } = await repository.listAll(query);
      return { reviews: rows.map(presentRecord), total };
    },

    async setHidden(actor: AuditActor, id: string, hidden: boolean): Promise<ReviewRecord> {
      const row = await repository.setHidden(id, hidden, new Date().toISOString(), auditModeration(actor, 'review.moderated'));
      if (!row) throw new NotFoundError(messages.reviews.notFound);
      return presentRecord(row);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
