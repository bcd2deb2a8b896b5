import type { Review, ReviewListQuery, reviewCreateSchema } from '@partsmith/contract';
import type { z } from 'zod';
import type { ReviewRepository } from './repository';

export function createReviewService(repository: ReviewRepository) {
  return {
    async create(userId: string, review: z.output<typeof reviewCreateSchema>): Promise<string> {
      return repository.create({ userId, ...review });
    },

    async listNewest(query: ReviewListQuery): Promise<Review[]> {
      const rows = await repository.listNewest(query);
      return rows.map(({ id, ...review }) => ({ _id: String(id), ...review }));
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
