import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LimitNode, type LogEvent, type OffsetNode, PostgresDialect, SqliteDialect, SqliteQueryCompiler } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { recentlyUsed } from '../lib/recently-used';
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
  /**
   * Tells `listener` how long each query run through Kysely took (the metrics' database timings), or stops with null;
   * only on a database opened `timed`. The embedded database's immediate reads (decision 0021) are not timed.
   */
  timeQueries(listener: ((event: LogEvent) => void) | null): void;
  destroy(): Promise<void>;
}

/**
 * Kysely's log, which times every query, handed on to whoever listens. It is given when Kysely is made, and only to a
 * database opened `timed`: it wraps every query in another promise (1 to 5 µs on a query of 20 µs).
 */
function queryTimings(timed: boolean) {
  let listener: ((event: LogEvent) => void) | null = null;
  return {
    log: timed ? (event: LogEvent) => listener?.(event) : undefined,
    timeQueries: (to: typeof listener) => {
      if (!timed) throw new Error('the database was not opened timed: openDatabase(config, { timed: true })');
      listener = to;
    },
  };
}

/** `timed`: its queries can be timed (timeQueries), for the metrics. */
export function openDatabase(config: DatabaseConfig, { timed = false }: { timed?: boolean } = {}): DatabaseHandle {
  const { log, timeQueries } = queryTimings(timed);
  if (config.dialect === 'postgres') {
    const db = new Kysely<Database>({ dialect: postgresDialect(config.connectionString), log });
    return { db, dialect: config.dialect, changeCounter: () => null, timeQueries, destroy: () => db.destroy() };
  }
  const database = openSqlite(config.filename);
  const watched = watchWrites(database);
  const statements = withStatementCache(database, watched.sawStatement);
  const db = new Kysely<Database>({ dialect: new PagedSqliteDialect({ database: statements }), log });
  immediateReaders.set(db, immediateReader(database));
  return { db, dialect: config.dialect, changeCounter: watched.changeCounter, timeQueries, destroy: () => db.destroy() };
}

/**
 * SQLite (3.53 here) plans a statement again every time a value is bound to its LIMIT or OFFSET parameter, which with
 * better-sqlite3 is every run: about 20 µs, three times what a page of My Orders costs to read. Given as
 * `cast(? as integer)`, the same value is no longer one the planner looks at, and the plan made once is kept.
 */
class PagedSqliteQueryCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode) {
    this.append('limit cast(');
    this.visitNode(node.limit);
    this.append(' as integer)');
  }

  protected override visitOffset(node: OffsetNode) {
    this.append('offset cast(');
    this.visitNode(node.offset);
    this.append(' as integer)');
  }
}

class PagedSqliteDialect extends SqliteDialect {
  override createQueryCompiler() {
    return new PagedSqliteQueryCompiler();
  }
}

