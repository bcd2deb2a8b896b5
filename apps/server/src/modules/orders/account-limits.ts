import { PAID_STATUSES } from '@partsmith/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { unpaidByCard } from '../../db/unpaid-by-card';
import { toCount } from '../../lib/sql';
import type { ChangeHook } from '../audit';

/** An account's own limit as the audit log keeps it. */
export interface AuditedLimit {
  id: string;
  email: string;
  order_unpaid_limit_cents: number | string | null;
}

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
          .where(unpaidByCard)
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

    /**
     * An admin sets the value of unpaid orders the account may hold (null: its tier's). Answers 1, or 0 if there is no
     * such account. `onChange` is told of the limit before and after, in the transaction that sets it: the account's row
     * is locked as it is read (a no-op update), so that of two admins setting it at once the second sees the first's.
     */
    async setOwnLimit(email: string, cents: number | null, onChange: ChangeHook<AuditedLimit>): Promise<number> {
      const columns = ['id', 'email', 'order_unpaid_limit_cents'] as const;
      return db.transaction().execute(async (trx) => {
        const account = trx.updateTable('users').where('email', '=', email);
        const before = await account
          .set({ updated_at: sql<string>`updated_at` })
          .returning(columns)
          .executeTakeFirst();
        if (!before) return 0;
        const after = await account.set({ order_unpaid_limit_cents: cents }).returning(columns).executeTakeFirstOrThrow();
        await onChange(trx, { before, after });
        return 1;
      });
    },
  };
}
