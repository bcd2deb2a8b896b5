import crypto from 'node:crypto';
import {
  type AuditFields,
  type CompanyAccount,
  type CompanyDetails,
  type TaxExemption,
  type PaymentTerms,
  type Profile,
  type User,
  type UserListQuery,
  messages,
  type profileUpdateSchema,
} from '@partsmith/contract';
import type { z } from 'zod';
import type { AuthConfig } from '../../config';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../lib/errors';
import { type AuditActor, auditedAs } from '../audit';
import type { Auth } from '../auth';
import type { SessionUser } from '../../plugins/guards';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import type { AuditedAccount, AuditedGrants, UserRepository } from './repository';

/**
 * Who may act on an account: its owner, or an admin when `adminMay` says so. The spec's payloads repeat the
 * email in the body; when they do, it must name the same account as the path.
 */
function assertMayActOn(caller: SessionUser, email: string, { adminMay, bodyEmail }: { adminMay: boolean; bodyEmail?: string }) {
  if (bodyEmail !== undefined && bodyEmail !== email) throw new ForbiddenError(messages.auth.ownAccountOnly);
  if (caller.email === email) return;
  if (adminMay && caller.role === 'admin') return;
  throw new ForbiddenError(messages.auth.ownAccountOnly);
}

/** An account as the audit log keeps it: who it is, and whether it is an admin. */
const accountAuditFields = ({ email, name, role, created_at }: AuditedAccount): AuditFields => ({
  email,
  name,
  role: role ?? 'customer',
  created: new Date(created_at).toISOString(),
});

/** Records a change to an account in the audit log, as `actor`'s `action`; the account is known by its email. */
const auditAccount = auditedAs<AuditedAccount>({ id: (account) => account.id, label: (account) => account.email, fields: accountAuditFields });

/** Records an admin's setting of an account's tax exemption, the account known by its email. */
const auditExemption = auditedAs<AuditedGrants>({
  id: (account) => account.id,
  label: (account) => account.email,
  fields: (account) => ({ taxExemptCertificate: account.tax_exempt_certificate }),
});

/** Records an admin's setting of an account's payment terms (days; credit limit in dollars), the account known by its email. */
const auditTerms = auditedAs<AuditedGrants>({
  id: (account) => account.id,
  label: (account) => account.email,
  fields: (account) => ({
    paymentTermsDays: account.payment_terms_days,
    creditLimit: account.credit_limit_cents === null ? null : centsToDollars(account.credit_limit_cents),
  }),
});

type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** 32 characters of base64url, as unguessable as Better Auth's own session ids and tokens. */
const randomToken = () => crypto.randomBytes(24).toString('base64url');

