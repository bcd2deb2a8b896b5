import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parseCookies } from 'better-call';
import type { Session } from '@partsmith/contract';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database } from '../../db/schema';
import { keptAnswers } from '../../lib/kept-answers';
import type { Auth } from './auth';

type WithDates<T, K extends keyof T> = Omit<T, K> & { [P in K]: Date };

/**
 * A session as Better Auth's get-session answers it (the contract's `sessionSchema`, with dates as Date; JSON makes
 * them ISO strings), with its token and kind, which never leave the server (sessionJson). A kept one is shared by
 * requests: read it, never change it.
 */
export interface SessionAnswer {
  session: WithDates<Session['session'], 'expiresAt' | 'createdAt' | 'updatedAt'> & {
    token: string;
    /** 'token': an API token (PUT /api/user/{email}); 'cookie': a browser's session. */
    kind: 'cookie' | 'token';
  };
  user: WithDates<Session['user'], 'createdAt' | 'updatedAt'>;
}

/**
 * The Better Auth configuration whose get-session answer the reader gives: these plugins (at most) and these
 * additional user fields. With any other, a plugin or field could change the answer, and Better Auth answers every read.
 */
const READER_KNOWS = { plugins: ['bearer', 'generic-oauth'], userFields: ['role'] };

/** Whether the reader's answers are Better Auth's for this configuration (see READER_KNOWS). */
export function readerKnows(options: { plugins?: { id: string }[]; user?: { additionalFields?: Record<string, unknown> } }): boolean {
  const plugins = (options.plugins ?? []).map((plugin) => plugin.id);
  const userFields = Object.keys(options.user?.additionalFields ?? {});
  return plugins.every((id) => READER_KNOWS.plugins.includes(id)) && userFields.join() === READER_KNOWS.userFields.join();
}

/**
 * What the reader knows about a request's session:
 * - `none`: it names no session (a visitor), or names a browser's session by its raw token as a bearer token;
 * - `session`: a live session, not yet due to be refreshed;
 * - `ask-better-auth`: anything else (a bad signature, an expired or unknown token, a refresh due, cookies this reader does
 *   not handle). Better Auth then answers as it always has, clearing cookies and refreshing where it must.
 */
export type SessionRead = { kind: 'none' } | { kind: 'session'; answer: SessionAnswer } | { kind: 'ask-better-auth' };

const BEARER = 'bearer ';
/** Better Auth's tokens and our API tokens (users/service.ts): letters, digits, '-' and '_'. */
const PLAIN_TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

/** The live sessions kept in memory at most (about 1 kB each); the oldest kept goes first. */
const KEPT_SESSIONS = 10_000;
/** The tables a session answer is read from: a write to either may change or end it. */
export const SESSION_TABLES = ['sessions', 'users'] as const;

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>>>[number];

/** The live session and its user, by token: one indexed join. */
function sessionQuery(db: Kysely<Database>) {
  return preparedQuery(db, (token: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'sessions.expires_at',
        'sessions.created_at as session_created_at',
        'sessions.updated_at as session_updated_at',
        'sessions.ip_address',
        'sessions.user_agent',
        'sessions.kind',
        'users.id as user_id',
        'users.name',
        'users.email',
        'users.email_verified',
        'users.image',
        'users.role',
        'users.created_at as user_created_at',
        'users.updated_at as user_updated_at',
      ])
      .where('sessions.token', '=', token),
  );
}

/**
 * Reads the session behind a request's cookie or bearer token in one indexed query, without Better Auth's request
 * machinery (decision 0017). A sign-out, a deleted account or a new admin takes effect on the next request on every
 * instance: on PostgreSQL every read asks the database; on the embedded database (one instance) live sessions are kept
 * in memory only while `sessionTablesChanged` shows no write to their tables since they were read (decision 0020).
 * It answers only where Better Auth would give the same answer without writing anything; every other case is left to
 * Better Auth.
 */
