import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000 with the demo seed on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', filename: path.resolve('data/partsmith.db') });
    expect(config.seedDemo).toBe(true);
  });

  it('listens on this machine only unless told otherwise, and knows when others can reach the shop', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({}).localOnly).toBe(true);
    expect(loadConfig({ HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:3000' }).localOnly).toBe(true);
    expect(loadConfig({ HOST: '::1', PUBLIC_URL: 'http://[::1]:3000' }).localOnly).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).localOnly).toBe(false);
    expect(loadConfig({ HOST: '192.168.1.20' }).localOnly).toBe(false);
    // Behind a proxy, or published under a real address, the shop is reachable even if it listens on loopback.
    expect(loadConfig({ TRUST_PROXY: '1' }).localOnly).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com' }).localOnly).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'https://shop.example.com' }).localOnly).toBe(false);
    // A proxy on this machine, for this machine (the scale-out rehearsal): still local.
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:8080' }).localOnly).toBe(true);
  });

  it('reads a relative WEB_DIST_DIR from the working directory (the static files plugin takes absolute folders only)', () => {
    expect(loadConfig({ WEB_DIST_DIR: 'apps/web/dist' }).webDistDir).toBe(path.resolve('apps/web/dist'));
    expect(loadConfig({ WEB_DIST_DIR: '/srv/partsmith/web' }).webDistDir).toBe('/srv/partsmith/web');
  });

  it('picks PostgreSQL from a postgres URL, with the seed off unless asked for', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/shop';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ dialect: 'postgres', connectionString: url });
    expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('sends mail over SMTP_URL; without it to the development mailbox, or on PostgreSQL in production nowhere yet (decision 0016)', () => {
    const postgres = 'postgres://postgres@127.0.0.1:5432/shop';
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' };
    expect(loadConfig({}).mail).toEqual({
      transport: { kind: 'mailbox' },
      from: 'Partsmith <no-reply@localhost>',
      publicUrl: 'http://localhost:3000',
      accountMails: { max: 5, windowSeconds: 3_600 },
      pollIntervalMs: 1_000,
      keepSentDays: 30,
    });
    expect(loadConfig({ ...production }).mail.transport).toEqual({ kind: 'mailbox' });
    expect(loadConfig({ DATABASE_URL: postgres }).mail.transport).toEqual({ kind: 'mailbox' });
    expect(loadConfig({ ...production, DATABASE_URL: postgres, AUTH_SECRET: 'x'.repeat(32) }).mail.transport).toEqual({ kind: 'held' });
    const smtp = loadConfig({ ...production, SMTP_URL: 'smtps://shop:secret@smtp.example.com:465', MAIL_FROM: 'Partsmith <shop@example.com>' }).mail;
    expect(smtp).toMatchObject({ transport: { kind: 'smtp', url: 'smtps://shop:secret@smtp.example.com:465' }, from: 'Partsmith <shop@example.com>' });
    expect(
      loadConfig({ PUBLIC_URL: 'https://shop.example.com', ACCOUNT_MAIL_MAX: '3', ACCOUNT_MAIL_WINDOW_S: '600', MAIL_KEEP_SENT_DAYS: '7' }).mail,
    ).toMatchObject({
      from: 'Partsmith <no-reply@shop.example.com>',
      publicUrl: 'https://shop.example.com',
      accountMails: { max: 3, windowSeconds: 600 },
      keepSentDays: 7,
    });
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example.com' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM: must be an address/);
    expect(() => loadConfig({ ...production, SMTP_URL: 'smtp://smtp.example.com' })).toThrow(/MAIL_FROM: set the sender/);
    expect(() => loadConfig({ ACCOUNT_MAIL_MAX: '0' })).toThrow(/ACCOUNT_MAIL_MAX/);
    expect(() => loadConfig({ MAIL_KEEP_SENT_DAYS: '0' })).toThrow(/MAIL_KEEP_SENT_DAYS/);
  });

  it('has a development mailbox only on a shop that only this machine can reach; elsewhere mail waits in the outbox', () => {
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' };
    const postgres = 'postgres://postgres@127.0.0.1:5432/shop';
    const transport = (env: NodeJS.ProcessEnv) => loadConfig(env).mail.transport.kind;
    // Local only: the demo on the embedded database (npm start is production), and development on either database.
    expect(transport({ ...production })).toBe('mailbox');
    expect(transport({ ...production, HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe('mailbox');
    expect(transport({ TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:8080' })).toBe('mailbox');
    expect(transport({ DATABASE_URL: postgres })).toBe('mailbox');
    // Others can reach it: a public PUBLIC_URL, a HOST that is not loopback, a proxy in front; any database, any NODE_ENV.
    for (const reachable of [{ PUBLIC_URL: 'https://shop.example.com' }, { HOST: '0.0.0.0' }, { HOST: '192.168.1.20' }, { TRUST_PROXY: '1' }]) {
      expect(transport({ ...production, ...reachable })).toBe('held');
      expect(transport({ ...reachable })).toBe('held');
      expect(transport({ ...reachable, DATABASE_URL: postgres })).toBe('held');
    }
    const smtp = { SMTP_URL: 'smtp://smtp.example.com', MAIL_FROM: 'shop@example.com' };
    expect(transport({ ...production, ...smtp, PUBLIC_URL: 'https://shop.example.com' })).toBe('smtp');
  });

  it('limits password guesses and bearer tokens per account, by default and as configured', () => {
    expect(loadConfig({}).auth).toMatchObject({
      passwordGuesses: { accountMax: 10, deviceMax: 5, windowSeconds: 900 },
      tokens: { live: 20, perWindow: 10, windowSeconds: 600 },
    });
    const config = loadConfig({
      SIGN_IN_GUESSES_MAX: '20',
      SIGN_IN_DEVICE_GUESSES_MAX: '3',
      SIGN_IN_GUESSES_WINDOW_S: '3600',
      API_TOKENS_MAX: '50',
      API_TOKENS_PER_WINDOW: '50',
      API_TOKENS_WINDOW_S: '60',
    });
    expect(config.auth.passwordGuesses).toEqual({ accountMax: 20, deviceMax: 3, windowSeconds: 3600 });
    expect(config.auth.tokens).toEqual({ live: 50, perWindow: 50, windowSeconds: 60 });
    // Only the tests replace Better Auth's password hashing with a cheaper one.
    expect(config.auth.passwordHashing).toBeUndefined();
  });

  it('logs readable lines to a terminal and JSON elsewhere, unless LOG_FORMAT says which', () => {
    expect(loadConfig({}, { toTerminal: true }).logFormat).toBe('pretty');
    expect(loadConfig({}, { toTerminal: false }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, { toTerminal: true }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, { toTerminal: false }).logFormat).toBe('pretty');
  });

  it('reads TRUST_PROXY as hops or addresses, never as "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('bounds the time and the number of one client’s connections, and keeps a quiet connection open longer than an upload may take', () => {
    expect(loadConfig({}).connections).toEqual({ requestTimeoutMs: 60_000, idleTimeoutMs: 120_000, perClient: 100 });
    expect(loadConfig({ REQUEST_TIMEOUT_S: '30', CONNECTION_IDLE_TIMEOUT_S: '90', CONNECTIONS_PER_CLIENT: '20' }).connections).toEqual({
      requestTimeoutMs: 30_000,
      idleTimeoutMs: 90_000,
      perClient: 20,
    });
    // By default an upload waits behind 4 others and each may take 10 s: 50 s in all.
    expect(() => loadConfig({ CONNECTION_IDLE_TIMEOUT_S: '50' })).toThrow(
      /CONNECTION_IDLE_TIMEOUT_S: must be longer than an image upload may wait and be processed \(50 s/,
    );
    expect(loadConfig({ CONNECTION_IDLE_TIMEOUT_S: '51' }).connections.idleTimeoutMs).toBe(51_000);
    expect(() => loadConfig({ UPLOAD_PROCESSING_TIMEOUT_S: '60' })).toThrow(/CONNECTION_IDLE_TIMEOUT_S/);
  });

  it('uses the test payment provider outside production, and in production only when asked for by name', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'test' });
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }).payments).toEqual({ provider: 'test' });
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(loadConfig({ NODE_ENV: 'production', ...stripe }).payments.provider).toBe('stripe');
  });

  it('takes any sqlite:PATH, a relative one from the directory npm was started in', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/shop.db' }).database).toEqual({ dialect: 'sqlite', filename: '/tmp/shop.db' });
    expect(loadConfig({ DATABASE_URL: 'sqlite:data/x.db', INIT_CWD: '/srv/partsmith' }).database).toEqual({
      dialect: 'sqlite',
      filename: '/srv/partsmith/data/x.db',
    });
  });

  it('needs both Google settings or neither, and answers the public URL without a trailing slash', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://shop.example.com/',
      ADMIN_EMAILS: 'Boss@Example.com, ops@example.com',
    });
    expect(config.auth.google).toEqual({ issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' });
    expect(config.auth.publicUrl).toBe('https://shop.example.com');
    expect(config.auth.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
  });

  it('bounds image uploads by default, and lets more images be processed at once only beside a larger libuv thread pool', () => {
    expect(loadConfig({}).uploads).toEqual({
      maxSidePx: 10_000,
      maxAspectRatio: 20,
      processingTimeoutSeconds: 10,
      concurrency: 1,
      queue: 4,
      rateLimit: { windowSeconds: 3_600, max: 20 },
      quotaImages: 100,
      unusedGraceMs: 24 * 3_600_000,
    });
    expect(loadConfig({ UPLOAD_CONCURRENCY: '2' }).uploads.concurrency).toBe(2);
    expect(loadConfig({ UPLOAD_CONCURRENCY: '6', UV_THREADPOOL_SIZE: '8' }).uploads.concurrency).toBe(6);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/shop' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ PUBLIC_URL: 'ftp://shop' }, 'PUBLIC_URL'],
    [{ AUTH_RATE_LIMIT_MAX: '0' }, 'AUTH_RATE_LIMIT_MAX'],
    [{ SIGN_IN_GUESSES_MAX: 'ten' }, 'SIGN_IN_GUESSES_MAX'],
    [{ API_TOKENS_MAX: '5', API_TOKENS_PER_WINDOW: '10' }, 'API_TOKENS_MAX'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ REQUEST_TIMEOUT_S: '0' }, 'REQUEST_TIMEOUT_S'],
    [{ CONNECTIONS_PER_CLIENT: 'many' }, 'CONNECTIONS_PER_CLIENT'],
    [{ TRUSTED_ORIGINS: 'localhost:5173' }, 'TRUSTED_ORIGINS'],
    [{ NODE_ENV: 'production' }, 'PAYMENT_PROVIDER'],
    [{ PAYMENT_PROVIDER: 'stripe' }, 'PAYMENT_PROVIDER'],
    [{ UPLOAD_MAX_SIDE_PX: '10' }, 'UPLOAD_MAX_SIDE_PX'],
    [{ UPLOAD_MAX_ASPECT_RATIO: '0.5' }, 'UPLOAD_MAX_ASPECT_RATIO'],
    [{ UPLOAD_QUEUE: '-1' }, 'UPLOAD_QUEUE'],
    [{ UPLOAD_CONCURRENCY: '3' }, 'UPLOAD_CONCURRENCY'],
    [{ UPLOAD_CONCURRENCY: '7', UV_THREADPOOL_SIZE: '8' }, 'UPLOAD_CONCURRENCY'],
  ])('refuses %o and names %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });
});