/** Rows of a read-only statement, or undefined when it cannot be run at once (see `immediateReaderOf`). */
export type ImmediateRead = (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;

const immediateReaders = new WeakMap<Kysely<Database>, ImmediateRead>();

/**
 * On the embedded database, runs a read-only statement at once, synchronously, when its one connection has no
 * transaction open: nothing else can run on the connection meanwhile, so that is what Kysely's connection lock would
 * give, without its promise chain, which costs several times the statement (decision 0021). It answers undefined when
 * a transaction is open or the statement writes: the caller then asks Kysely, which waits its turn. None on PostgreSQL.
 */
export function immediateReaderOf(db: Kysely<Database>): ImmediateRead | undefined {
  return immediateReaders.get(db);
}

/** Statements kept per SQL text (the most recently used): Kysely's driver prepares each query anew, which costs more than running it. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The immediate reads: each statement kept (the most recently used, as many as the statement cache keeps: a catalogue
 * filter's values or a page's ids make new statements), answering its rows as arrays that a function made for its
 * columns turns into objects. better-sqlite3 builds an object row property by property, which for the 21 columns of
 * an order cost more than running the statement (measured: 8 against 4 µs).
 */
function immediateReader(database: SQLite.Database): ImmediateRead {
  const reads = recentlyUsed<{ statement: SQLite.Statement; toRow: (values: unknown[]) => unknown } | null>(STATEMENT_CACHE_SIZE);
  return (sql, parameters) => {
    // Inside another request's open transaction a read would see its uncommitted writes: that one waits for Kysely's lock.
    if (database.inTransaction) return undefined;
    let read = reads.get(sql);
    if (read === undefined) {
      const statement = database.prepare(sql);
      read =
        statement.reader && statement.readonly ? { statement: statement.raw(true), toRow: rowMaker(statement.columns().map((column) => column.name)) } : null;
      reads.set(sql, read);
    }
    return read ? (read.statement.all(parameters) as unknown[][]).map(read.toRow) : undefined;
  };
}

/** A function that makes an object of one fixed shape from a row's values, named as the statement's columns are. */
function rowMaker(names: string[]): (values: unknown[]) => Record<string, unknown> {
  if (names.includes('__proto__')) throw new Error('a column named __proto__ cannot be a property');
  const properties = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
  return new Function('values', `return { ${properties.join(', ')} };`) as (values: unknown[]) => Record<string, unknown>;
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
 * names a watched table counts, whether or not its transaction commits. A statement may also change a watched table
 * without naming it, through a foreign key's action or a trigger: those tables are watched too (`tablesThatMayChange`).
 * Other connections' commits (another process, the `make-admin` command, a second handle) change SQLite's
 * `data_version`, read on each call.
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
      const watcher = { names: namesPattern(tablesThatMayChange(database, tables)), writes: 0 };
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

const namesPattern = (tables: readonly string[]) => new RegExp(`\\b(${tables.join('|')})\\b`, 'i');

/** Foreign-key actions that write the referring table when the referred one changes. */
const WRITING_ACTIONS = new Set(['CASCADE', 'SET NULL', 'SET DEFAULT']);

/**
 * The tables whose writes may change the rows of `tables`, read from the schema: the tables themselves; every table
 * that one of them refers to with a foreign key that acts (ON DELETE or ON UPDATE CASCADE, SET NULL or SET DEFAULT);
 * and every table with a trigger whose body names one of them; until nothing more is added.
 */
export function tablesThatMayChange(database: SQLite.Database, tables: readonly string[]): string[] {
  const allTables = database.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").pluck().all() as string[];
  const triggers = database.prepare("select tbl_name as tableName, sql from sqlite_master where type = 'trigger'").all() as {
    tableName: string;
    sql: string;
  }[];
  const actingParents = new Map(
    allTables.map((table) => {
      const keys = database.prepare('select "table", on_update, on_delete from pragma_foreign_key_list(?)').all(table) as {
        table: string;
        on_update: string;
        on_delete: string;
      }[];
      return [table, keys.filter((key) => WRITING_ACTIONS.has(key.on_delete) || WRITING_ACTIONS.has(key.on_update)).map((key) => key.table)];
    }),
  );
  const watched = new Set(tables);
  for (let before = -1; before !== watched.size;) {
    before = watched.size;
    const names = namesPattern([...watched]);
    for (const table of [...watched]) for (const parent of actingParents.get(table) ?? []) watched.add(parent);
    for (const trigger of triggers) if (names.test(trigger.sql.slice(trigger.sql.search(/\bbegin\b/i)))) watched.add(trigger.tableName);
  }
  return [...watched];
}

function withStatementCache(database: SQLite.Database, sawStatement: (sql: string, statement: SQLite.Statement) => void) {
  const statements = recentlyUsed<SQLite.Statement>(STATEMENT_CACHE_SIZE);
  const prepare = (sql: string) => {
    const cached = statements.get(sql);
    // A statement still being iterated (a streamed query) cannot run again until it finishes: that caller gets its own.
    if (cached?.busy) return database.prepare(sql);
    if (cached) return cached;
    const statement = database.prepare(sql);
    statements.set(sql, statement);
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
