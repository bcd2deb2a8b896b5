import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contactSchema, siteContentFileSchema, type SiteContentOverrides } from '@partsmith/contract';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const databaseUrl = z.string().refine((value) => /^sqlite:.+/.test(value) || /^postgres(ql)?:\/\/.+/.test(value), {
  error: 'must be sqlite:PATH or a postgres:// URL',
});

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development').meta({
    description:
      '`production`, `development` or `test`. In production the server also requires `AUTH_SECRET` on PostgreSQL, Stripe keys or `PAYMENT_PROVIDER=test`, and `MAIL_FROM` with `SMTP_URL`',
    whenUnset: '`development` (`production` under `npm start`)',
  }),
  HOST: z
    .string()
    .min(1)
    .default('localhost')
    .describe(
      'Address to listen on: this machine only by default; `0.0.0.0` for every interface (a server, a container). Demo passwords work only on this machine',
    ),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000).describe('Port to listen on'),
  DATABASE_URL: databaseUrl.default('sqlite:data/partsmith.db').describe('`sqlite:PATH` for the embedded database, or a `postgres://` URL'),
  SEED_DEMO: booleanFlag.optional().meta({
    description: 'Seed the demo catalogue, reviews and demo accounts (idempotent; their passwords are public: a real shop sets `false`)',
    whenUnset: '`true` on SQLite, `false` on PostgreSQL',
  }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('`fatal`, `error`, `warn`, `info`, `debug`, `trace`, or `silent`'),
  LOG_FORMAT: z.enum(['pretty', 'json'], { error: 'must be pretty (lines for a person) or json (one object a line, for log collectors)' }).optional().meta({
    description: '`pretty`: one readable line a message, for a person; `json`: one object a line, for a log collector',
    whenUnset: '`pretty` when the output is a terminal, else `json`',
  }),
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((value) => /^(false|0|[1-9]\d?|([0-9a-f.:]+(\/\d{1,3})?)(\s*,\s*[0-9a-f.:]+(\/\d{1,3})?)*)$/i.test(value), {
      error: 'must be false, the number of proxies in front of the app (e.g. 1), or their addresses (e.g. 10.0.0.0/8,127.0.0.1)',
    })
    .optional()
    .meta({
      description:
        'Behind a load balancer: the number of proxies in front of the app (e.g. `1`), or their addresses (`10.0.0.0/8,127.0.0.1`). Never "trust everyone": clients could forge their address',
      whenUnset: '`false`',
    }),
  REQUEST_TIMEOUT_S: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(1)
    .max(3_600)
    .default(60)
    .describe("A request's headers and body must arrive in this many seconds (else 408)"),
  CONNECTION_IDLE_TIMEOUT_S: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(1)
    .max(3_600)
    .default(120)
    .describe('A connection on which nothing moves for this many seconds is closed; longer than an image upload may wait and be processed'),
  CONNECTIONS_PER_CLIENT: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(100_000)
    .default(100)
    .describe(
      'Connections one client address may hold open; the proxies named in `TRUST_PROXY` are not capped (the proxy caps per client: [deploy](deploy.md))',
    ),
  SHUTDOWN_TIMEOUT_S: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(1)
    .max(600)
    .default(10)
    .describe(
      'On SIGTERM or SIGINT the server takes no new requests and finishes those in flight; if that takes longer than this many seconds, it exits anyway (code 1). Keep it below the time your service manager waits before it kills ([deploy](deploy.md#shutdown-and-rolling-restarts))',
    ),
  WEB_DIST_DIR: z.string().min(1).optional().meta({ description: 'The built web app to serve', whenUnset: '`apps/web/dist`' }),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) address customers use, e.g. https://shop.example.com' })
    .optional()
    .meta({
      description:
        "The address customers use; sessions, origin checks and Google callbacks are tied to it. Unset, the shop is this machine's, also reached as `127.0.0.1` and `[::1]` on that port",
      whenUnset: '`http://localhost:$PORT`',
    }),
  AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters (e.g. openssl rand -base64 48)' }).optional().meta({
    description: 'Signs session cookies (32+ characters, e.g. `openssl rand -base64 48`). Required with PostgreSQL in production: every instance must share it',
    whenUnset: 'kept in `data/auth-secret` on SQLite',
  }),
  TRUSTED_ORIGINS: z
    .string()
    .refine(
      (value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
          .every((item) => /^https?:\/\/[^/\s]+$/.test(item)),
      {
        error: 'must be comma-separated origins such as https://shop.example.com (scheme and host, no path)',
      },
    )
    .optional()
    .describe('Extra origins allowed to send state-changing requests (comma-separated), e.g. `http://localhost:5173`'),
  ADMIN_EMAILS: z
    .string()
    .optional()
    .describe(
      'Comma-separated addresses that become admin when their account has a verified address, a Google sign-in and no password (at sign-up, and at start; decision 0025); password accounts: `npm run make-admin`',
    ),
  GOOGLE_CLIENT_ID: z.string().min(1).optional().describe("With `GOOGLE_CLIENT_SECRET`, turns on 'Login with Google'"),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional().describe("With `GOOGLE_CLIENT_ID`, turns on 'Login with Google'"),
  GOOGLE_ISSUER: z
    .url({ protocol: /^https?$/, error: 'must be an OpenID Connect issuer URL' })
    .default('https://accounts.google.com')
    .describe('The OpenID Connect issuer (tests use a local one)'),
  AUTH_RATE_LIMIT_WINDOW_S: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(1)
    .max(86_400)
    .default(60)
    .describe('The window, in seconds, of `AUTH_RATE_LIMIT_MAX`'),
  AUTH_RATE_LIMIT_MAX: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(10)
    .describe('Sign-in, sign-up and password-reset requests per client address per window (stored in the database, so they hold across instances)'),
  SIGN_IN_GUESSES_MAX: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(10)
    .describe(
      'Wrong passwords per account per window from browsers without its device cookie: then they are refused until the window passes ([decision 0014](decisions/0014-sign-in-guessing-limits.md))',
    ),
  SIGN_IN_DEVICE_GUESSES_MAX: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(5)
    .describe("Wrong passwords per window from a browser with the account's device cookie (one it signed in with before): its own budget"),
  SIGN_IN_GUESSES_WINDOW_S: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(1)
    .max(86_400)
    .default(900)
    .describe('The window, in seconds, of `SIGN_IN_GUESSES_MAX` and `SIGN_IN_DEVICE_GUESSES_MAX`'),
  PASSWORD_HASHING_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(1_000)
    .default(1)
    .describe('Password hashes and checks one instance runs at once. Must leave a libuv thread beside `UPLOAD_CONCURRENCY` (decision 0025)'),
  PASSWORD_HASHING_QUEUE: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(0)
    .max(10_000)
    .default(16)
    .describe('Password hashes and checks that may wait for a turn; more are answered 503 with Retry-After'),
  API_TOKENS_MAX: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(10_000)
    .default(20)
    .describe('Live bearer tokens per account (at least `API_TOKENS_PER_WINDOW`); minting another ends the oldest'),
  API_TOKENS_PER_WINDOW: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(10_000)
    .default(10)
    .describe('Bearer tokens an account may mint per window; more answer 429'),
  API_TOKENS_WINDOW_S: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(1)
    .max(86_400)
    .default(600)
    .describe('The window, in seconds, of `API_TOKENS_PER_WINDOW`'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_test_... or sk_live_...)' })
    .optional()
    .describe('With `STRIPE_PUBLISHABLE_KEY` and `STRIPE_WEBHOOK_SECRET`, take card payments with Stripe'),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, { error: 'must be a Stripe publishable key (pk_test_... or pk_live_...)' })
    .optional()
    .describe("Stripe's publishable key, given to the payment page (set with the other two)"),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook signing secret (whsec_...)' })
    .optional()
    .describe("Stripe's webhook signing secret: only signed events mark an order paid (set with the other two)"),
  PAYMENT_PROVIDER: z.enum(['test', 'stripe'], { error: 'must be test or stripe' }).optional().meta({
    description:
      'In production without Stripe keys the server refuses to start unless `PAYMENT_PROVIDER=test` (no real payments); `npm start` sets it for the demo',
    whenUnset: '`stripe` with the keys, else `test`',
  }),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .optional()
    .meta({ description: "Another address for Stripe's API (tests use a local one)", whenUnset: "Stripe's own" }),
  UNPAID_ORDER_HOLD_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .int()
    .min(1)
    .max(8760)
    .default(168)
    .describe('How long an unpaid order holds its parts; then it is cancelled and they go back to stock (My Orders shows the time to pay by; decision 0008)'),
  UNPAID_ORDER_HOLD_HOURS_UNCONFIRMED: z.coerce
    .number({ error: 'must be a number of hours' })
    .int()
    .min(1)
    .max(8760)
    .default(2)
    .describe("The hours an order placed while the account's address is unconfirmed holds its parts (decision 0008)"),
  ORDER_UNPAID_LIMIT: z.coerce
    .number({ error: 'must be a whole number of orders' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(5)
    .describe('Unpaid orders one account may have at once (decision 0015)'),
  ORDER_UNPAID_VALUE_UNCONFIRMED: z.coerce
    .number({ error: 'must be a whole number of dollars' })
    .int()
    .min(1)
    .max(1_000_000_000)
    .default(1_000)
    .describe("The value in dollars an account's unpaid orders may hold while its address is unconfirmed (decision 0015)"),
  ORDER_UNPAID_VALUE_NEW_ACCOUNT: z.coerce
    .number({ error: 'must be a whole number of dollars' })
    .int()
    .min(1)
    .max(1_000_000_000)
    .default(50_000)
    .describe(
      "The value in dollars an account's unpaid orders may hold once its address is confirmed, before its first payment; an admin may set an account's own (Manage Users > Order limit)",
    ),
  ORDER_UNPAID_VALUE: z.coerce
    .number({ error: 'must be a whole number of dollars' })
    .int()
    .min(1)
    .max(1_000_000_000)
    .default(250_000)
    .describe("The value in dollars an account's unpaid orders may hold once it has paid an order; an admin may set an account's own"),
  ORDER_RATE_LIMIT_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number of orders' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(20)
    .describe('Orders one account may place per hour, cancelled ones included'),
  LOW_STOCK_PIECES: z.coerce
    .number({ error: 'must be a number of pieces' })
    .int()
    .min(0)
    .max(100_000_000)
    .default(100)
    .describe('Parts with fewer pieces in stock show as low on the admin overview (and always those below their minimum order)'),
  CATALOG_CACHE_TTL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .max(3_600_000)
    .default(10_000)
    .describe(
      'How long a catalogue page may be served from memory (0 disables); on PostgreSQL every instance also drops its pages as soon as any instance changes the catalogue',
    ),
  ORDER_PAGES_KEPT: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(0)
    .max(100_000)
    .default(10_000)
    .describe(
      'On the embedded database, how many order pages are kept in memory between changes to orders or accounts (list pages: a tenth as many; 0 keeps none); any change, from any instance, drops them all (decision 0024). PostgreSQL keeps none',
    ),
  UPLOAD_MAX_SIDE_PX: z.coerce
    .number({ error: 'must be a number of pixels' })
    .int()
    .min(100)
    .max(100_000)
    .default(10_000)
    .describe('The longest side of an uploaded image, read from the header, so a refused image (422) is never decoded'),
  UPLOAD_MAX_ASPECT_RATIO: z.coerce
    .number({ error: 'must be a number such as 20 (for 20:1)' })
    .min(1)
    .max(1_000)
    .default(20)
    .describe("How many times its shorter side an uploaded image's longer side may be (read from the header)"),
  UPLOAD_PROCESSING_TIMEOUT_S: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(1)
    .max(600)
    .default(10)
    .describe('Re-encoding an image that takes longer is given up (422); also the Retry-After of a 503'),
  UPLOAD_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(1_000)
    .default(1)
    .describe('Images one instance processes at once; each holds a libuv thread, and 2 of `UV_THREADPOOL_SIZE` must stay free'),
  UPLOAD_QUEUE: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(0)
    .max(1_000)
    .default(4)
    .describe('Uploads that may wait for a turn; more are answered 503 with Retry-After'),
  UPLOAD_RATE_LIMIT_MAX: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(20)
    .describe('Uploads per account per window (429 with Retry-After), counted in the database, so they hold across instances; admins are not limited'),
  UPLOAD_RATE_LIMIT_WINDOW_S: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(1)
    .max(2_592_000)
    .default(3_600)
    .describe('The window, in seconds, of `UPLOAD_RATE_LIMIT_MAX`'),
  UPLOAD_QUOTA_IMAGES: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(100)
    .describe('Images one account may keep (422 beyond); admins are not limited'),
  UPLOAD_UNUSED_GRACE_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .int()
    .min(1)
    .max(8_760)
    .default(24)
    .describe('An uploaded image that no part, review, account or the site content uses is deleted once it is this old (every instance checks hourly)'),
  // Read by libuv itself when the process starts; here only to check UPLOAD_CONCURRENCY against it.
  UV_THREADPOOL_SIZE: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(1_024)
    .default(4)
    .describe("libuv's threads (files, cryptography, compression, images); Node reads it as it starts, so set it in the environment that starts the server"),
  SHOP_PHONE: contactSchema.shape.phone.optional().meta({ description: 'Phone on /contact; wins over `SITE_CONTENT_FILE`', whenUnset: 'a Dhaka demo number' }),
  SHOP_EMAIL: contactSchema.shape.email.optional().meta({
    description:
      "Email on /contact; wins over `SITE_CONTENT_FILE`. Set here or there, it also gets the shop's own emails (each paid order, each quote request); unset in both, they go to the admins (the 20 oldest admin accounts at most)",
    whenUnset: 'a demo address',
  }),
  SHOP_ADDRESS: contactSchema.shape.address.optional().meta({ description: 'Address on /contact; wins over `SITE_CONTENT_FILE`', whenUnset: 'a Dhaka demo' }),
  SHOP_WEBSITE: contactSchema.shape.website.optional().meta({ description: 'Website on /contact; wins over `SITE_CONTENT_FILE`', whenUnset: '`PUBLIC_URL`' }),
  SITE_CONTENT_FILE: z
    .string()
    .min(1)
    .optional()
    .describe(
      'A JSON file with any of `contact`, `about`, `portfolio`, `blog`: each section given replaces the default one (shape: `siteContentFileSchema` in `packages/contract/src/site.ts`; `GET /api/site` answers the result)',
    ),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465' })
    .optional()
    .describe(
      'The mail server: `smtps://user:password@smtp.example.com:465` or `smtp://…:587`. Unset: on a shop only this machine can reach (like the demo passwords) mail goes to the development mailbox (Dashboard > Mailbox, admins); anywhere else it waits in the outbox, with a warning at start ([decision 0016](decisions/0016-email-outbox.md))',
    ),
  SMTP_MAX_CONNECTIONS: z.coerce
    .number({ error: 'must be a whole number of connections' })
    .int()
    .min(1)
    .max(50)
    .default(5)
    .describe(
      'Connections each instance opens to the mail server (`SMTP_URL`) while it has email to send, and so the emails it sends at once; each carries up to 100 messages before it is replaced. Lower it if your provider limits simultaneous connections',
    ),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, { error: 'must be an address, or a name and an address: Partsmith <shop@example.com>' })
    .optional()
    .meta({
      description: 'The sender of every email; required in production with `SMTP_URL`',
      whenUnset: '`Partsmith <no-reply@HOST>`, with the `PUBLIC_URL` host',
    }),
  ACCOUNT_MAIL_MAX: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(1_000)
    .default(5)
    .describe('Password-reset and verification emails one address may be sent per window; more requests answer as usual and send nothing'),
  ACCOUNT_MAIL_WINDOW_S: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(60)
    .max(86_400)
    .default(3_600)
    .describe('The window, in seconds, of `ACCOUNT_MAIL_MAX`'),
  // At least a day: the account-mail limit (a window of a day at most) reads sent rows that young.
  MAIL_KEEP_SENT_DAYS: z.coerce
    .number({ error: 'must be a number of days' })
    .int()
    .min(1)
    .max(3_650)
    .default(30)
    .describe(
      'Sent emails are deleted from the outbox once they are this many days old (at least 1; every instance checks hourly); unsent and refused ones stay',
    ),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours (0 turns the scheduled backups off)' })
    .int()
    .min(0)
    .max(8_760)
    .optional()
    .meta({
      description:
        'On the embedded database, the server backs itself up (as `npm run backup` does) when the newest backup in `BACKUP_DIR` is this many hours old, checked at start and every 5 minutes; `0` turns it off. PostgreSQL is backed up with its own tools ([deploy](deploy.md#backups-and-restore))',
      whenUnset: '`24` on SQLite, `0` on PostgreSQL',
    }),
  BACKUP_DIR: z.string().trim().min(1).optional().meta({
    description:
      "Where `npm run backup` and the scheduled backups write, and where the newest `BACKUP_KEEP` are kept (a relative path is taken from the directory the command starts in, as `DATABASE_URL`'s). Copy them off the machine too",
    whenUnset: '`backups` beside the database file (`data/backups`)',
  }),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number of backups' })
    .int()
    .min(1)
    .max(10_000)
    .default(14)
    .describe('How many backups `BACKUP_DIR` keeps: each new backup deletes those older than the newest this many'),
  METRICS_TOKEN: z.string().min(32, { error: 'must be at least 32 characters (e.g. openssl rand -base64 48)' }).optional().meta({
    description:
      'Turns on the Prometheus metrics at `GET /api/metrics`, read with `Authorization: Bearer <this token>` (anyone else is answered 401); a secret, like `AUTH_SECRET`. What to watch: [deploy](deploy.md#what-to-watch)',
    whenUnset: 'no metrics are collected and `/api/metrics` answers 404',
  }),
});

