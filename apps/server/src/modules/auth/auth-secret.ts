import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError } from '../../config';

/**
 * The secret that signs session cookies. Given by AUTH_SECRET; on the embedded database the server may keep its
 * own next to the database file, so `npm start` works with no set-up and sessions survive a restart.
 * PostgreSQL means several instances, which must share one secret: there it is required in production.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.auth.secret) return config.auth.secret;
  if (config.database.dialect === 'sqlite' && config.database.filename !== ':memory:') {
    const file = path.join(path.dirname(path.resolve(config.database.filename)), 'auth-secret');
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written in full under a name of its own, then linked into place: a server starting at the same moment either
    // wins or reads the winner's secret, never a half-written or second one.
    const candidate = `${file}.${process.pid}.${crypto.randomUUID()}`;
    fs.writeFileSync(candidate, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      fs.linkSync(candidate, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(candidate, { force: true });
    }
    return fs.readFileSync(file, 'utf8').trim();
  }
  if (config.env === 'production') {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required with PostgreSQL in production (every instance must use the same one)');
  }
  return crypto.randomBytes(48).toString('base64url');
}
