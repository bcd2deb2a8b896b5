import { z } from 'zod';
import { pageQueryShape, searchQuery } from './paging';
import { MIN_PASSWORD_LENGTH } from './constants';
import { siteImageSchema } from './content';
import { linesOfText, oneLineText, requiredText } from './fields';
import { messages } from './messages';

const v = messages.validation;

export const MAX_PASSWORD_LENGTH = 128;

/** A practical address check: something@something.tld. Emails are compared lower-cased. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emailSchema = z
  .string({ error: v.emailRequired })
  .trim()
  .min(1, { error: v.emailRequired })
  .max(254, { error: v.emailInvalid })
  .regex(EMAIL_PATTERN, { error: v.emailInvalid })
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: v.passwordRequired })
  .min(1, { error: v.passwordRequired })
  .min(MIN_PASSWORD_LENGTH, { error: v.passwordTooShort })
  .max(MAX_PASSWORD_LENGTH, { error: v.passwordTooLong });

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginInput = z.input<typeof loginSchema>;

/** Room for any real full name (the UK government's data standard for names allows 70 characters). */
export const MAX_NAME_LENGTH = 70;
/** Control characters (line breaks and tabs among them), line and paragraph separators, and marks that reverse the text's direction. */
const NAME_CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * Whether a name holds something a mail client or a page would show as a link: a scheme (https://), or a domain
 * (www.example.com, example.com, me@example.com). Initials before a name (A.K.M. Rahman, A.Rahman) are not a domain.
 */
function nameLooksLikeLink(name: string): boolean {
  if (name.includes('://')) return true;
  return name.split(/[^\p{L}\p{N}.-]+/u).some((token) => {
    const labels = token.replace(/^[.-]+|[.-]+$/g, '').split('.');
    const last = labels.at(-1) ?? '';
    if (labels.length < 2 || labels.includes('') || !/^\p{L}{2,}$/u.test(last)) return false;
    const initials = labels.slice(0, -1).every((label) => /^\p{Lu}$/u.test(label)) && /^\p{Lu}/u.test(last);
    return !initials;
  });
}

/** An account's name: one line of text, no links, shown to the account and to admins. */
export const nameSchema = z
  .string({ error: v.nameRequired })
  .trim()
  .min(1, { error: v.nameRequired })
  .max(MAX_NAME_LENGTH, { error: v.nameTooLong })
  .refine((name) => !NAME_CONTROL_CHARACTERS.test(name), { error: v.nameControlCharacters })
  .refine((name) => !nameLooksLikeLink(name), { error: v.nameLink });

export const signUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  /** The web form sends none; an API client may name an image the shop serves. */
  image: siteImageSchema.optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** What an account may change about itself through the sign-in provider's update-user: its name and picture (null: none). */
export const accountUpdateSchema = z.strictObject({ name: nameSchema.optional(), image: siteImageSchema.nullable().optional() });

/** A new password chosen with the current one (change-password); `revokeOtherSessions` ends the account's other sessions. */
export const passwordChangeSchema = z.object({ currentPassword: passwordSchema, newPassword: passwordSchema, revokeOtherSessions: z.boolean().optional() });

/** A new password chosen with a reset link's token (reset-password; the token may come in the query instead). */
export const passwordResetSchema = z.object({ newPassword: passwordSchema, token: z.string().min(1).max(200).optional() });

/** A path parameter naming an account by email. */
export const emailParamsSchema = z.object({ email: emailSchema });

/** POST /api/auth/verify-email: the token of the verification link, posted by the page's button. */
export const emailVerificationSchema = z.object({ token: z.string().min(1).max(2048) });

export const ROLES = ['admin'] as const;
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** 'admin', or null for a customer (the spec: "admin or absent"). */
  role: z.enum(ROLES).nullable(),
  /** Set by an admin: the account pays no tax (issue 35); null when it does. */
  taxExemptCertificate: z.string().nullable(),
  /** Set by an admin: the account may order by bank transfer, paying within this many days; null: card only. */
  paymentTermsDays: z.number().int().nullable(),
});
export type User = z.infer<typeof userSchema>;
export const userListSchema = z.array(userSchema);

export const USER_PAGE_SIZE = 20;
/** All Users: newest accounts first, optionally those whose email or name contains `q`. */
export const userListQuerySchema = z.object({ ...pageQueryShape(USER_PAGE_SIZE), q: searchQuery(100) });
export type UserListQuery = z.output<typeof userListQuerySchema>;
export type UserListParams = z.input<typeof userListQuerySchema>;

