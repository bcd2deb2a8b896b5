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
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
  if (config.env === 'production') {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required with PostgreSQL in production (every instance must use the same one)');
  }
  return crypto.randomBytes(48).toString('base64url');
}
