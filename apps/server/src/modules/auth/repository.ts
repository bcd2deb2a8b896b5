import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Password sign-ins that count against an account (decision 0014): its email, and the device cookie (or null: none). */
export function createSignInAttemptRepository(db: Kysely<Database>) {
  const attemptsOf = (account: string, device: string | null) =>
    db
      .selectFrom('sign_in_attempts')
      .where('account', '=', account)
      .where('device', device === null ? 'is' : '=', device);

  return {
    /**
     * Records an attempt, then answers the attempts of its account and device since `since` (its own included), newest
     * first, at most `limit`: recorded first, attempts made at the same moment on several instances all see each other.
     */
    async record(attempt: { id: string; account: string; device: string | null; at: Date }, since: Date, limit: number) {
      await db
        .insertInto('sign_in_attempts')
        .values({ id: attempt.id, account: attempt.account, device: attempt.device, attempted_at: attempt.at.toISOString() })
        .execute();
      const rows = await attemptsOf(attempt.account, attempt.device)
        .select(['id', 'attempted_at'])
        .where('attempted_at', '>', since.toISOString())
        .orderBy('attempted_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ id: row.id, at: new Date(row.attempted_at) }));
    },

    async forget(id: string): Promise<void> {
      await db.deleteFrom('sign_in_attempts').where('id', '=', id).execute();
    },

    /** Attempts older than the window count for nothing any more. */
    async forgetBefore(cutoff: Date): Promise<void> {
      await db.deleteFrom('sign_in_attempts').where('attempted_at', '<', cutoff.toISOString()).execute();
    },
  };
}

export type SignInAttemptRepository = ReturnType<typeof createSignInAttemptRepository>;

/** What the auth module writes to accounts itself, beside Better Auth. */
export function createAccountRepository(db: Kysely<Database>) {
  return {
    async markEmailVerified(userId: string): Promise<void> {
      await db.updateTable('users').set({ email_verified: 1, updated_at: new Date().toISOString() }).where('id', '=', userId).execute();
    },

    /** Removes the account's password and ends every session and API token of it, in one transaction. */
    async endPasswordAndSessions(userId: string): Promise<{ password: boolean }> {
      return db.transaction().execute(async (trx) => {
        const dropped = await trx.deleteFrom('accounts').where('user_id', '=', userId).where('provider_id', '=', 'credential').executeTakeFirst();
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        return { password: Number(dropped.numDeletedRows) > 0 };
      });
    },

    /**
     * ADMIN_EMAILS (at start, and when an identity provider joins an account): makes admin the listed accounts (or the
     * one account `userId`, if listed) whose address an identity provider verified and which have no password, so
     * that nobody but the address's owner can have set a way in. A password account is made admin with `npm run make-admin`.
     */
    async makeListedAdmins(emails: string[], userId?: string): Promise<number> {
      if (emails.length === 0) return 0;
      let listed = db
        .updateTable('users')
        .set({ role: 'admin', updated_at: new Date().toISOString() })
        .where('email', 'in', emails)
        .where('role', 'is', null)
        .where(sql<SqlBool>`email_verified = true`)
        .where(({ and, exists, not, selectFrom }) => {
          const ways = (password: boolean) =>
            selectFrom('accounts')
              .select('accounts.id')
              .whereRef('accounts.user_id', '=', 'users.id')
              .where('accounts.provider_id', password ? '=' : '!=', 'credential');
          return and([exists(ways(false)), not(exists(ways(true)))]);
        });
      if (userId !== undefined) listed = listed.where('id', '=', userId);
      const result = await listed.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
