import type { ReviewListQuery } from '@partsmith/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createReviewRepository(db: Kysely<Database>) {
  return {
    async create(review: { userId: string; name: string; location: string; review: string; ratings: number; image: string }): Promise<string> {
      const { userId, ...fields } = review;
      const row = await db
        .insertInto('reviews')
        .values({ ...fields, user_id: userId, seed_key: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(row.id);
    },

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