/** What one account may hold and place (decision 0015): the order service applies them. */
export interface OrderLimitsConfig {
  /** Unpaid orders an account may have at once. */
  unpaidOrders: number;
  /**
   * The value an account's unpaid orders may hold: while its address is unconfirmed; confirmed, before its first
   * payment; and once it has paid an order. An admin may set an account's own instead.
   */
  unpaidCents: { unconfirmed: number; confirmed: number; paidBefore: number };
  /** Orders an account may place in an hour, cancelled ones included. */
  perHour: number;
}

/** What one client's connections may cost: how long they may take and how many it may hold open. */
export interface ConnectionsConfig {
  /** A request's headers and body must arrive within this (from its connection, or the previous answer); else 408. */
  requestTimeoutMs: number;
  /** A connection on which nothing moves for this long is closed (a client that stops reading its answer). */
  idleTimeoutMs: number;
  /** Connections one client address may hold open; more are closed at once. Proxies named in TRUST_PROXY are not capped. */
  perClient: number;
}

export type DatabaseConfig = { dialect: 'sqlite'; filename: string } | { dialect: 'postgres'; connectionString: string };

/** The embedded database's backups (db/backup.ts); PostgreSQL's are taken with its own tools (docs/deploy.md). */
export interface BackupsConfig {
  /** Where backups are written; the newest `keep` of them are kept. */
  directory: string;
  keep: number;
  /** The server takes a backup when its newest is this many hours old; 0: never (always 0 on PostgreSQL). */
  intervalHours: number;
}

