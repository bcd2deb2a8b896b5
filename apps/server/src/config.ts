import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const databaseUrl = z
  .string()
  .refine((value) => /^sqlite:.+/.test(value) || /^postgres(ql)?:\/\/.+/.test(value), {
    error: 'must be sqlite:PATH or a postgres:// URL',
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  DATABASE_URL: databaseUrl.default('sqlite:data/partsmith.db'),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().min(1).optional(),
  CATALOG_CACHE_TTL_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).max(3_600_000).default(10_000),
});

export type DatabaseConfig = { dialect: 'sqlite'; filename: string } | { dialect: 'postgres'; connectionString: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database: DatabaseConfig;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** The built web app to serve, or null to serve the API only. */
  webDistDir: string | null;
  /** How long a catalogue answer may be served from memory; writes through this instance clear it at once. */
  catalogCacheTtlMs: number;
}

const defaultWebDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export class ConfigError extends Error {}

export function parseDatabaseUrl(url: string): DatabaseConfig {
  if (url.startsWith('sqlite:')) return { dialect: 'sqlite', filename: url.slice('sqlite:'.length) };
  return { dialect: 'postgres', connectionString: url };
}

/** Reads the configuration once, at start. A bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = result.data;
  const database = parseDatabaseUrl(values.DATABASE_URL);
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    database,
    seedDemo: values.SEED_DEMO ?? database.dialect === 'sqlite',
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    webDistDir: values.WEB_DIST_DIR ?? defaultWebDistDir,
    catalogCacheTtlMs: values.CATALOG_CACHE_TTL_MS,
  };
}
