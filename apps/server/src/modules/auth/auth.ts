import type { AuthContext } from '@better-auth/core';
import { messages } from '@partsmith/contract';
import { runWithAdapter } from '@better-auth/core/context';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError, router } from 'better-auth/api';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { bearer, genericOAuth } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthConfig } from '../../config';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { NUL_CHARACTER_MESSAGE, containsNulCharacter } from '../../lib/nul-character';
import { createWorkGate } from '../../lib/work-gate';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, deviceFor, newDeviceCookie } from './device-cookie';
import type { PasswordGuesses } from './password-guesses';
import type { AccountRepository } from './repository';
import { acceptableName, parseAccountInput } from './user-input';

/** Better Auth reads the client address from this header, which the bridge sets from Fastify's request.ip. */
export const CLIENT_IP_HEADER = 'x-partsmith-client-ip';

const SIGN_IN_PATHS = ['/sign-in/email', '/sign-up/email', '/sign-in/social'];
/** The routes that send mail: limited per client address like signing in (and per recipient by the mail service). */
const MAIL_PATHS = ['/request-password-reset', '/send-verification-email'];
/** A reset link works once, for an hour; a verification link for a day (it changes nothing a second time). */
export const RESET_LINK_SECONDS = 60 * 60;
export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
/** Signing in (or up) with a password proves the browser to the account: it gets the account's device cookie. */
const PASSWORD_PATHS = ['/sign-in/email', '/sign-up/email'];
/**
 * Routes that check a signed-in account's password: a stolen session or token could guess with them, so each check
 * counts in the account's budget of wrong passwords like a sign-in (decision 0014).
 */
const PASSWORD_CHECK_PATHS = ['/verify-password', '/change-password'];
/** How long a client refused for busy password hashing is asked to wait. */
const HASHING_RETRY_AFTER_S = 1;

/** What accounts need of the mail module (app.ts hands it over): password-reset and verification mail, and their links. */
export interface AccountMailer {
  accountMail(kind: 'password-reset' | 'verify-email', user: { id: string; email: string }, url: string, expiresInSeconds: number): Promise<boolean>;
  accountLink(page: 'reset-password' | 'verify-email', token: string): string;
}

interface AuthDependencies {
  db: Kysely<Database>;
  dialect: Dialect;
  config: AuthConfig;
  secret: string;
  /** Better Auth's own messages go to the app's log, at the app's level, instead of the console. */
  log: FastifyBaseLogger;
  passwordGuesses: PasswordGuesses;
  /** Password-reset and verification mail go through the outbox. */
  mail: AccountMailer;
  /** What the auth module writes to accounts itself, beside Better Auth. */
  accounts: AccountRepository;
}

