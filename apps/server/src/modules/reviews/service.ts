import type { Review, ReviewListQuery } from '@partsmith/contract';
import type { ReviewRepository } from './repository';

export function createReviewService(repository: ReviewRepository) {
  return {
    async listNewest(query: ReviewListQuery): Promise<Review[]> {
      const rows = await repository.listNewest(query);
      return rows.map(({ id, ...review }) => ({ _id: String(id), ...review }));
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
