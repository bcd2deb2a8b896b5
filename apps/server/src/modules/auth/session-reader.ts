import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parseCookies } from 'better-call';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Auth } from './auth';

/** A session as Better Auth's get-session answers it (dates as Date; JSON makes them ISO strings). */
export interface SessionAnswer {
  session: {
    id: string;
    token: string;
    userId: string;
    expiresAt: Date;
    createdAt: Date;
    updatedAt: Date;
    ipAddress: string | null;
    userAgent: string | null;
  };
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    image: string | null;
    role: 'admin' | null;
    createdAt: Date;
    updatedAt: Date;
  };
}

/**
 * What the reader knows about a request's session:
 * - `none`: it names no session (a visitor);
 * - `session`: a live session, not yet due to be refreshed;
 * - `ask-better-auth`: anything else (a bad signature, an expired or unknown token, a refresh due, cookies this reader does
 *   not handle). Better Auth then answers as it always has, clearing cookies and refreshing where it must.
 */
export type SessionRead = { kind: 'none' } | { kind: 'session'; answer: SessionAnswer } | { kind: 'ask-better-auth' };

const BEARER = 'bearer ';
/** Better Auth's tokens and our API tokens (users/service.ts): letters, digits, '-' and '_'. */
const PLAIN_TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Reads the session behind a request's cookie or bearer token in one indexed query, without Better Auth's request
 * machinery (decision 0017). Nothing is cached: every read asks the database, so a sign-out, a deleted account or a new
 * admin takes effect on the next request on every instance. It answers only where Better Auth would give the same
 * answer without writing anything; every other case is left to Better Auth.
 */
export function createSessionReader(db: Kysely<Database>, auth: Auth, secret: string) {
  const settings = auth.$context.then((context) => ({
    sessionCookie: context.authCookies.sessionToken.name,
    /** Cookies that make Better Auth write something (clear the data cookie, skip the refresh): it handles those. */
    cookiesForBetterAuth: [context.authCookies.sessionData.name, context.authCookies.dontRememberToken.name],
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));

  /** The token of a signed value `token.signature`, as better-call signs cookies (HMAC-SHA256, padded base64). */
  function verifiedToken(signedValue: string): string | null {
    const dot = signedValue.lastIndexOf('.');
    if (dot < 1) return null;
    const token = signedValue.slice(0, dot);
    const signature = Buffer.from(signedValue.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return signedValue.length - dot - 1 === 44 && signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
  }

  /** The session token a request names, `none`, or null where Better Auth must decide. */
  function tokenOf(headers: IncomingHttpHeaders, cookieNames: { session: string; forBetterAuth: string[] }): string | 'none' | null {
    const authorization = headers.authorization;
    if (authorization) {
      // The bearer plugin turns the header into the session cookie; a plain token needs no signature.
      if (authorization.slice(0, BEARER.length).toLowerCase() !== BEARER) return null;
      const token = authorization.slice(BEARER.length).trim();
      return PLAIN_TOKEN.test(token) ? token : null;
    }
    // Parsed by the same function Better Auth's own requests use (better-call's), so both read the same values.
    const cookies = headers.cookie ? parseCookies(headers.cookie) : new Map<string, string>();
    if (cookieNames.forBetterAuth.some((name) => cookies.has(name))) return null;
    const signed = cookies.get(cookieNames.session);
    if (signed === undefined) return 'none';
    return verifiedToken(signed);
  }

  async function read(headers: IncomingHttpHeaders): Promise<SessionRead> {
    const { sessionCookie, cookiesForBetterAuth, expiresInMs, updateAgeMs } = await settings;
    const token = tokenOf(headers, { session: sessionCookie, forBetterAuth: cookiesForBetterAuth });
    if (token === 'none') return { kind: 'none' };
    if (token === null) return { kind: 'ask-better-auth' };
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'sessions.expires_at',
        'sessions.created_at as session_created_at',
        'sessions.updated_at as session_updated_at',
        'sessions.ip_address',
        'sessions.user_agent',
        'users.id as user_id',
        'users.name',
        'users.email',
        'users.email_verified',
        'users.image',
        'users.role',
        'users.created_at as user_created_at',
        'users.updated_at as user_updated_at',
      ])
      .where('sessions.token', '=', token)
      .executeTakeFirst();
    if (!row) return { kind: 'ask-better-auth' };
    const expiresAt = new Date(row.expires_at);
    const now = Date.now();
    // Expired (Better Auth deletes it) or due to be extended (Better Auth writes the new expiry and cookie).
    if (expiresAt.getTime() <= now || expiresAt.getTime() - expiresInMs + updateAgeMs <= now) return { kind: 'ask-better-auth' };
    return {
      kind: 'session',
      answer: {
        session: {
          id: row.session_id,
          token,
          userId: row.user_id,
          expiresAt,
          createdAt: new Date(row.session_created_at),
          updatedAt: new Date(row.session_updated_at),
          ipAddress: row.ip_address,
          userAgent: row.user_agent,
        },
        user: {
          id: row.user_id,
          name: row.name,
          email: row.email,
          emailVerified: Boolean(row.email_verified),
          image: row.image,
          role: row.role,
          createdAt: new Date(row.user_created_at),
          updatedAt: new Date(row.user_updated_at),
        },
      },
    };
  }

  return { read };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
