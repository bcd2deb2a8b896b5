import type { ReviewListQuery } from '@partsmith/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createReviewRepository(db: Kysely<Database>) {
  return {
    async listNewest({ limit, offset }: ReviewListQuery) {
      return db
        .selectFrom('reviews')
        .select(['id', 'name', 'location', 'review', 'ratings', 'image'])
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
