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
  /**
   * For answers kept in memory that are read from `tables`: a function whose number changes whenever a write to those
   * tables may have happened, from this process or any other, so that a kept answer is used only while the number it
   * was read under still holds. Null on PostgreSQL: other instances write there without telling (decision 0020).
   */
  changeCounter(tables: readonly string[]): (() => number) | null;
  destroy(): Promise<void>;
}

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.dialect === 'postgres') {
    const db = new Kysely<Database>({ dialect: postgresDialect(config.connectionString) });
    return { db, dialect: config.dialect, changeCounter: () => null, destroy: () => db.destroy() };
  }
  const database = openSqlite(config.filename);
  const watched = watchWrites(database);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database, watched.sawStatement) }) });
  return { db, dialect: config.dialect, changeCounter: watched.changeCounter, destroy: () => db.destroy() };
}

function openSqlite(filename: string) {
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const database = new SQLite(filename);
  database.pragma('journal_mode = WAL');
  // FULL: a committed order survives a power cut, not only a process crash.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return database;
}

/**
 * Counts the writes that may touch watched tables. This process's own are seen as their statements are prepared, just
 * before they run (every statement goes through the one connection's `prepare`): any statement that may write and
 * names a watched table counts, whether or not its transaction commits. Other connections' commits (another process,
 * the `make-admin` command, a second handle) change SQLite's `data_version`, read on each call.
 */
function watchWrites(database: SQLite.Database) {
  const watchers: Array<{ names: RegExp; writes: number }> = [];
  const dataVersion = database.prepare('PRAGMA data_version').pluck();
  let seenDataVersion = dataVersion.get();
  let commitsByOthers = 0;
  return {
    sawStatement(sql: string, statement: SQLite.Statement) {
      if (watchers.length === 0 || statement.readonly) return;
      for (const watcher of watchers) if (watcher.names.test(sql)) watcher.writes++;
    },
    changeCounter(tables: readonly string[]) {
      const watcher = { names: new RegExp(`\\b(${tables.join('|')})\\b`, 'i'), writes: 0 };
      watchers.push(watcher);
      return () => {
        const version = dataVersion.get();
        if (version !== seenDataVersion) {
          seenDataVersion = version;
          commitsByOthers++;
        }
        return watcher.writes + commitsByOthers;
      };
    },
  };
}

/** Statements kept per SQL text (the most recently used): Kysely's driver prepares each query anew, which costs more than running it. */
const STATEMENT_CACHE_SIZE = 500;

function withStatementCache(database: SQLite.Database, sawStatement: (sql: string, statement: SQLite.Statement) => void) {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (sql: string) => {
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
  };
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const statement = prepare(sql);
      sawStatement(sql, statement);
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