export function createAuth({ db, dialect, config, secret, log, passwordGuesses, mail, accounts }: AuthDependencies) {
  const rateRule = { window: config.rateLimit.windowSeconds, max: config.rateLimit.max };
  /** The counted attempt of each password check under way, from the hook before it to the hook after. */
  const attempts = new WeakMap<Request, string>();
  // Every scrypt hash and check waits for a turn here: guessing, even from many accounts, cannot take every libuv thread.
  const passwordHashing = config.passwordHashing ?? { hash: hashPassword, verify: verifyPassword };
  const hashingGate = createWorkGate({
    ...config.hashingGate,
    refuse: () =>
      new APIError('SERVICE_UNAVAILABLE', { code: 'BUSY', message: messages.auth.passwordChecksBusy }, { 'retry-after': String(HASHING_RETRY_AFTER_S) }),
  });

  /** Counts a password check for `email` before it runs; refused over the account's (or the device's) budget. */
  async function countPasswordGuess(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0], request: Request, email: string) {
    const cookie = ctx.context.createAuthCookie(DEVICE_COOKIE);
    const outcome = await passwordGuesses.begin(email, deviceFor(await ctx.getSignedCookie(cookie.name, ctx.context.secret), email));
    if (!outcome.allowed) {
      throw new APIError('TOO_MANY_REQUESTS', { code: 'RATE_LIMITED', message: outcome.message }, { 'retry-after': String(outcome.retryAfterSeconds) });
    }
    attempts.set(request, outcome.attemptId);
  }
  const auth = betterAuth({
    appName: 'Partsmith',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    logger: { log: (level, message, ...details) => log[level]({ details }, `Better Auth: ${message}`) },
    // On SQLite one connection serves everything; Better Auth's own transactions would wait on it forever.
    database: { db, type: dialect, transaction: dialect === 'postgres' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: {
        hash: (password) => hashingGate.run(() => passwordHashing.hash(password)),
        verify: (input) => hashingGate.run(() => passwordHashing.verify(input)),
      },
      // The answer is the same whether or not the address has an account, and whether or not the mail was sent.
      sendResetPassword: async ({ user, token }) => {
        await mail.accountMail('password-reset', user, mail.accountLink('reset-password', token), RESET_LINK_SECONDS);
      },
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // Whoever knew the old password (or registered someone else's address) is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => accounts.markEmailVerified(user.id),
    },
    emailVerification: {
      sendVerificationEmail: async ({ user, token }) => {
        await mail.accountMail('verify-email', user, mail.accountLink('verify-email', token), VERIFICATION_LINK_SECONDS);
      },
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
    },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
      additionalFields: { role: { type: 'string', required: false, input: false, defaultValue: null } },
    },
    session: {
      modelName: 'sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      // No cookie cache: a signed-out or deleted user's session must stop working at once.
      cookieCache: { enabled: false },
    },
    account: {
      modelName: 'accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      // Google joins an existing account only if both sides have verified the email: a password account once its
      // address is confirmed from the verification mail (or a reset link). Someone who registered another person's
      // address first cannot keep a way into the account that person later opens with Google.
      accountLinking: { enabled: true, requireLocalEmailVerified: true },
    },
    verification: { modelName: 'verifications', fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' } },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rate_limits',
      fields: { lastRequest: 'last_request' },
      window: 60,
      max: 300,
      customRules: { ...Object.fromEntries([...SIGN_IN_PATHS, ...MAIL_PATHS].map((path) => [path, rateRule])), '/get-session': false },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      disableOriginCheck: false,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The app's NUL guard saw the path and query as Fastify parsed them, but Better Auth parses both body and query
        // itself, and its URL parser decodes what Fastify's leaves alone: `?token=%%00` holds a NUL only for Better Auth.
        if (containsNulCharacter([ctx.body, ctx.query])) throw new APIError('BAD_REQUEST', { code: 'BAD_REQUEST', message: NUL_CHARACTER_MESSAGE });
        const body = parseAccountInput(ctx.path, ctx.body);
        if (ctx.path === '/sign-in/email' && body && ctx.request) await countPasswordGuess(ctx, ctx.request, String(body.email));
        if (PASSWORD_CHECK_PATHS.includes(ctx.path) && ctx.request && ctx.headers) {
          // Asked through the API, so that a bearer token counts as the bearer plugin reads it (hooks see the request as
          // it came). Without a session Better Auth answers 401 before any password is checked.
          const session = await auth.api.getSession({ headers: ctx.headers, query: { disableRefresh: true } });
          if (session) await countPasswordGuess(ctx, ctx.request, session.user.email);
        }
        // Better Auth goes on with the values as the contract reads them.
        return body ? { context: { body } } : undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        const attemptId = ctx.request && attempts.get(ctx.request);
        if (attemptId) {
          const { returned } = ctx.context;
          // A wrong password at sign-in answers 401; a wrong current password of a signed-in account, INVALID_PASSWORD.
          const wrongPassword = isAPIError(returned) && (returned.statusCode === 401 || returned.body?.code === 'INVALID_PASSWORD');
          await passwordGuesses.settle(attemptId, { wrongPassword });
        }
        if (!PASSWORD_PATHS.includes(ctx.path)) return;
        const user = ctx.context.newSession?.user;
        if (user) {
          const cookie = ctx.context.createAuthCookie(DEVICE_COOKIE, { maxAge: DEVICE_COOKIE_MAX_AGE_S, path: '/api/auth' });
          await ctx.setSignedCookie(cookie.name, newDeviceCookie(user.email), ctx.context.secret, cookie.attributes);
        }
      }),
    },
    databaseHooks: {
      user: {
        create: { before: async (user) => ({ data: { ...user, name: acceptableName(user.name, user.email) } }) },
      },
      account: {
        create: {
          // Google now opens the account, new or not. When it joins an account that someone registered with a password,
          // that person may not be the one signing in with Google: the password and every session (API tokens too)
          // end before Google's session begins. Only then may ADMIN_EMAILS make the account admin.
          after: async (account) => {
            if (account.providerId === 'credential') return;
            const ended = await accounts.endPasswordAndSessions(account.userId);
            if (ended.password) log.info({ userId: account.userId }, 'Google now opens an account that had a password: the password and its sessions ended');
            await accounts.makeListedAdmins(config.adminEmails, account.userId);
          },
        },
      },
    },
    plugins: [
      bearer(),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: `${config.google.issuer}/.well-known/openid-configuration`,
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Better Auth's handler, with its router built once. `auth.handler` builds its router (every endpoint, middleware and
 * hook of Better Auth and its plugins) again for each request, because it works out the base URL and the trusted
 * origins and providers per request, for configurations where they depend on it: about 0.5 ms a request, a third of
 * a get-session that Better Auth answers (measured in-process: 1.6 against 1.1 ms). Here all three are fixed
 * (`baseURL` a string, both lists plain arrays) and the context worked out at start already holds them, so one router
 * serves every request; the router still gives each request its own copy of the context. Any other configuration gets
 * Better Auth's own handler (decision 0022).
 */
export async function createAuthHandler(auth: Auth): Promise<(request: Request) => Promise<Response>> {
  // The context of these options, as Better Auth's own handler takes it.
  const context = (await auth.$context) as unknown as AuthContext;
  const { baseURL, trustedOrigins, account } = context.options;
  const fixed =
    typeof baseURL === 'string' &&
    (trustedOrigins === undefined || (Array.isArray(trustedOrigins) && trustedOrigins.every((origin) => context.trustedOrigins.includes(origin)))) &&
    typeof account?.accountLinking?.trustedProviders !== 'function';
  if (!fixed) return auth.handler;
  const { handler } = router(context, auth.options);
  return async (request) => await runWithAdapter(context.adapter, () => handler(request));
}
