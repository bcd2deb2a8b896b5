import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { resolveAuthSecret } from './auth-secret';

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when it is given', () => {
    const secret = 'x'.repeat(40);
    expect(resolveAuthSecret(loadConfig({ AUTH_SECRET: secret }))).toBe(secret);
  });

  it('keeps one of its own beside the embedded database, readable by the owner only, and reuses it', () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-secret-'));
    try {
      const config = loadConfig({ DATABASE_URL: `sqlite:${path.join(directory, 'shop.db')}` });
      const first = resolveAuthSecret(config);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(resolveAuthSecret(config)).toBe(first);
      expect(fs.statSync(path.join(directory, 'auth-secret')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });

  it('uses the secret another server wrote between looking for the file and writing its own', () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-secret-'));
    try {
      fs.writeFileSync(path.join(directory, 'auth-secret'), 'the-other-servers-secret');
      vi.spyOn(fs, 'existsSync').mockReturnValueOnce(false);
      expect(resolveAuthSecret(loadConfig({ DATABASE_URL: `sqlite:${path.join(directory, 'shop.db')}` }))).toBe('the-other-servers-secret');
      expect(fs.readdirSync(directory)).toEqual(['auth-secret']);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });

  it('refuses to start PostgreSQL in production without a shared secret', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db/shop', NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' });
    expect(() => resolveAuthSecret(config)).toThrow(ConfigError);
    expect(() => resolveAuthSecret(config)).toThrow(/AUTH_SECRET/);
  });
});
