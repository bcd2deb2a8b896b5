import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_MIGRATION_TABLE } from 'kysely';
import type { Config, DatabaseConfig } from '../config';
import { startPeriodicSweep } from '../lib/periodic-sweep';
import { migrationProvider } from './migrate';

/** A backup or restore that cannot go ahead, said so that the shop's owner can act on it (the commands print it and exit 1). */
export class BackupError extends Error {}

/** A backup's name says when it began, in UTC: partsmith-2026-11-27T08-36-00-123Z.db (no colons, which some systems refuse). */
const BACKUP_NAME = /^partsmith-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.db$/;

/** A moment in UTC as file names can carry it: 2026-11-27T08-36-00-123Z. */
const fileTime = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

export const backupFileName = (at: Date) => `partsmith-${fileTime(at)}.db`;

/**
 * Pages copied at a time (1 MB of 4 kB pages, a few milliseconds), between which the server goes on answering. Every
 * step reads the same snapshot, so writes meanwhile neither restart the copy nor get into it.
 */
const PAGES_PER_STEP = 256;

/** A copy being written has this suffix until it is verified: nothing half-written ever looks like a backup. */
const PARTIAL = '.partial';

/** A partial copy this old was left by a backup that died (a kill, a power cut); any other is still being written. */
const ABANDONED_PARTIAL_MS = 24 * 3_600_000;

export interface Backup {
  file: string;
  bytes: number;
  /** The last migration the copy has: the schema version it restores to. */
  schemaVersion: string;
  /** Older backups deleted to keep the newest `keep`. */
  deleted: string[];
}

/** The backups in `directory`, newest first, with the time each began; other files there are not the backups' business. */
export function listBackups(directory: string): { file: string; takenAt: Date }[] {
  const names = fs.existsSync(directory) ? fs.readdirSync(directory) : [];
  return names
    .flatMap((name) => {
      const match = BACKUP_NAME.exec(name);
      return match ? [{ file: path.join(directory, name), takenAt: new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`) }] : [];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** The embedded database's file; the commands refuse PostgreSQL, whose own tools do this (docs/deploy.md). */
export function embeddedDatabaseFile(database: DatabaseConfig): string {
  if (database.dialect === 'postgres') {
    throw new BackupError(
      'npm run backup and npm run restore are for the embedded database (DATABASE_URL=sqlite:...). This shop runs on PostgreSQL: back it up with pg_dump, or base backups and WAL archiving, as docs/deploy.md says under "Backups and restore".',
    );
  }
  if (database.filename === ':memory:') throw new BackupError('DATABASE_URL names an in-memory database: it has no file to back up or restore.');
  return database.filename;
}

/**
 * Copies the embedded database into `directory` while the shop goes on taking orders, through SQLite's online backup:
 * the copy is the database as it was when the backup began (one read transaction held throughout; WAL lets the shop
 * write meanwhile). The copy is verified before it takes its name; then backups beyond the newest `keep` are deleted.
 * `signal` stops it between steps (the server closing), leaving nothing behind.
 */
export async function takeBackup({
  databaseFile,
  directory,
  keep,
  signal,
}: {
  databaseFile: string;
  directory: string;
  keep: number;
  signal?: AbortSignal;
}): Promise<Backup> {
  if (!fs.existsSync(databaseFile)) throw new BackupError(`There is no database at ${databaseFile} to back up.`);
  fs.mkdirSync(directory, { recursive: true });
  const file = path.join(directory, backupFileName(new Date()));
  const partial = `${file}${PARTIAL}`;
  const source = new SQLite(databaseFile, { fileMustExist: true, timeout: 5_000 });
  try {
    // The first read opens the transaction's snapshot, which every step of the copy then reads.
    source.exec('begin');
    source.prepare('select count(*) from sqlite_master').get();
    await source.backup(partial, {
      progress: () => {
        signal?.throwIfAborted();
        return PAGES_PER_STEP;
      },
    });
    source.exec('commit');
  } finally {
    source.close();
  }
  try {
    // The copy keeps the source's WAL mode, in which even a read-only look leaves -wal and -shm files beside it: one file is a backup.
    const copy = new SQLite(partial, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    const { schemaVersion } = await verifyBackup(partial);
    fs.renameSync(partial, file);
    syncDirectory(directory);
    return { file, bytes: fs.statSync(file).size, schemaVersion, deleted: deleteOldBackups(directory, keep) };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/** Deletes the backups older than the newest `keep`, and copies abandoned half-way; answers the backups deleted. */
function deleteOldBackups(directory: string, keep: number): string[] {
  const old = listBackups(directory)
    .slice(keep)
    .map(({ file }) => file);
  for (const file of old) fs.rmSync(file, { force: true });
  for (const name of fs.readdirSync(directory)) {
    const file = path.join(directory, name);
    if (name.endsWith(PARTIAL) && BACKUP_NAME.test(name.slice(0, -PARTIAL.length)) && Date.now() - fs.statSync(file).mtimeMs > ABANDONED_PARTIAL_MS) {
      fs.rmSync(file, { force: true });
    }
  }
  return old;
}

/**
 * Checks that `file` is a whole Partsmith database this version can run: SQLite finds nothing wrong in it (`integrity_check`
 * reads every page), and its migrations are ones this version knows. Answers the last one, its schema version.
 */
export async function verifyBackup(file: string): Promise<{ schemaVersion: string }> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const known = new Set(Object.keys(await migrationProvider('sqlite').getMigrations()));
  let applied: string[];
  try {
    const database = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      const problems = (database.prepare('pragma integrity_check').pluck().all() as string[]).filter((line) => line !== 'ok');
      if (problems.length > 0) throw new BackupError(`${file} is damaged; SQLite's integrity check says:\n  ${problems.slice(0, 5).join('\n  ')}`);
      const hasMigrations = database.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(DEFAULT_MIGRATION_TABLE);
      applied = hasMigrations ? (database.prepare(`select name from ${DEFAULT_MIGRATION_TABLE} order by name`).pluck().all() as string[]) : [];
    } finally {
      database.close();
    }
  } catch (error) {
    if (error instanceof SQLite.SqliteError) throw new BackupError(`${file} is not a readable SQLite database: ${error.message}.`);
    throw error;
  }
  const schemaVersion = applied.at(-1);
  if (!schemaVersion) throw new BackupError(`${file} is not a Partsmith database: it has no migrations.`);
  const unknown = applied.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `${file} was made by a newer version of Partsmith (migration ${unknown.join(', ')} is unknown to this one): restore it with that version.`,
    );
  }
  return { schemaVersion };
}

