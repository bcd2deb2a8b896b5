import { type Kysely, type Updateable, sql } from 'kysely';
import { awaitingTransfer } from '../../db/awaiting-transfer';
import type { Database, UserTable } from '../../db/schema';
import { containsIgnoringCase, toCount } from '../../lib/sql';
import type { ChangeHook } from '../audit';

/** An account as the audit log keeps it. */
export interface AuditedAccount {
  id: string;
  email: string;
  name: string;
  role: 'admin' | null;
  created_at: string | Date;
}

const auditedColumns = ['id', 'email', 'name', 'role', 'created_at'] as const;

export function createUserRepository(db: Kysely<Database>) {
  /**
   * Sets what an admin grants an account (its tax exemption, its payment terms) in one transaction: `onChange` (the audit
   * log) sees the account's grants before and after.
   */
  async function changeGrants(userId: string, set: Updateable<UserTable>, onChange: ChangeHook<AuditedGrants>): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const read = () =>
        trx
          .selectFrom('users')
          .select(['id', 'email', 'tax_exempt_certificate', 'payment_terms_days', 'credit_limit_cents'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
      const before = await read();
      await trx.updateTable('users').set(set).where('id', '=', userId).execute();
      await onChange(trx, { before, after: await read() });
    });
  }

  return {
    /** A page of the accounts, newest first, whose email or name contains `q`; and how many match. */
    async list({ q, limit, offset }: { q?: string; limit: number; offset: number }) {
      const matching = q
        ? db.selectFrom('users').where((eb) => eb.or([containsIgnoringCase('email', q), containsIgnoringCase('name', q)]))
        : db.selectFrom('users');
      const [users, counted] = await Promise.all([
        matching
          .select(['id', 'name', 'email', 'role', 'tax_exempt_certificate', 'payment_terms_days'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        matching.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { users, total: toCount(counted.total) };
    },

    async findByEmail(email: string) {
      return db.selectFrom('users').select(['id', 'name', 'email', 'role']).where('email', '=', email).executeTakeFirst();
    },

    /**
     * Makes the account admin unless it is already. With `onChange`, in one transaction with it: the account as it is
     * after, and before (the same, as a customer: the update changes only accounts that were not admins).
     */
    async makeAdmin(email: string, onChange?: ChangeHook<AuditedAccount>): Promise<number> {
      const promote = (executor: Kysely<Database>) =>
        executor.updateTable('users').set({ role: 'admin', updated_at: new Date().toISOString() }).where('email', '=', email).where('role', 'is', null);
      if (!onChange) return Number((await promote(db).executeTakeFirst()).numUpdatedRows);
      return db.transaction().execute(async (trx) => {
        const after = await promote(trx).returning(auditedColumns).executeTakeFirst();
        if (!after) return 0;
        await onChange(trx, { before: { ...after, role: null }, after });
        return 1;
      });
    },

    /**
     * Removes the account, its sign-in methods and sessions (by cascade) and its profile. Orders keep their own
     * copy of the email, product and price, so the shop's history stays whole.
     *
     * The shop always keeps an admin: before an admin is removed, every admin's row is locked, one by one in id order
     * (no-op updates: PostgreSQL holds each lock to the commit and the order rules out deadlocks; SQLite runs one
     * transaction at a time), and the admin is removed only while another one remains. Two admins deleting each other
     * at once take turns, and the second finds the first gone. `onChange` is told of the account removed, in the
     * transaction that removes it.
     */
    async delete(userId: string, onChange?: ChangeHook<AuditedAccount>): Promise<{ deletedCount: number } | { refused: 'last admin' }> {
      return db.transaction().execute(async (trx) => {
        const admins = await trx.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').execute();
        if (admins.some(({ id }) => id === userId)) {
          let othersLeft = 0;
          for (const { id } of admins) {
            const locked = await trx
              .updateTable('users')
              .set({ updated_at: sql<string>`updated_at` })
              .where('id', '=', id)
              .where('role', '=', 'admin')
              .executeTakeFirst();
            if (id !== userId) othersLeft += Number(locked.numUpdatedRows);
          }
          if (othersLeft === 0) return { refused: 'last admin' as const };
        }
        await trx.deleteFrom('profiles').where('user_id', '=', userId).execute();
        const deleted = await trx.deleteFrom('users').where('id', '=', userId).returning(auditedColumns).executeTakeFirst();
        if (deleted && onChange) await onChange(trx, { before: deleted, after: null });
        return { deletedCount: deleted ? 1 : 0 };
      });
    },

    /**
     * Mints a bearer token (a session of kind 'token') unless `perWindow` were minted since `since`, and ends the oldest
     * tokens beyond `live`, sparing `keepToken` (the caller's own session), in one transaction. The account's row is
     * locked first (a no-op update: PostgreSQL holds the lock to the commit, SQLite runs one transaction at a time), so
     * instances minting for one account at once take turns. Refused, it answers when the oldest counted token was minted.
     */
    async mintToken(input: {
      userId: string;
      session: { id: string; token: string; expiresAt: Date };
      since: Date;
      perWindow: number;
      live: number;
      keepToken: string;
    }): Promise<{ minted: true } | { minted: false; oldestCounted: Date }> {
      const { userId, session, since, perWindow, live, keepToken } = input;
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ updated_at: sql<string>`updated_at` })
          .where('id', '=', userId)
          .execute();
        const tokensOf = trx.selectFrom('sessions').where('user_id', '=', userId).where('kind', '=', 'token');
        const recent = await tokensOf
          .select('created_at')
          .where('created_at', '>', since.toISOString())
          .orderBy('created_at', 'desc')
          .limit(perWindow)
          .execute();
        const oldestCounted = recent[perWindow - 1];
        if (oldestCounted) return { minted: false, oldestCounted: new Date(oldestCounted.created_at) };
        // Two tokens minted in one millisecond would tie, and which one is the oldest would be left to chance: a new
        // token is always later than the account's newest.
        const newest = recent[0] ? new Date(recent[0].created_at).getTime() : 0;
        const now = new Date(Math.max(Date.now(), newest + 1)).toISOString();
        await trx
          .insertInto('sessions')
          .values({
            id: session.id,
            token: session.token,
            user_id: userId,
            expires_at: session.expiresAt.toISOString(),
            ip_address: null,
            user_agent: null,
            created_at: now,
            updated_at: now,
            kind: 'token',
          })
          .execute();
        const tokens = await tokensOf.select(['id', 'token']).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
        const others = tokens.filter((row) => row.id !== session.id && row.token !== keepToken);
        const ended = others.slice(Math.max(0, live - (tokens.length - others.length))).map((row) => row.id);
        if (ended.length > 0) await trx.deleteFrom('sessions').where('id', 'in', ended).execute();
        return { minted: true };
      });
    },

    /** The account's tax exemption certificate; null when it pays tax. */
    async taxExemptionOf(userId: string): Promise<string | null> {
      const user = await db.selectFrom('users').select('tax_exempt_certificate').where('id', '=', userId).executeTakeFirst();
      return user?.tax_exempt_certificate ?? null;
    },

    /** The account's company details and tax exemption. */
    async findCompany(userId: string) {
      return db
        .selectFrom('users')
        .select(['company_name', 'tax_number', 'billing_address', 'tax_exempt_certificate', 'payment_terms_days', 'credit_limit_cents'])
        .select((eb) =>
          eb
            .selectFrom('orders')
            .select((sum) => sum.fn.sum<string | number | null>('price_cents').as('owed'))
            .where('orders.user_id', '=', userId)
            .where(awaitingTransfer)
            .as('owed_on_terms_cents'),
        )
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    async saveCompany(userId: string, company: { companyName: string; taxNumber: string; billingAddress: string }): Promise<void> {
      await db
        .updateTable('users')
        // Empty fields are stored as none.
        .set({ company_name: company.companyName || null, tax_number: company.taxNumber || null, billing_address: company.billingAddress || null })
        .where('id', '=', userId)
        .execute();
    },

    /** Sets the account's payment terms (days null: none, card only); `onChange` (the audit log) sees them before and after, in the same transaction. */
    setPaymentTerms: (userId: string, terms: { days: number | null; creditLimitCents: number }, onChange: ChangeHook<AuditedGrants>) =>
      changeGrants(userId, { payment_terms_days: terms.days, credit_limit_cents: terms.days === null ? null : terms.creditLimitCents }, onChange),

    /** Sets or clears (null) the account's tax exemption; `onChange` (the audit log) sees it before and after, in the same transaction. */
    setTaxExemption: (userId: string, certificate: string | null, onChange: ChangeHook<AuditedGrants>) =>
      changeGrants(userId, { tax_exempt_certificate: certificate }, onChange),

    async findProfile(userId: string) {
      return db.selectFrom('profiles').select(['education', 'address', 'phone', 'linkedin']).where('user_id', '=', userId).executeTakeFirst();
    },

    /** Saves the profile's fields; a LinkedIn link left out keeps the one saved before. */
    async saveProfile(userId: string, profile: { education: string; address: string; phone: string; linkedin?: string | undefined }): Promise<number> {
      const updatedAt = new Date().toISOString();
      const result = await db
        .insertInto('profiles')
        .values({ user_id: userId, ...profile, linkedin: profile.linkedin ?? null, updated_at: updatedAt })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...profile, updated_at: updatedAt }))
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },
  };
}

/** What an admin grants an account, as the audit log reads it: its tax exemption and its payment terms. */
export interface AuditedGrants {
  id: string;
  email: string;
  tax_exempt_certificate: string | null;
  payment_terms_days: number | null;
  credit_limit_cents: number | null;
}

export type UserRepository = ReturnType<typeof createUserRepository>;
