import crypto from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { sweepsSettled } from '../src/lib/periodic-sweep';
import type { AuthConfig, Config, MailConfig, OrderLimitsConfig, UploadsConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The origin the test app believes it is served from; browsers would send it as Origin. */
export const TEST_ORIGIN = 'http://localhost:3000';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: string, length: number, options: crypto.ScryptOptions) => Promise<Buffer>;
const cheapScrypt = (password: string, salt: string) => scrypt(password.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 });

/**
 * Password hashing at a sixteenth of production's cost (scrypt N=1024 instead of 16384, 8 MB less per hash): the suite
 * signs up and in thousands of times, and hashing took a fifth of a second each. Production's hashing is Better Auth's own
 * (config.test.ts checks that nothing from the environment replaces it).
 */
const cheapPasswordHashing: NonNullable<AuthConfig['passwordHashing']> = {
  async hash(password) {
    const salt = crypto.randomBytes(16).toString('hex');
    return `${salt}:${(await cheapScrypt(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt = '', key = ''] = hash.split(':');
    return (await cheapScrypt(password, salt)).toString('hex') === key;
  },
};

export const testAuthConfig: AuthConfig = {
  publicUrl: TEST_ORIGIN,
  secret: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
  trustedOrigins: [],
  adminEmails: [],
  google: null,
  rateLimit: { windowSeconds: 60, max: 1000 },
  passwordGuesses: { accountMax: 10, deviceMax: 5, windowSeconds: 900 },
  // Suites sign many accounts up at once; the gate has its own test (auth/credentials.test.ts).
  hashingGate: { concurrency: 2, queue: 10_000 },
  tokens: { live: 20, perWindow: 10, windowSeconds: 600 },
  passwordHashing: cheapPasswordHashing,
};

/** Tests of other things place many orders from one account; the limits' own tests use the defaults (order-limits.test.ts). */
const relaxedOrderLimits: OrderLimitsConfig = {
  unpaidOrders: 1_000_000,
  unpaidCents: { unconfirmed: 10 ** 12, confirmed: 10 ** 12, paidBefore: 10 ** 12 },
  perHour: 1_000_000,
};

/** The bounds of production; the account limits high enough for the suites that upload many images (fuzz). */
export const testUploadsConfig: UploadsConfig = {
  maxSidePx: 10_000,
  maxAspectRatio: 20,
  processingTimeoutSeconds: 10,
  concurrency: 1,
  queue: 4,
  rateLimit: { windowSeconds: 3_600, max: 100_000 },
  quotaImages: 100_000,
  unusedGraceMs: 24 * 3_600_000,
};

/**
 * Mail goes to the development mailbox (the mail tests set their own SMTP server). The sender does not poll: it looks
 * once when the app is ready and then only hourly, so the messages every sign-up writes are not rendered and sent
 * behind every other test's back. A test that reads delivered mail hands it over itself (`app.services.mail.deliverDue()`,
 * as `mailedLink` in test/mail.ts does), and so knows when it went. The account-mail limit is the production default.
 */
export const testMailConfig: MailConfig = {
  transport: { kind: 'mailbox' },
  from: 'Partsmith <no-reply@localhost>',
  publicUrl: TEST_ORIGIN,
  accountMails: { max: 5, windowSeconds: 3_600 },
  pollIntervalMs: 3_600_000,
  keepSentDays: 30,
};

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export function testConfig(database: TestDatabase, overrides: Partial<Config> = {}): Config {
  const unpaidOrderHoldMs = overrides.unpaidOrderHoldMs ?? 7 * 24 * 3_600_000;
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    localOnly: true,
    database: database.config,
    // Off; the backups' own tests turn it on, with a directory of their own.
    backups: { directory: '', keep: 14, intervalHours: 0 },
    seedDemo: false,
    logLevel: 'silent',
    logFormat: 'json',
    trustProxy: false,
    connections: { requestTimeoutMs: 60_000, idleTimeoutMs: 120_000, perClient: 100 },
    shutdownTimeoutMs: 10_000,
    webDistDir: null,
    catalogCacheTtlMs: 10_000,
    orderPagesKept: 10_000,
    unpaidOrderHoldMs,
    // Test accounts' addresses are unconfirmed: their orders keep the usual hold unless a test sets the shorter one.
    unconfirmedOrderHoldMs: unpaidOrderHoldMs,
    lowStockPieces: 100,
    orderLimits: relaxedOrderLimits,
    auth: testAuthConfig,
    payments: { provider: 'test' },
    uploads: testUploadsConfig,
    site: {},
    mail: testMailConfig,
    metricsToken: null,
    ...overrides,
  };
}

/** The whole app, in process, on a database of its own. Call close() in afterAll. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestContext> {
  // The metrics time the database's queries.
  const database = await createTestDatabase({ timed: Boolean(overrides.metricsToken) });
  const app = await buildApp({ config: testConfig(database, overrides), database });
  await app.ready();
  // The sweeps' first rounds (unused images, unpaid orders, mail) act on what a test's set-up writes if they run late.
  await sweepsSettled(app);
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
