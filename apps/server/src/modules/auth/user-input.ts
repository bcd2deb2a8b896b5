import { accountUpdateSchema, loginSchema, messages, nameSchema, passwordChangeSchema, passwordResetSchema, signUpSchema } from '@partsmith/contract';
import { APIError } from 'better-auth/api';
import type { z } from 'zod';
import { describeIssues } from '../../plugins/error-handler';
import { isCommonPassword } from './common-passwords';

type BodySchema = z.ZodType<Record<string, unknown>>;

/**
 * The Better Auth routes that take an account's data, with the contract's schema for the body and the field that holds
 * a newly chosen password. Better Auth's own checks let an empty or 5,000-character name through, any string as the
 * image, and values of other types that the database then refuses (a 500). change-email and delete-user are off in
 * this shop (they answer 400 and 404 before reading their data); the rest of Better Auth's routes take tokens and
 * provider names, not an account's data.
 */
const ACCOUNT_INPUT: Record<string, { schema: BodySchema; newPassword?: string }> = {
  '/sign-up/email': { schema: signUpSchema, newPassword: 'password' },
  '/sign-in/email': { schema: loginSchema },
  '/update-user': { schema: accountUpdateSchema },
  '/change-password': { schema: passwordChangeSchema, newPassword: 'newPassword' },
  '/reset-password': { schema: passwordResetSchema, newPassword: 'newPassword' },
  '/verify-password': { schema: loginSchema.pick({ password: true }) },
  '/request-password-reset': { schema: loginSchema.pick({ email: true }) },
  '/send-verification-email': { schema: loginSchema.pick({ email: true }) },
};

/**
 * The body of a Better Auth route as the contract reads it (names trimmed, emails lower-cased), or null for a route that
 * takes no account data. Bad input throws 400 { code, message }, as the shop's own routes answer it.
 */
export function parseAccountInput(path: string, body: unknown): Record<string, unknown> | null {
  const input = ACCOUNT_INPUT[path];
  if (!input) return null;
  const result = input.schema.safeParse(body);
  if (!result.success) {
    const message = describeIssues(result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
    throw new APIError('BAD_REQUEST', { code: 'BAD_REQUEST', message });
  }
  const password = input.newPassword ? result.data[input.newPassword] : undefined;
  if (typeof password === 'string' && isCommonPassword(password)) {
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_COMMON', message: messages.validation.passwordTooCommon });
  }
  return result.data;
}

/** Said of an account whose name from an identity provider breaks the shop's rules for names. */
const FALLBACK_NAME = 'Customer';

/**
 * The name a new account keeps. A name typed at sign-up passed the contract's rules already; one that an identity
 * provider (Google) gives comes as its owner wrote it there, and one that breaks the rules (a link, a line break, a
 * hundred characters) becomes the part of the address before the @, or 'Customer', so that no mail repeats it.
 */
export function acceptableName(name: string, email: string): string {
  for (const candidate of [name, email.split('@')[0]?.replace(/[._+-]+/g, ' ') ?? '']) {
    const result = nameSchema.safeParse(candidate);
    if (result.success) return result.data;
  }
  return FALLBACK_NAME;
}