export interface AuthConfig {
  /** The address customers use; sessions and Google sign-in callbacks are tied to it. */
  publicUrl: string;
  /** Signs session cookies. Null means: let the server keep one for the embedded database (see auth-secret.ts). */
  secret: string | null;
  trustedOrigins: string[];
  adminEmails: string[];
  google: { issuer: string; clientId: string; clientSecret: string } | null;
  /** Sign-in and sign-up attempts allowed per client address per window. */
  rateLimit: { windowSeconds: number; max: number };
  /**
   * Wrong passwords per window for one account from clients without a device cookie of it (then those clients are
   * refused), and for each device cookie on its own (decision 0014).
   */
  passwordGuesses: { accountMax: number; deviceMax: number; windowSeconds: number };
  /**
   * Password hashes and checks (scrypt, on one of libuv's threads each) this instance runs at once, and how many more may
   * wait for a turn; any more are answered 503 with Retry-After, so that guessing cannot starve files and cookies.
   */
  hashingGate: { concurrency: number; queue: number };
  /** Bearer tokens of one account: at most `live` at once (minting another ends the oldest), `perWindow` minted per window. */
  tokens: { live: number; perWindow: number; windowSeconds: number };
  /** Replaces Better Auth's password hashing (scrypt, N=16384): the tests' cheaper one. Never read from the environment. */
  passwordHashing?: { hash(password: string): Promise<string>; verify(input: { hash: string; password: string }): Promise<boolean> };
}

