import { PAID_STATUSES } from '@partsmith/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toCount } from '../../lib/sql';

/** What an account's order limits depend on, and the limit an admin sets for it (decision 0015). */
export function createAccountLimits(db: Kysely<Database>) {
  return {
    /** What the account's limits depend on (decision 0015), or undefined if there is no account with the email. */
    async limitFactsOf(email: string) {
      const account = await db.selectFrom('users').select(['id', 'email_verified', 'order_unpaid_limit_cents']).where('email', '=', email).executeTakeFirst();
      if (!account) return undefined;
      const ofAccount = db.selectFrom('orders').where('user_id', '=', account.id);
      const [unpaid, paid] = await Promise.all([
        ofAccount
          .select((eb) => eb.fn.sum<string | number | null>('price_cents').as('cents'))
          .where('status', '=', 'unpaid')
          .executeTakeFirstOrThrow(),
        ofAccount
          .select('id')
          .where('status', 'in', [...PAID_STATUSES])
          .limit(1)
          .executeTakeFirst(),
      ]);
      return {
        emailVerified: Boolean(account.email_verified),
        ownLimitCents: account.order_unpaid_limit_cents === null ? null : Number(account.order_unpaid_limit_cents),
        hasPaidOrder: paid !== undefined,
        unpaidCents: toCount(unpaid.cents ?? 0),
      };
    },

    /** Sets the value of unpaid orders the account may hold (null: its tier's). Answers 1, or 0 if there is no such account. */
    async setOwnLimit(email: string, cents: number | null): Promise<number> {
      const result = await db.updateTable('users').set({ order_unpaid_limit_cents: cents }).where('email', '=', email).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
