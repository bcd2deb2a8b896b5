import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';

export type Dialect = DatabaseConfig['dialect'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  const db =
    config.dialect === 'sqlite'
      ? new Kysely<Database>({ dialect: sqliteDialect(config.filename) })
      : new Kysely<Database>({ dialect: postgresDialect(config.connectionString) });
  return { db, dialect: config.dialect, destroy: () => db.destroy() };
}

function sqliteDialect(filename: string) {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const database = new SQLite(filename);
  database.pragma('journal_mode = WAL');
  // FULL: a committed order survives a power cut, not only a process crash.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: withStatementCache(database) });
}

/** Statements kept per SQL text (the most recently used): Kysely's driver prepares each query anew, which costs more than running it. */
const STATEMENT_CACHE_SIZE = 500;

function withStatementCache(database: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      // A statement still being iterated (a streamed query) cannot run again until it finishes: that caller gets its own.
      if (cached?.busy) return database.prepare(sql);
      if (cached) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}

function postgresDialect(connectionString: string) {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that the server closes (a restart, a failover) is dropped from the pool and replaced on
  // the next query; without this listener its error would crash the process.
  pool.on('error', (error) => console.error('PostgreSQL closed an idle connection:', error.message));
  return new PostgresDialect({ pool });
}
