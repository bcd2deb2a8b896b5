import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

export interface TestDatabase extends DatabaseHandle {
  config: DatabaseConfig;
  /** Destroys the connection and throws the database away. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of its own for one test file: a temporary SQLite file, or a new PostgreSQL database.
 * `migrated: false` leaves it empty, for a test of a migration.
 */
export async function createTestDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const target = process.env.PARTSMITH_TEST_DB ?? 'sqlite';
  const config = target === 'sqlite' ? await createSqliteFile() : await createPostgresDatabase(target);
  const handle = openDatabase(config);
  if (migrated) await migrateToLatest(handle);
  return {
    ...handle,
    config,
    async drop() {
      await handle.destroy();
      if (config.dialect === 'sqlite') fs.rmSync(path.dirname(config.filename), { recursive: true, force: true });
      else await dropPostgresDatabase(config.connectionString);
    },
  };
}

// In memory when the machine has a tmpfs: the code still runs with synchronous=FULL, but a flush costs nothing there.
const sqliteTestDir = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();

async function createSqliteFile(): Promise<DatabaseConfig> {
  const directory = fs.mkdtempSync(path.join(sqliteTestDir, 'partsmith-test-'));
  return { dialect: 'sqlite', filename: path.join(directory, 'test.db') };
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(serverUrl: string): Promise<DatabaseConfig> {
  const name = `partsmith_test_${crypto.randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, async (client) => {
    await client.query(`create database ${name}`);
    // A commit need not wait for its WAL flush in a database thrown away after the file: the queries, locks and
    // isolation are the same; only a crash of the server could lose the last commits (the soak tests that path).
    await client.query(`alter database ${name} set synchronous_commit = off`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { dialect: 'postgres', connectionString: url.toString() };
}

async function dropPostgresDatabase(connectionString: string) {
  const url = new URL(connectionString);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  await withAdminClient(url.toString(), (client) => client.query(`drop database if exists ${name} with (force)`));
}
