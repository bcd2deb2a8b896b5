import type { Kysely } from 'kysely';
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
  };
}
