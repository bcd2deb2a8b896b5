import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000 with the demo seed on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', filename: 'data/partsmith.db' });
    expect(config.seedDemo).toBe(true);
  });

  it('picks PostgreSQL from a postgres URL, with the seed off unless asked for', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/shop';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ dialect: 'postgres', connectionString: url });
    expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('takes any sqlite:PATH', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/shop.db' }).database).toEqual({ dialect: 'sqlite', filename: '/tmp/shop.db' });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/shop' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %o and names %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });
});
