import type { ReviewListQuery } from '@partsmith/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { toCount } from '../../lib/sql';

export interface NewAccountReview {
  userId: string;
  verified: boolean;
  name: string;
  location: string;
  review: string;
  ratings: number;
  image: string;
}

export function createReviewRepository(db: Kysely<Database>) {
  /** Reviews with whether they are hidden and their author's email, for admins and for the author. */
  const records = () =>
    db
      .selectFrom('reviews')
      .leftJoin('users', 'users.id', 'reviews.user_id')
      .select([
        'reviews.id',
        'reviews.name',
        'reviews.location',
        'reviews.review',
        'reviews.ratings',
        'reviews.image',
        'reviews.verified',
        'reviews.hidden_at',
        'reviews.created_at',
        'users.email',
      ]);

  return {
    /** Stores the account's review; null when the account already has one (the unique index decides, also between requests at once). */
    async create(review: NewAccountReview): Promise<string | null> {
      const { userId, verified, ...fields } = review;
      const row = await db
        .insertInto('reviews')
        // A literal: SQLite binds no booleans, but reads `true` and `false` as 1 and 0.
        .values({ ...fields, verified: sql.lit(verified), user_id: userId, seed_key: null })
        .onConflict((oc) => oc.column('user_id').where('user_id', 'is not', null).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ? String(row.id) : null;
    },

    /** The reviews that show on the shop, newest first (read through the partial index of those not hidden). */
    async listVisible({ limit, offset }: ReviewListQuery) {
      return db
        .selectFrom('reviews')
        .select(['id', 'name', 'location', 'review', 'ratings', 'image', 'verified'])
        .where('hidden_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** A page of every review, hidden ones too, newest first; and how many there are. */
    async listAll({ limit, offset }: ReviewListQuery) {
      const [rows, counted] = await Promise.all([
        records().orderBy('reviews.id', 'desc').limit(limit).offset(offset).execute(),
        db
          .selectFrom('reviews')
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: toCount(counted.total) };
    },

    async findById(id: string) {
      return records().where('reviews.id', '=', id).executeTakeFirst();
    },

    async findByUser(userId: string) {
      return records().where('reviews.user_id', '=', userId).executeTakeFirst();
    },

    /** Hides the review (keeping when it was first hidden) or shows it again; answers the number of reviews changed. */
    async setHidden(id: string, hidden: boolean, at: string): Promise<number> {
      const result = await db
        .updateTable('reviews')
        .set({ hidden_at: hidden ? sql<string>`coalesce(hidden_at, ${at})` : null })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
export type ReviewRecordRow = NonNullable<Awaited<ReturnType<ReviewRepository['findById']>>>;
