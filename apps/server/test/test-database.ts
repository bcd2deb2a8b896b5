import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file's own starts as a copy of (test/global-setup.ts). */
    migratedTemplate: DatabaseConfig;
  }
}

export interface TestDatabase extends DatabaseHandle {
  config: DatabaseConfig;
  /** Destroys the connection and throws the database away. */
  drop(): Promise<void>;
}

/**
 * A fresh database of its own for one test file, a temporary SQLite file or a new PostgreSQL database: a copy of the
 * run's migrated template, or empty with `migrated: false` (for a test of a migration). `timed` as openDatabase's.
 */
export async function createTestDatabase({ migrated = true, timed = false }: { migrated?: boolean; timed?: boolean } = {}): Promise<TestDatabase> {
  const target = process.env.PARTSMITH_TEST_DB ?? 'sqlite';
  const template = migrated ? inject('migratedTemplate') : undefined;
  const config = target === 'sqlite' ? await createSqliteFile(template) : await createPostgresDatabase(target, template);
  const handle = openDatabase(config, { timed });
  return {
    ...handle,
    config,
    async drop() {
      await handle.destroy();
      await discard(config);
    },
  };
}

/**
 * The database every test file of a run starts from, migrated once (test/global-setup.ts): running the migrations
 * for each file took longer than many files' tests. It is left closed: PostgreSQL copies only a database nobody is
 * connected to.
 */
export async function createMigratedTemplate(target: string): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
  const config = target === 'sqlite' ? await createSqliteFile() : await createPostgresDatabase(target);
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle);
  } catch (error) {
    // Vitest runs no teardown for a global setup that failed.
    await handle.destroy();
    await discard(config);
    throw error;
  }
  await handle.destroy();
  return { config, drop: () => discard(config) };
}

async function discard(config: DatabaseConfig) {
  if (config.dialect === 'sqlite') fs.rmSync(path.dirname(config.filename), { recursive: true, force: true });
  else await dropPostgresDatabase(config.connectionString);
}

// In memory when the machine has a tmpfs: the code still runs with synchronous=FULL, but a flush costs nothing there.
const sqliteTestDir = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();

/** A new SQLite file, a copy of the template's when one is given (closed, so its write-ahead log is in the file). */
async function createSqliteFile(template?: DatabaseConfig): Promise<DatabaseConfig> {
  const directory = fs.mkdtempSync(path.join(sqliteTestDir, 'partsmith-test-'));
  const filename = path.join(directory, 'test.db');
  if (template?.dialect === 'sqlite') fs.copyFileSync(template.filename, filename);
  return { dialect: 'sqlite', filename };
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

/** A new PostgreSQL database on the server, a copy of the template when one is given. */
async function createPostgresDatabase(serverUrl: string, template?: DatabaseConfig): Promise<DatabaseConfig> {
  const name = `partsmith_test_${crypto.randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, async (client) => {
    await client.query(
      template?.dialect === 'postgres' ? `create database ${name} template ${databaseName(template.connectionString)}` : `create database ${name}`,
    );
    // A commit need not wait for its WAL flush in a database thrown away after the file: the queries, locks and
    // isolation are the same; only a crash of the server could lose the last commits (the soak tests that path).
    await client.query(`alter database ${name} set synchronous_commit = off`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { dialect: 'postgres', connectionString: url.toString() };
}

const databaseName = (connectionString: string) => new URL(connectionString).pathname.slice(1);

async function dropPostgresDatabase(connectionString: string) {
  const url = new URL(connectionString);
  url.pathname = '/postgres';
  await withAdminClient(url.toString(), (client) => client.query(`drop database if exists ${databaseName(connectionString)} with (force)`));
}