export const adminStatusSchema = z.object({ admin: z.boolean() });
export type AdminStatus = z.infer<typeof adminStatusSchema>;
export const tokenSchema = z.object({ token: z.string() });
export const modifiedCountSchema = z.object({ modifiedCount: z.number().int() });
export type ModifiedCount = z.infer<typeof modifiedCountSchema>;
export const deletedCountSchema = z.object({ deletedCount: z.number().int() });
export type DeletedCount = z.infer<typeof deletedCountSchema>;

export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,19}$/;

const linkedinSchema = requiredText(v.linkedinRequired, 300).refine(
  (link) => {
    try {
      const url = new URL(link);
      return url.protocol === 'https:' && /(^|\.)linkedin\.com$/i.test(url.hostname);
    } catch {
      return false;
    }
  },
  { error: v.linkedinInvalid },
);

/**
 * PUT /api/user/update/{email}. LinkedIn is optional here: the specification's own client never sends it (its form
 * requires it, and so does ours: profileFormSchema). Left out, the link saved before stays.
 */
export const profileUpdateSchema = z.object({
  /** The spec's payload carries the email; it must be the account's own. */
  email: emailSchema.optional(),
  education: requiredText(v.educationRequired, 200),
  address: requiredText(v.addressRequired, 300),
  phone: requiredText(v.phoneRequired, 20).regex(PHONE_PATTERN, { error: v.phoneInvalid }),
  linkedin: linkedinSchema.optional(),
});

/** My Profile's form: the specification's fields, LinkedIn Link required. */
export const profileFormSchema = profileUpdateSchema.extend({ linkedin: linkedinSchema });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  education: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  linkedin: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** What the web app needs to know about sign-in options before it shows the forms. */
export const authOptionsSchema = z.object({ google: z.boolean() });
export type AuthOptions = z.infer<typeof authOptionsSchema>;

/** An account's company details (the profile's Company section); every field may be left empty. */
export const companyDetailsSchema = z.strictObject({
  /** As in the specification's profile update, the body may repeat the account's email: it must be the path's. */
  email: emailSchema.optional(),
  companyName: oneLineText('The company name', 120),
  taxNumber: oneLineText('The tax number', 40),
  billingAddress: linesOfText('The billing address', 500),
});
export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;
export type CompanyDetails = z.output<typeof companyDetailsSchema>;

/** An admin marks an account tax exempt with its certificate's number, or clears it (null). */
export const taxExemptionSchema = z.strictObject({
  /** May repeat the path's email, as companyDetailsSchema's. */
  email: emailSchema.optional(),
  certificate: oneLineText('The certificate number', 60).min(1, { error: 'Give the certificate number' }).nullable(),
});
export type TaxExemption = z.output<typeof taxExemptionSchema>;

/** The longest payment terms an admin may grant (net 120). */
export const MAX_PAYMENT_TERMS_DAYS = 120;

/** An admin lets an account order on terms (net `days`, up to `creditLimit` dollars owed at once), or takes it away (days null). */
export const paymentTermsSchema = z
  .strictObject({
    /** May repeat the path's email, as companyDetailsSchema's. */
    email: emailSchema.optional(),
    days: z
      .number({ error: 'Give the days to pay' })
      .int({ error: 'The days to pay must be a whole number' })
      .min(1, { error: `The days to pay must be from 1 to ${MAX_PAYMENT_TERMS_DAYS}` })
      .max(MAX_PAYMENT_TERMS_DAYS, { error: `The days to pay must be from 1 to ${MAX_PAYMENT_TERMS_DAYS}` })
      .nullable(),
    /** Required with days; left out when the terms are taken away. */
    creditLimit: z
      .number({ error: 'Give the credit limit' })
      .min(0, { error: 'The credit limit cannot be negative' })
      .max(999_999.99, { error: 'The credit limit can be at most $999,999.99' })
      .multipleOf(0.01, { error: 'The credit limit can have at most 2 decimals' })
      .optional(),
  })
  .refine((terms) => terms.days === null || terms.creditLimit !== undefined, { error: 'Give the credit limit', path: ['creditLimit'] });
export type PaymentTermsInput = z.input<typeof paymentTermsSchema>;
export type PaymentTerms = z.output<typeof paymentTermsSchema>;

/** An account's company details and tax exemption, as its owner and the admins read them. */
export const companyAccountSchema = z.object({
  companyName: z.string(),
  taxNumber: z.string(),
  billingAddress: z.string(),
  /** Set by an admin: the account pays no tax; null when it does. */
  taxExemptCertificate: z.string().nullable(),
  /** Set by an admin: the account may order by bank transfer, paying within `days`, owing at most `creditLimit` (dollars) at once; `owed` is what it owes on terms now. Null: card only. */
  paymentTerms: z.object({ days: z.number().int(), creditLimit: z.number(), owed: z.number() }).nullable(),
});
export type CompanyAccount = z.infer<typeof companyAccountSchema>;