/** Bounds on image uploads: the work one image may cost, how many are processed at once, and what one account may store. */
export interface UploadsConfig {
  /** Each side at most this many pixels, and the longer at most maxAspectRatio times the shorter (checked before decoding). */
  maxSidePx: number;
  maxAspectRatio: number;
  /** Re-encoding that takes longer is given up. */
  processingTimeoutSeconds: number;
  /** Images processed at once by this instance, and uploads that may wait for a turn (more are answered 503). */
  concurrency: number;
  queue: number;
  /** Uploads per account per window; admins, who add the catalogue's pictures, are not limited. */
  rateLimit: { windowSeconds: number; max: number };
  /** Images one account may keep; admins are not limited. */
  quotaImages: number;
  /** An image that no part, review or account uses is removed once it is this old. */
  unusedGraceMs: number;
}

/**
 * Where email goes: an SMTP server; the development mailbox (no SMTP_URL, on a shop only this machine can reach, on
 * the embedded database or outside production); or nowhere yet (no SMTP_URL otherwise: messages wait in the outbox,
 * decision 0016). Its admins can read every reset link in the mailbox, so a shop others can reach never has one.
 */
export type MailTransportConfig =
  /** `connections`: how many messages at once, each over a connection of its own that stays open for the next; one when unset. */
  { kind: 'smtp'; url: string; connections?: number } | { kind: 'mailbox' } | { kind: 'held' };

