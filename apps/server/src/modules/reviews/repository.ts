import type { ReviewListQuery } from '@partsmith/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { toCount } from '../../lib/sql';
import type { ChangeHook } from '../audit';

export interface NewAccountReview {
  userId: string;
  verified: boolean;
  name: string;
  location: string;
  review: string;
  ratings: number;
  image: string;
}

/** Reviews with whether they are hidden and their author's email, for admins and for the author. */
const records = (executor: Kysely<Database>) =>
  executor
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

export type ReviewRecordRow = Awaited<ReturnType<ReturnType<typeof records>['executeTakeFirstOrThrow']>>;
/** A review as a moderation changes it: whether it is hidden. */
export type ModeratedReview = Omit<ReviewRecordRow, 'hidden_at'> & { hidden: boolean };

export function createReviewRepository(db: Kysely<Database>) {
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
        records(db).orderBy('reviews.id', 'desc').limit(limit).offset(offset).execute(),
        db
          .selectFrom('reviews')
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: toCount(counted.total) };
    },

    async findById(id: string) {
      return records(db).where('reviews.id', '=', id).executeTakeFirst();
    },

    async findByUser(userId: string) {
      return records(db).where('reviews.user_id', '=', userId).executeTakeFirst();
    },

    /**
     * Hides the review (keeping when it was first hidden) or shows it again, in one transaction; answers the review,
     * or undefined when there is none. Only a review not already so is changed: the statement itself tells whether
     * this request changed it (then `onChange` hears of it), whatever another does at the same time.
     */
    async setHidden(id: string, hidden: boolean, at: string, onChange?: ChangeHook<ModeratedReview>): Promise<ReviewRecordRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('reviews')
          .set({ hidden_at: hidden ? at : null })
          .where('id', '=', id)
          .where('hidden_at', hidden ? 'is' : 'is not', null)
          .executeTakeFirst();
        const row = await records(trx).where('reviews.id', '=', id).executeTakeFirst();
        if (onChange && row && Number(result.numUpdatedRows) > 0) {
          const { hidden_at: _hiddenAt, ...review } = row;
          await onChange(trx, { before: { ...review, hidden: !hidden }, after: { ...review, hidden } });
        }
        return row;
      });
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