/**
 * Puts a verified backup in place of the embedded database, which must not be open anywhere: the restore holds an
 * exclusive lock on it throughout, and refuses when it cannot have one (a shop, or anything else, has the file open).
 * The database it replaces is kept beside it (`<file>.before-restore-<time>`, complete: its WAL is folded into it
 * first), and the restored file takes its name in one rename, so the database's name never points at half a file.
 */
export async function restoreBackup({
  backupFile,
  databaseFile,
}: {
  backupFile: string;
  databaseFile: string;
}): Promise<{ schemaVersion: string; keptAside: string | null }> {
  if (path.resolve(backupFile) === path.resolve(databaseFile)) throw new BackupError(`${backupFile} is the database itself, not a backup of it.`);
  const { schemaVersion } = await verifyBackup(backupFile);
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  const lock = fs.existsSync(databaseFile) ? lockForRestore(databaseFile) : null;
  // SQLite would take a journal left without its database for the restored file's own and apply it.
  const orphan = lock ? undefined : ['-wal', '-journal'].map((suffix) => `${databaseFile}${suffix}`).find((file) => fs.existsSync(file));
  if (orphan) throw new BackupError(`${orphan} is left from a database that is gone: move it away, then restore.`);
  const incoming = `${databaseFile}.restoring`;
  try {
    fs.copyFileSync(backupFile, incoming);
    syncFile(incoming);
    let keptAside: string | null = null;
    if (lock) {
      keptAside = `${databaseFile}.before-restore-${fileTime(new Date())}`;
      fs.linkSync(databaseFile, keptAside);
    }
    fs.renameSync(incoming, databaseFile);
    syncDirectory(path.dirname(databaseFile));
    return { schemaVersion, keptAside };
  } finally {
    fs.rmSync(incoming, { force: true });
    lock?.close();
  }
}

/**
 * Opens the database with the exclusive lock that no other connection may hold beside it: a server keeps a shared lock
 * on its WAL database for as long as it has it open, so this fails at once while one runs. Leaving WAL mode then folds
 * the WAL into the file, which is kept aside whole, and leaves no -wal file for the restored one to pick up.
 */
function lockForRestore(databaseFile: string): SQLite.Database {
  const database = new SQLite(databaseFile, { fileMustExist: true, timeout: 0 });
  try {
    database.pragma('locking_mode = EXCLUSIVE');
    database.exec('begin exclusive; commit');
    database.pragma('journal_mode = DELETE');
    // The WAL's index, which the shop that last had it open leaves behind when it is killed: no longer anyone's.
    fs.rmSync(`${databaseFile}-shm`, { force: true });
    return database;
  } catch (error) {
    database.close();
    if (error instanceof SQLite.SqliteError && error.code.startsWith('SQLITE_BUSY')) {
      throw new BackupError(`${databaseFile} is in use (is the shop running?): stop the shop, then restore.`);
    }
    if (error instanceof SQLite.SqliteError) {
      throw new BackupError(`${databaseFile} cannot be read (${error.message}): move it away yourself (with any -wal file beside it), then restore.`);
    }
    throw error;
  }
}

function syncFile(file: string) {
  const descriptor = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
}

/** A rename survives a power cut once its directory is flushed too. */
const syncDirectory = syncFile;

/** How often the server looks whether a backup is due: a backup is taken at most this long after it falls due. */
const SCHEDULE_CHECK_MS = 5 * 60_000;

/**
 * The embedded shop backs itself up (unless BACKUP_INTERVAL_HOURS is 0): at start and every 5 minutes it takes a backup
 * when the newest in the directory (taken by it or by `npm run backup`) is `intervalHours` old, so restarts neither pile
 * backups up nor skip one.
 */
export function startBackupSchedule(app: FastifyInstance, { database, backups }: Pick<Config, 'database' | 'backups'>) {
  if (database.dialect !== 'sqlite' || backups.intervalHours === 0) return;
  const databaseFile = database.filename;
  const intervalMs = backups.intervalHours * 3_600_000;
  startPeriodicSweep(app, {
    intervalMs: SCHEDULE_CHECK_MS,
    async run(stop) {
      const newest = listBackups(backups.directory)[0];
      if (newest && Date.now() - newest.takenAt.getTime() < intervalMs) return 0;
      try {
        const { file, bytes, schemaVersion, deleted } = await takeBackup({ databaseFile, directory: backups.directory, keep: backups.keep, signal: stop });
        app.log.info({ file, bytes, schemaVersion, deleted }, 'backup written and verified');
        return 1;
      } catch (error) {
        // Stopped by the shutdown: the next start takes it.
        if (stop.aborted) return 0;
        throw error;
      }
    },
    didWork: 'Took the scheduled backup of the embedded database',
    failed: 'The scheduled backup of the embedded database failed; it is tried again in 5 minutes',
  });
}