export interface MailConfig {
  transport: MailTransportConfig;
  /** The From of every message. */
  from: string;
  /** Links in messages start with it. */
  publicUrl: string;
  /** Password-reset and verification mails one address may be sent per window (the rest are not sent, silently). */
  accountMails: { max: number; windowSeconds: number };
  /** How often each instance's sender looks for messages that are due. */
  pollIntervalMs: number;
  /** Sent messages are deleted from the outbox once they are this many days old (hourly, on every instance). */
  keepSentDays: number;
}

/** The built-in test provider (default), or Stripe when all three Stripe keys are set. */
export type PaymentsConfig =
  { provider: 'test' } | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string; apiUrl: string | null };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /**
   * Only this machine can reach the shop: it listens on a loopback address, no proxy forwards to it and PUBLIC_URL (if
   * set) is a loopback address. Only then do the demo accounts keep their published passwords.
   */
  localOnly: boolean;
  database: DatabaseConfig;
  backups: BackupsConfig;
  seedDemo: boolean;
  logLevel: string;
  /** Readable lines for a person at a terminal, or one JSON object a line for a log collector. */
  logFormat: 'pretty' | 'json';
  /** Fastify's trustProxy: false, the number of proxy hops, or the proxies' addresses. */
  trustProxy: boolean | number | string[];
  connections: ConnectionsConfig;
  /** On SIGTERM or SIGINT, how long the server may take to finish its requests and close before it exits anyway. */
  shutdownTimeoutMs: number;
  /** The built web app to serve, or null to serve the API only. */
  webDistDir: string | null;
  /** How long a catalogue answer may be served from memory; writes through this instance clear it at once. */
  catalogCacheTtlMs: number;
  /** Order pages kept in memory on the embedded database between changes (list pages: a tenth as many); 0: none (decision 0024). */
  orderPagesKept: number;
  /** How long an unpaid order holds its parts; after that it is cancelled and the parts go back to stock. */
  unpaidOrderHoldMs: number;
  /** The same for an order placed while the account's address was unconfirmed (decision 0008). */
  unconfirmedOrderHoldMs: number;
  /** Parts with fewer pieces in stock count as low on the admin overview. */
  lowStockPieces: number;
  /** What one account may hold in unpaid orders and place in an hour (decision 0015). */
  orderLimits: OrderLimitsConfig;
  auth: AuthConfig;
  payments: PaymentsConfig;
  uploads: UploadsConfig;
  /** The shop's contact details, about text, portfolio and blog that differ from the defaults (modules/site). */
  site: SiteContentOverrides;
  mail: MailConfig;
  /** The bearer token that reads GET /api/metrics; null: no metrics are collected and the route does not exist. */
  metricsToken: string | null;
}

const defaultWebDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export class ConfigError extends Error {}

/**
 * A relative SQLite path is taken from the directory the command was started in (npm's INIT_CWD), so
 * `npm start` and `npm run make-admin` at the repository root both mean the same file.
 */
export function parseDatabaseUrl(url: string, baseDir: string = process.cwd()): DatabaseConfig {
  if (!url.startsWith('sqlite:')) return { dialect: 'postgres', connectionString: url };
  const filename = url.slice('sqlite:'.length);
  return { dialect: 'sqlite', filename: filename === ':memory:' ? filename : path.resolve(baseDir, filename) };
}

/** The JSON file of SITE_CONTENT_FILE, checked against the contract's schema; a relative path as for DATABASE_URL. */
function readSiteContentFile(file: string | undefined, baseDir: string): SiteContentOverrides {
  if (file === undefined) return {};
  const invalid = (problem: string) => new ConfigError(`Invalid configuration:\n  SITE_CONTENT_FILE: ${problem}`);
  const filename = path.resolve(baseDir, file);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(filename, 'utf8'));
  } catch (error) {
    throw invalid(`cannot read ${filename} as JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const result = siteContentFileSchema.safeParse(json);
  if (!result.success) {
    throw invalid(`${filename}: ${result.error.issues.map((issue) => `${issue.path.join('.') || 'the file'}: ${issue.message}`).join('; ')}`);
  }
  return result.data;
}

const isLoopbackHost = (host: string) => /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);

/** Reads the configuration once, at start. A bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { toTerminal = process.stdout.isTTY === true } = {}): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = result.data;
  const database = parseDatabaseUrl(values.DATABASE_URL, env.INIT_CWD ?? process.cwd());
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both for Google sign-in, or neither');
  }
  const stripeKeys = [values.STRIPE_SECRET_KEY, values.STRIPE_PUBLISHABLE_KEY, values.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: set all three for Stripe, or none for the test provider',
    );
  }
  // Minting beyond the cap ends the oldest tokens: with room for fewer than a window's worth, the window's count would shrink.
  if (values.API_TOKENS_MAX < values.API_TOKENS_PER_WINDOW) {
    throw new ConfigError('Invalid configuration:\n  API_TOKENS_MAX: must be at least API_TOKENS_PER_WINDOW');
  }
  const wantsStripe = values.PAYMENT_PROVIDER === 'stripe' || (values.PAYMENT_PROVIDER === undefined && stripeKeys.every(Boolean));
  if (values.PAYMENT_PROVIDER === 'stripe' && !stripeKeys.every(Boolean)) {
    throw new ConfigError('Invalid configuration:\n  PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
  }
  // The test provider takes no money: a production shop must ask for it by name.
  if (!wantsStripe && values.PAYMENT_PROVIDER !== 'test' && values.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER: set the three Stripe keys to take card payments, or PAYMENT_PROVIDER=test to run without real payments',
    );
  }
  // While an upload waits for its turn and is processed, nothing moves on its connection.
  const longestUploadS = values.UPLOAD_PROCESSING_TIMEOUT_S * (Math.ceil(values.UPLOAD_QUEUE / values.UPLOAD_CONCURRENCY) + 1);
  if (values.CONNECTION_IDLE_TIMEOUT_S <= longestUploadS) {
    throw new ConfigError(
      `Invalid configuration:\n  CONNECTION_IDLE_TIMEOUT_S: must be longer than an image upload may wait and be processed (${longestUploadS} s with UPLOAD_PROCESSING_TIMEOUT_S, UPLOAD_QUEUE and UPLOAD_CONCURRENCY)`,
    );
  }
  // The embedded database's file, which the backups copy; PostgreSQL and an in-memory database have none.
  const databaseFile = database.dialect === 'sqlite' && database.filename !== ':memory:' ? database.filename : null;
  if (database.dialect === 'postgres' && values.BACKUP_INTERVAL_HOURS) {
    throw new ConfigError(
      'Invalid configuration:\n  BACKUP_INTERVAL_HOURS: the server backs up the embedded database only; back PostgreSQL up with pg_dump or base backups (docs/deploy.md)',
    );
  }
  const trustProxy = (value: string | undefined): Config['trustProxy'] => {
    if (value === undefined || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((item) => item.trim());
  };
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  // An image being processed holds one of libuv's threads, which static files, cryptography and compression share.
  const threadsForOthers = values.UV_THREADPOOL_SIZE - values.UPLOAD_CONCURRENCY;
  if (threadsForOthers < 2) {
    throw new ConfigError(
      `Invalid configuration:\n  UPLOAD_CONCURRENCY: must leave at least 2 of the ${values.UV_THREADPOOL_SIZE} libuv threads (UV_THREADPOOL_SIZE) for files and cryptography: at most ${values.UV_THREADPOOL_SIZE - 2}, or raise UV_THREADPOOL_SIZE`,
    );
  }
  if (threadsForOthers - values.PASSWORD_HASHING_CONCURRENCY < 1) {
    throw new ConfigError(
      `Invalid configuration:\n  PASSWORD_HASHING_CONCURRENCY: must leave at least 1 of the ${values.UV_THREADPOOL_SIZE} libuv threads (UV_THREADPOOL_SIZE) that image uploads do not use for files: at most ${threadsForOthers - 1}, or raise UV_THREADPOOL_SIZE`,
    );
  }
  // Without PUBLIC_URL the shop runs on this machine (http://localhost:PORT), and the other loopback names reach the same shop.
  const loopbackAliases = (port: number) => [`http://127.0.0.1:${port}`, `http://[::1]:${port}`];
  // A real mail server needs a sender it accepts: no made-up default in production.
  if (values.SMTP_URL && !values.MAIL_FROM && values.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  MAIL_FROM: set the sender your mail server accepts, e.g. Partsmith <shop@example.com>');
  }
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  // A proxy on this machine (TRUST_PROXY naming loopback addresses only) keeps it local while PUBLIC_URL is loopback too.
  const localOnly =
    isLoopbackHost(values.HOST) &&
    [trustProxy(values.TRUST_PROXY)].every((proxies) => proxies === false || (Array.isArray(proxies) && proxies.every(isLoopbackHost))) &&
    (!values.PUBLIC_URL || isLoopbackHost(new URL(values.PUBLIC_URL).hostname));
  const mailTransport = (): MailTransportConfig => {
    if (values.SMTP_URL) return { kind: 'smtp', url: values.SMTP_URL, connections: values.SMTP_MAX_CONNECTIONS };
    return localOnly && (database.dialect === 'sqlite' || values.NODE_ENV !== 'production') ? { kind: 'mailbox' } : { kind: 'held' };
  };
  const siteFile = readSiteContentFile(values.SITE_CONTENT_FILE, env.INIT_CWD ?? process.cwd());
  const contactFromEnv = { phone: values.SHOP_PHONE, email: values.SHOP_EMAIL, address: values.SHOP_ADDRESS, website: values.SHOP_WEBSITE };
  const setContact = Object.fromEntries(Object.entries(contactFromEnv).filter(([, value]) => value !== undefined));
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    localOnly,
    database,
    backups: {
      directory: path.resolve(env.INIT_CWD ?? process.cwd(), values.BACKUP_DIR ?? path.join(path.dirname(databaseFile ?? 'data/partsmith.db'), 'backups')),
      keep: values.BACKUP_KEEP,
      intervalHours: values.BACKUP_INTERVAL_HOURS ?? (databaseFile ? 24 : 0),
    },
    seedDemo: values.SEED_DEMO ?? database.dialect === 'sqlite',
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT ?? (toTerminal ? 'pretty' : 'json'),
    trustProxy: trustProxy(values.TRUST_PROXY),
    connections: {
      requestTimeoutMs: values.REQUEST_TIMEOUT_S * 1_000,
      idleTimeoutMs: values.CONNECTION_IDLE_TIMEOUT_S * 1_000,
      perClient: values.CONNECTIONS_PER_CLIENT,
    },
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_S * 1_000,
    // A relative folder is read from the working directory, as the embedded database's file is.
    webDistDir: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : defaultWebDistDir,
    catalogCacheTtlMs: values.CATALOG_CACHE_TTL_MS,
    orderPagesKept: values.ORDER_PAGES_KEPT,
    unpaidOrderHoldMs: values.UNPAID_ORDER_HOLD_HOURS * 3_600_000,
    unconfirmedOrderHoldMs: values.UNPAID_ORDER_HOLD_HOURS_UNCONFIRMED * 3_600_000,
    lowStockPieces: values.LOW_STOCK_PIECES,
    orderLimits: {
      unpaidOrders: values.ORDER_UNPAID_LIMIT,
      unpaidCents: {
        unconfirmed: values.ORDER_UNPAID_VALUE_UNCONFIRMED * 100,
        confirmed: values.ORDER_UNPAID_VALUE_NEW_ACCOUNT * 100,
        paidBefore: values.ORDER_UNPAID_VALUE * 100,
      },
      perHour: values.ORDER_RATE_LIMIT_PER_HOUR,
    },
    auth: {
      publicUrl,
      secret: values.AUTH_SECRET ?? null,
      trustedOrigins: [...(values.PUBLIC_URL ? [] : loopbackAliases(values.PORT)), ...list(values.TRUSTED_ORIGINS)],
      adminEmails: list(values.ADMIN_EMAILS).map((email) => email.toLowerCase()),
      google:
        values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
          ? { issuer: values.GOOGLE_ISSUER.replace(/\/+$/, ''), clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET }
          : null,
      rateLimit: { windowSeconds: values.AUTH_RATE_LIMIT_WINDOW_S, max: values.AUTH_RATE_LIMIT_MAX },
      passwordGuesses: { accountMax: values.SIGN_IN_GUESSES_MAX, deviceMax: values.SIGN_IN_DEVICE_GUESSES_MAX, windowSeconds: values.SIGN_IN_GUESSES_WINDOW_S },
      hashingGate: { concurrency: values.PASSWORD_HASHING_CONCURRENCY, queue: values.PASSWORD_HASHING_QUEUE },
      tokens: { live: values.API_TOKENS_MAX, perWindow: values.API_TOKENS_PER_WINDOW, windowSeconds: values.API_TOKENS_WINDOW_S },
    },
    payments:
      wantsStripe && values.STRIPE_SECRET_KEY && values.STRIPE_PUBLISHABLE_KEY && values.STRIPE_WEBHOOK_SECRET
        ? {
            provider: 'stripe',
            secretKey: values.STRIPE_SECRET_KEY,
            publishableKey: values.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            apiUrl: values.STRIPE_API_URL ?? null,
          }
        : { provider: 'test' },
    uploads: {
      maxSidePx: values.UPLOAD_MAX_SIDE_PX,
      maxAspectRatio: values.UPLOAD_MAX_ASPECT_RATIO,
      processingTimeoutSeconds: values.UPLOAD_PROCESSING_TIMEOUT_S,
      concurrency: values.UPLOAD_CONCURRENCY,
      queue: values.UPLOAD_QUEUE,
      rateLimit: { windowSeconds: values.UPLOAD_RATE_LIMIT_WINDOW_S, max: values.UPLOAD_RATE_LIMIT_MAX },
      quotaImages: values.UPLOAD_QUOTA_IMAGES,
      unusedGraceMs: values.UPLOAD_UNUSED_GRACE_HOURS * 3_600_000,
    },
    site: { ...siteFile, contact: { ...siteFile.contact, ...setContact } },
    mail: {
      transport: mailTransport(),
      from: values.MAIL_FROM ?? `Partsmith <no-reply@${new URL(publicUrl).hostname.replace(/^\[|\]$/g, '')}>`,
      publicUrl,
      accountMails: { max: values.ACCOUNT_MAIL_MAX, windowSeconds: values.ACCOUNT_MAIL_WINDOW_S },
      pollIntervalMs: 1_000,
      keepSentDays: values.MAIL_KEEP_SENT_DAYS,
    },
    metricsToken: values.METRICS_TOKEN ?? null,
  };
}