export function createUserService(repository: UserRepository, auth: Auth, tokens: AuthConfig['tokens']) {
  async function findOrFail(email: string) {
    const user = await repository.findByEmail(email);
    if (!user) throw new NotFoundError(messages.auth.userNotFound);
    return user;
  }

  return {
    async list(query: UserListQuery): Promise<{ users: User[]; total: number }> {
      const { users, total } = await repository.list(query);
      return {
        users: users.map(({ id, name, email, role, tax_exempt_certificate, payment_terms_days }) => ({
          _id: id,
          name,
          email,
          role,
          taxExemptCertificate: tax_exempt_certificate,
          paymentTermsDays: payment_terms_days,
        })),
        total,
      };
    },

    async isAdmin(caller: SessionUser, email: string): Promise<boolean> {
      assertMayActOn(caller, email, { adminMay: true });
      if (caller.email === email) return caller.role === 'admin';
      return (await findOrFail(email)).role === 'admin';
    },

    /** The shop's configuration makes the account admin (the command line, the demo accounts): not an admin's change. */
    async makeAdmin(email: string): Promise<number> {
      await findOrFail(email);
      return repository.makeAdmin(email);
    },

    /** An admin makes the account admin; recorded in the audit log. */
    async promote(actor: AuditActor, email: string): Promise<number> {
      await findOrFail(email);
      return repository.makeAdmin(email, auditAccount(actor, 'user.made-admin'));
    },

    /** An admin deletes another account; never their own, and never the last admin's (two admins deleting each other at once). */
    async delete(caller: SessionUser, email: string): Promise<number> {
      const user = await findOrFail(email);
      if (user.id === caller.id) throw new ConflictError(messages.auth.cannotDeleteSelf);
      const result = await repository.delete(user.id, auditAccount(caller, 'user.deleted'));
      if ('refused' in result) throw new ConflictError(messages.auth.cannotDeleteLastAdmin);
      return result.deletedCount;
    },

    /**
     * A new session for API clients, answered as a bearer token; it ends like any session (sign out everywhere,
     * deletion). An account mints `perWindow` per window, and keeps `live` at once: minting another ends the oldest,
     * never the session the caller is using.
     */
    async issueToken(caller: SessionUser, email: string, bodyEmail?: string): Promise<string> {
      assertMayActOn(caller, email, { adminMay: false, bodyEmail });
      const { sessionConfig } = await auth.$context;
      const now = Date.now();
      const session = { id: randomToken(), token: randomToken(), expiresAt: new Date(now + sessionConfig.expiresIn * 1000) };
      const result = await repository.mintToken({
        userId: caller.id,
        session,
        since: new Date(now - tokens.windowSeconds * 1000),
        perWindow: tokens.perWindow,
        live: tokens.live,
        keepToken: caller.sessionToken,
      });
      if (!result.minted) {
        const retryAfterSeconds = Math.max(1, Math.ceil((result.oldestCounted.getTime() + tokens.windowSeconds * 1000 - now) / 1000));
        throw new TooManyRequestsError(messages.auth.tooManyTokens(retryAfterSeconds), retryAfterSeconds);
      }
      return session.token;
    },

    async profile(caller: SessionUser, email: string): Promise<Profile> {
      assertMayActOn(caller, email, { adminMay: true });
      const user = caller.email === email ? caller : await findOrFail(email);
      const profile = await repository.findProfile(user.id);
      return {
        name: user.name,
        email: user.email,
        education: profile?.education ?? null,
        address: profile?.address ?? null,
        phone: profile?.phone ?? null,
        linkedin: profile?.linkedin ?? null,
      };
    },

    /** The account's company details and tax exemption: its own, or any for an admin. */
    async company(caller: SessionUser, email: string): Promise<CompanyAccount> {
      assertMayActOn(caller, email, { adminMay: true });
      const user = caller.email === email ? caller : await findOrFail(email);
      const company = await repository.findCompany(user.id);
      if (!company) throw new NotFoundError(messages.auth.userNotFound);
      return {
        companyName: company.company_name ?? '',
        taxNumber: company.tax_number ?? '',
        billingAddress: company.billing_address ?? '',
        taxExemptCertificate: company.tax_exempt_certificate,
        paymentTerms:
          company.payment_terms_days === null
            ? null
            : {
                days: company.payment_terms_days,
                creditLimit: centsToDollars(company.credit_limit_cents ?? 0),
                owed: centsToDollars(Number(company.owed_on_terms_cents ?? 0)),
              },
      };
    },

    /** An admin grants the account payment terms (net `days`, up to `creditLimit` dollars owed), or takes them away (days null); recorded in the audit log. */
    async setPaymentTerms(actor: SessionUser, email: string, { email: bodyEmail, days, creditLimit }: PaymentTerms): Promise<CompanyAccount> {
      assertMayActOn(actor, email, { adminMay: true, bodyEmail });
      const user = await findOrFail(email);
      await repository.setPaymentTerms(user.id, { days, creditLimitCents: dollarsToCents(creditLimit ?? 0) }, auditTerms(actor, 'user.payment-terms-set'));
      return this.company(actor, email);
    },

    /** Whether the account is exempt from tax (an admin set its certificate). */
    async isTaxExempt(userId: string): Promise<boolean> {
      return (await repository.taxExemptionOf(userId)) !== null;
    },

    /** Sets the caller's own company details; orders placed from now on are invoiced to them. */
    async updateCompany(caller: SessionUser, email: string, { email: bodyEmail, ...details }: CompanyDetails): Promise<CompanyAccount> {
      assertMayActOn(caller, email, { adminMay: false, bodyEmail });
      await repository.saveCompany(caller.id, details);
      return this.company(caller, email);
    },

    /** An admin marks the account exempt from tax with its certificate's number, or clears it (null); recorded in the audit log. */
    async setTaxExemption(actor: SessionUser, email: string, { email: bodyEmail, certificate }: TaxExemption): Promise<CompanyAccount> {
      assertMayActOn(actor, email, { adminMay: true, bodyEmail });
      const user = await findOrFail(email);
      await repository.setTaxExemption(user.id, certificate, auditExemption(actor, 'user.tax-exemption-set'));
      return this.company(actor, email);
    },

    async updateProfile(caller: SessionUser, email: string, { email: bodyEmail, ...profile }: ProfileUpdate): Promise<number> {
      assertMayActOn(caller, email, { adminMay: false, bodyEmail });
      return repository.saveProfile(caller.id, profile);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