export function createSessionReader(db: Kysely<Database>, auth: Auth, secret: string, sessionTablesChanged: (() => number) | null) {
  const settings = auth.$context.then((context) => ({
    sessionCookie: context.authCookies.sessionToken.name,
    /** Cookies that make Better Auth write something (clear the data cookie, skip the refresh): it handles those. */
    cookiesForBetterAuth: [context.authCookies.sessionData.name, context.authCookies.dontRememberToken.name],
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));

  const findSession = sessionQuery(db);

  /**
   * Sessions by the credential exactly as the request sent it (a signed cookie value is kept only after its signature
   * was verified, so the same value needs no second check).
   */
  const kept = keptAnswers<SessionAnswer>(sessionTablesChanged, KEPT_SESSIONS);

  /** The token of a signed value `token.signature`, as better-call signs cookies (HMAC-SHA256, padded base64). */
  function verifiedToken(signedValue: string): string | null {
    const dot = signedValue.lastIndexOf('.');
    if (dot < 1) return null;
    const token = signedValue.slice(0, dot);
    const signature = Buffer.from(signedValue.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return signedValue.length - dot - 1 === 44 && signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
  }

  /**
   * What a request sends to name its session: a plain bearer token, or the signed value of the session cookie; `none`,
   * or null where Better Auth must decide.
   */
  function credentialOf(headers: IncomingHttpHeaders, cookieNames: { session: string; forBetterAuth: string[] }): Credential | 'none' | null {
    const authorization = headers.authorization;
    if (authorization) {
      // The bearer plugin turns the header into the session cookie; a plain token needs no signature.
      if (authorization.slice(0, BEARER.length).toLowerCase() !== BEARER) return null;
      const token = authorization.slice(BEARER.length).trim();
      return PLAIN_TOKEN.test(token) ? { kind: 'bearer', value: token } : null;
    }
    // Parsed by the same function Better Auth's own requests use (better-call's), so both read the same values.
    const cookies = headers.cookie ? parseCookies(headers.cookie) : new Map<string, string>();
    if (cookieNames.forBetterAuth.some((name) => cookies.has(name))) return null;
    const signed = cookies.get(cookieNames.session);
    return signed === undefined ? 'none' : { kind: 'signed-cookie', value: signed };
  }

  const answersLikeBetterAuth = readerKnows(auth.options);

  async function read(headers: IncomingHttpHeaders): Promise<SessionRead> {
    const { sessionCookie, cookiesForBetterAuth, expiresInMs, updateAgeMs } = await settings;
    const credential = credentialOf(headers, { session: sessionCookie, forBetterAuth: cookiesForBetterAuth });
    if (credential === 'none') return { kind: 'none' };
    if (credential === null) return { kind: 'ask-better-auth' };
    // The bearer and cookie values never collide: a signed value holds a '.', which a plain token may not.
    const session = await kept.get(credential.value, async () => {
      const token = credential.kind === 'bearer' ? credential.value : verifiedToken(credential.value);
      if (token === null) return undefined;
      const [row] = await findSession(token);
      return row && sessionAnswer(token, row);
    });
    if (!session) return { kind: 'ask-better-auth' };
    // Only API tokens are bearer credentials: a browser session's raw token, wherever it leaked from, opens nothing.
    if (credential.kind === 'bearer' && session.session.kind !== 'token') return { kind: 'none' };
    const expiresAt = session.session.expiresAt.getTime();
    const now = Date.now();
    // Expired (Better Auth deletes it) or due to be extended (Better Auth writes the new expiry and cookie).
    if (expiresAt <= now || expiresAt - expiresInMs + updateAgeMs <= now) return { kind: 'ask-better-auth' };
    if (!answersLikeBetterAuth) return { kind: 'ask-better-auth' };
    return { kind: 'session', answer: session };
  }

  return { read };
}

function sessionAnswer(token: string, row: SessionRow): SessionAnswer {
  return {
    session: {
      id: row.session_id,
      token,
      kind: row.kind,
      userId: row.user_id,
      expiresAt: new Date(row.expires_at),
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
  };
}

const answersAsJson = new WeakMap<SessionAnswer, string>();

/**
 * get-session's JSON of a session, made once per session read (a kept session is answered many times). It leaves out
 * the token: page JavaScript never sees a credential (the cookie is httpOnly).
 */
export function sessionJson(answer: SessionAnswer): string {
  let json = answersAsJson.get(answer);
  if (json === undefined) {
    const { token: _token, kind: _kind, ...session } = answer.session;
    json = JSON.stringify({ session, user: answer.user });
    answersAsJson.set(answer, json);
  }
  return json;
}

/** Better Auth's answers that list sessions, with every session's token taken out (see sessionJson). */
export function withoutSessionTokens(answer: unknown): unknown {
  const strip = (value: unknown) => {
    if (value && typeof value === 'object' && 'token' in value) {
      const { token: _token, ...rest } = value as Record<string, unknown>;
      return rest;
    }
    return value;
  };
  if (Array.isArray(answer)) return answer.map(strip);
  if (answer && typeof answer === 'object' && 'session' in answer) return { ...answer, session: strip((answer as { session: unknown }).session) };
  return answer;
}

type Credential = { kind: 'bearer' | 'signed-cookie'; value: string };

export type SessionReader = ReturnType<typeof createSessionReader>;
