import crypto from 'node:crypto';
import pg from 'pg';

/**
 * A fresh PostgreSQL database for a soak or bench run (`soak_<purpose>_<random>`, on the server `serverUrl` names);
 * the soak and the bench share these two.
 */
export async function createPostgresDatabase(serverUrl: string, purpose: string): Promise<string> {
  const name = `soak_${purpose}_${crypto.randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops it, ending any connection still open to it. */
export async function dropPostgresDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  await withClient(url.toString(), (client) => client.query(`drop database if exists ${name} with (force)`));
}

async function withClient<T>(connectionString: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
