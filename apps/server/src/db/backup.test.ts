import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { sweepsSettled } from '../lib/periodic-sweep';
import { createTestApp, type TestContext, testConfig } from '../../test/test-app';
import { ConfigError, loadConfig } from '../config';
import { BackupError, backupFileName, embeddedDatabaseFile, listBackups, restoreBackup, takeBackup, verifyBackup } from './backup';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

const onSqlite = (process.env.PARTSMITH_TEST_DB ?? 'sqlite') === 'sqlite';

/** A row of this many bytes: a few thousand of them make a database the backup copies in many steps. */
const ROW_BYTES = 4_000;
const STARTING_STOCK = 1_000_000;

function withConnection<T>(file: string, work: (connection: SQLite.Database) => T): T {
  const connection = openLikeTheShop(file);
  try {
    return work(connection);
  } finally {
    connection.close();
  }
}

function openLikeTheShop(file: string) {
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('busy_timeout = 5000');
  return connection;
}

/** Places an order of `pieces` in one transaction; answers its id. */
const placeOrder = (connection: SQLite.Database, pieces: number) =>
  connection.transaction(() => {
    connection.prepare('update probe_stock set pieces = pieces - ? where id = 1').run(pieces);
    return Number(connection.prepare('insert into probe_orders (pieces, padding) values (?, randomblob(?))').run(pieces, ROW_BYTES).lastInsertRowid);
  })();

/** Places an order in a process that is then killed, as a shop killed with SIGKILL would leave it. */
function placeOrderAndDie(file: string) {
  const script = `
    const SQLite = require('better-sqlite3');
    const connection = new SQLite(${JSON.stringify(file)});
    connection.pragma('journal_mode = WAL');
    connection.exec("begin; update probe_stock set pieces = pieces - 1; insert into probe_orders (pieces, padding) values (1, x'00'); commit");
    process.kill(process.pid, 'SIGKILL');`;
  expect(spawnSync(process.execPath, ['-e', script], { cwd: import.meta.dirname }).signal).toBe('SIGKILL');
}

/** What a copy of the database holds of the ledger. */
function ledger(file: string) {
  return withReadOnly(file, (connection) => ({
    ids: connection.prepare('select id from probe_orders order by id').pluck().all() as number[],
    ordered: Number(connection.prepare('select coalesce(sum(pieces), 0) from probe_orders').pluck().get()),
    stock: Number(connection.prepare('select pieces from probe_stock where id = 1').pluck().get()),
  }));
}

function withReadOnly<T>(file: string, work: (connection: SQLite.Database) => T): T {
  const connection = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return work(connection);
  } finally {
    connection.close();
  }
}

describe.skipIf(!onSqlite)('on the embedded database', () => {
  /**
   * A shop's database of its own (a copy of the run's migrated one, in a directory the test throws away), with a ledger
   * that every write keeps balanced: each order row takes its pieces from the stock row in the same transaction.
   */
  let directory: string;
  let live: string;
  let backups: string;
  beforeEach(() => {
    const template = inject('migratedTemplate');
    if (template.dialect !== 'sqlite') throw new Error('the backups are of the embedded database');
    directory = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'partsmith-backup-test-'));
    live = path.join(directory, 'partsmith.db');
    backups = path.join(directory, 'backups');
    fs.copyFileSync(template.filename, live);
    withConnection(live, (connection) => {
      connection.exec(`create table probe_orders (id integer primary key, pieces integer not null, padding blob not null);
                       create table probe_stock (id integer primary key, pieces integer not null);`);
      connection.prepare('insert into probe_stock (id, pieces) values (1, ?)').run(STARTING_STOCK);
    });
  });
  afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

  describe('npm run backup', () => {
    it('copies the database as it was when the backup began, while another connection goes on writing', async () => {
      const writer = openLikeTheShop(live);
      try {
        // About 12 MB: some 50 steps of the copy, with writes between them.
        for (let n = 0; n < 3_000; n++) placeOrder(writer, 1);
        const committedBefore = ledger(live).ids;
        let writing = true;
        let writesDuring = 0;
        const keepWriting = () => {
          if (!writing) return;
          placeOrder(writer, 2);
          writesDuring++;
          setImmediate(keepWriting);
        };
        setImmediate(keepWriting);
        const backup = await takeBackup({ databaseFile: live, directory: backups, keep: 14 }).finally(() => (writing = false));

        expect(writesDuring).toBeGreaterThan(10);
        const copy = ledger(backup.file);
        expect(copy.ids.slice(0, committedBefore.length)).toEqual(committedBefore);
        // One moment of the database: whole transactions only, the stock and the orders agree, and no write made after it began.
        expect(copy.ids).toEqual(copy.ids.map((_, index) => index + 1));
        expect(copy.stock + copy.ordered).toBe(STARTING_STOCK);
        expect(copy.ids.length).toBeLessThan(ledger(live).ids.length);
        expect(backup.schemaVersion).toMatch(/^\d{4}-/);
        expect(await verifyBackup(backup.file)).toEqual({ schemaVersion: backup.schemaVersion });
      } finally {
        writer.close();
      }
    });

    it('writes one verified file named by the time it began, in UTC, and nothing else', async () => {
      const before = Date.now();
      const backup = await takeBackup({ databaseFile: live, directory: backups, keep: 14 });
      expect(path.basename(backup.file)).toMatch(/^partsmith-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.db$/);
      expect(fs.readdirSync(backups)).toEqual([path.basename(backup.file)]);
      const [listed] = listBackups(backups);
      expect(listed?.file).toBe(backup.file);
      expect(listed?.takenAt.getTime()).toBeGreaterThanOrEqual(before - 1);
      expect(listed?.takenAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(backup.bytes).toBe(fs.statSync(backup.file).size);
      // A file of its own: out of WAL mode, so opening it leaves nothing beside it.
      withReadOnly(backup.file, (connection) => expect(connection.pragma('journal_mode', { simple: true })).toBe('delete'));
      expect(fs.readdirSync(backups)).toEqual([path.basename(backup.file)]);
    });

    it('keeps the newest BACKUP_KEEP and deletes the older ones, leaving other files alone', async () => {
      fs.mkdirSync(backups);
      fs.writeFileSync(path.join(backups, 'notes.txt'), 'not a backup');
      const oldest = path.join(backups, backupFileName(new Date('2026-01-01T00:00:00Z')));
      const older = path.join(backups, backupFileName(new Date('2026-01-02T00:00:00Z')));
      fs.copyFileSync(live, oldest);
      fs.copyFileSync(live, older);
      const abandoned = path.join(backups, `${backupFileName(new Date('2026-01-03T00:00:00Z'))}.partial`);
      fs.writeFileSync(abandoned, 'a copy a killed backup left');
      fs.utimesSync(abandoned, new Date('2026-01-03T00:00:00Z'), new Date('2026-01-03T00:00:00Z'));
      const recentPartial = path.join(backups, `${backupFileName(new Date(Date.now() - 60_000))}.partial`);
      fs.writeFileSync(recentPartial, 'a copy another backup is writing');

      const newer = await takeBackup({ databaseFile: live, directory: backups, keep: 2 });
      expect(newer.deleted).toEqual([oldest]);
      const newest = await takeBackup({ databaseFile: live, directory: backups, keep: 2 });
      expect(newest.deleted).toEqual([older]);
      expect(listBackups(backups).map(({ file }) => file)).toEqual([newest.file, newer.file]);
      expect(fs.readdirSync(backups).sort()).toEqual([path.basename(newest.file), path.basename(newer.file), path.basename(recentPartial), 'notes.txt'].sort());
    });

    it('stops when told to and leaves nothing behind', async () => {
      const stop = new AbortController();
      stop.abort();
      await expect(takeBackup({ databaseFile: live, directory: backups, keep: 14, signal: stop.signal })).rejects.toThrow();
      expect(fs.readdirSync(backups)).toEqual([]);
    });

    it('refuses a database that is not there', async () => {
      await expect(takeBackup({ databaseFile: path.join(path.dirname(live), 'missing.db'), directory: backups, keep: 14 })).rejects.toThrow(BackupError);
    });
  });

  describe('npm run restore', () => {
    it('puts the backup back, keeping the database it replaces beside it', async () => {
      withConnection(live, (connection) => placeOrder(connection, 5));
      const backup = await takeBackup({ databaseFile: live, directory: backups, keep: 14 });
      // Placed after the backup by a shop that was then killed: committed, in the -wal file only.
      placeOrderAndDie(live);
      expect(fs.statSync(`${live}-wal`).size).toBeGreaterThan(0);

      const { schemaVersion, keptAside } = await restoreBackup({ backupFile: backup.file, databaseFile: live });
      expect(schemaVersion).toBe(backup.schemaVersion);
      expect(ledger(live).ids).toEqual([1]);
      expect(keptAside).toMatch(/partsmith\.db\.before-restore-\d{4}-\d\d-\d\dT/);
      expect(ledger(keptAside!).ids).toEqual([1, 2]);
      expect(fs.readdirSync(path.dirname(live)).sort()).toEqual(['backups', path.basename(live), path.basename(keptAside!)].sort());

      // The shop starts on it as on any database: it migrates and reads.
      const handle = openDatabase({ dialect: 'sqlite', filename: live });
      try {
        expect(await migrateToLatest(handle)).toEqual([]);
        expect(await handle.db.selectFrom('products').select('id').execute()).toBeInstanceOf(Array);
      } finally {
        await handle.destroy();
      }
    });

    it('puts a backup into a place that has no database yet (a new machine)', async () => {
      const backup = await takeBackup({ databaseFile: live, directory: backups, keep: 14 });
      const fresh = path.join(path.dirname(live), 'new-machine', 'partsmith.db');
      expect(await restoreBackup({ backupFile: backup.file, databaseFile: fresh })).toEqual({ schemaVersion: backup.schemaVersion, keptAside: null });
      expect(ledger(fresh).stock).toBe(STARTING_STOCK);
    });

    it('refuses while the database is in use, and changes nothing', async () => {
      const backup = await takeBackup({ databaseFile: live, directory: backups, keep: 14 });
      const shop = openLikeTheShop(live);
      try {
        placeOrder(shop, 3);
        await expect(restoreBackup({ backupFile: backup.file, databaseFile: live })).rejects.toThrow(/is in use \(is the shop running\?\)/);
        expect(ledger(live).ids).toEqual([1]);
        expect(fs.readdirSync(path.dirname(live)).filter((name) => /before-restore|restoring/.test(name))).toEqual([]);
      } finally {
        shop.close();
      }
    });

    it('refuses a damaged file, a file that is not a database, and a database of another program or version, and changes nothing', async () => {
      withConnection(live, (connection) => placeOrder(connection, 1));
      const backup = await takeBackup({ databaseFile: live, directory: backups, keep: 14 });
      const candidates = path.join(path.dirname(live), 'candidates');
      fs.mkdirSync(candidates);

      const damaged = path.join(candidates, 'damaged.db');
      fs.copyFileSync(backup.file, damaged);
      const bytes = fs.readFileSync(damaged);
      // Scribbles over the pages after the first two: the tables' pages, then no longer what SQLite wrote.
      bytes.fill(0x5a, 2 * 4096, 6 * 4096);
      fs.writeFileSync(damaged, bytes);

      const notADatabase = path.join(candidates, 'notes.db');
      fs.writeFileSync(notADatabase, 'These are not the orders you are looking for.\n'.repeat(200));

      const anotherProgram = path.join(candidates, 'other.db');
      withConnection(anotherProgram, (connection) => connection.exec('create table things (id integer primary key)'));

      const newerVersion = path.join(candidates, 'newer.db');
      fs.copyFileSync(backup.file, newerVersion);
      withConnection(newerVersion, (connection) =>
        connection.prepare("insert into kysely_migration (name, timestamp) values ('9999-from-the-future', '2030-01-01')").run(),
      );
      withConnection(newerVersion, (connection) => connection.pragma('journal_mode = DELETE'));

      await expect(restoreBackup({ backupFile: damaged, databaseFile: live })).rejects.toThrow(/is damaged|is not a readable SQLite database/);
      await expect(restoreBackup({ backupFile: notADatabase, databaseFile: live })).rejects.toThrow(/is not a readable SQLite database/);
      await expect(restoreBackup({ backupFile: anotherProgram, databaseFile: live })).rejects.toThrow(/is not a Partsmith database/);
      await expect(restoreBackup({ backupFile: newerVersion, databaseFile: live })).rejects.toThrow(
        /newer version of Partsmith \(migration 9999-from-the-future/,
      );
      await expect(restoreBackup({ backupFile: path.join(candidates, 'missing.db'), databaseFile: live })).rejects.toThrow(BackupError);
      await expect(restoreBackup({ backupFile: live, databaseFile: live })).rejects.toThrow(/is the database itself/);
      expect(ledger(live).ids).toEqual([1]);
      expect(fs.readdirSync(path.dirname(live)).filter((name) => /before-restore|restoring/.test(name))).toEqual([]);
    });

    it('refuses to put a database beside a journal left from one that is gone', async () => {
      const backup = await takeBackup({ databaseFile: live, directory: backups, keep: 14 });
      const gone = path.join(path.dirname(live), 'gone.db');
      fs.writeFileSync(`${gone}-wal`, 'frames of a database deleted without its WAL');
      await expect(restoreBackup({ backupFile: backup.file, databaseFile: gone })).rejects.toThrow(/gone\.db-wal is left from a database that is gone/);
      expect(fs.existsSync(gone)).toBe(false);
    });
  });
});

describe.skipIf(!onSqlite)('the scheduled backups (BACKUP_INTERVAL_HOURS)', () => {
  let shop: TestContext;
  let backups: string;
  const backupsEvery = (intervalHours: number) => ({ backups: { directory: backups, keep: 3, intervalHours } });
  beforeEach(() => {
    backups = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-backups-'));
  });
  afterEach(async () => {
    await shop.close();
    fs.rmSync(backups, { recursive: true, force: true });
  });

  /** The same shop started again: a server of its own on the same database. */
  const restart = async (intervalHours: number) => {
    const handle = openDatabase(shop.database.config);
    const app = await buildApp({ config: testConfig(shop.database, backupsEvery(intervalHours)), database: handle });
    await app.ready();
    await sweepsSettled(app);
    await app.close();
    await handle.destroy();
  };

  it('takes one at start when none is as young as the interval, and none when one is', async () => {
    shop = await createTestApp(backupsEvery(24));
    const [first] = listBackups(backups);
    expect(listBackups(backups)).toHaveLength(1);
    expect(await verifyBackup(first!.file)).toEqual({ schemaVersion: expect.stringMatching(/^\d{4}-/) });

    await restart(24);
    expect(listBackups(backups)).toEqual([first]);

    // A day later (the newest made 25 hours ago), the next start takes one.
    fs.renameSync(first!.file, path.join(backups, backupFileName(new Date(Date.now() - 25 * 3_600_000))));
    await restart(24);
    expect(listBackups(backups)).toHaveLength(2);
  });

  it('takes none when BACKUP_INTERVAL_HOURS is 0', async () => {
    shop = await createTestApp(backupsEvery(0));
    expect(listBackups(backups)).toEqual([]);
  });
});

describe('on PostgreSQL', () => {
  it('the commands say they are for the embedded database and point to docs/deploy.md', () => {
    expect(() => embeddedDatabaseFile({ dialect: 'postgres', connectionString: 'postgres://127.0.0.1/partsmith' })).toThrow(
      /for the embedded database .*PostgreSQL: back it up with pg_dump.*docs\/deploy\.md/,
    );
  });

  it('the server takes no backups, and asking it to stops it with the reason', () => {
    const env = { DATABASE_URL: 'postgres://127.0.0.1/partsmith', INIT_CWD: '/srv/shop' };
    expect(loadConfig(env).backups).toMatchObject({ intervalHours: 0, keep: 14 });
    expect(() => loadConfig({ ...env, BACKUP_INTERVAL_HOURS: '24' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, BACKUP_INTERVAL_HOURS: '24' })).toThrow(/BACKUP_INTERVAL_HOURS: the server backs up the embedded database only/);
  });
});

describe('the backup settings', () => {
  it('back the embedded database up daily, into backups beside it, keeping 14', () => {
    expect(loadConfig({ INIT_CWD: '/srv/shop' }).backups).toEqual({ directory: '/srv/shop/data/backups', keep: 14, intervalHours: 24 });
    expect(loadConfig({ INIT_CWD: '/srv/shop', DATABASE_URL: 'sqlite:/var/lib/partsmith/shop.db' }).backups.directory).toBe('/var/lib/partsmith/backups');
    expect(loadConfig({ INIT_CWD: '/srv/shop', BACKUP_DIR: 'copies', BACKUP_KEEP: '30', BACKUP_INTERVAL_HOURS: '0' }).backups).toEqual({
      directory: '/srv/shop/copies',
      keep: 30,
      intervalHours: 0,
    });
  });

  it('refuse values that make no sense, naming the variable', () => {
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ BACKUP_INTERVAL_HOURS: '-1' })).toThrow(/BACKUP_INTERVAL_HOURS/);
    expect(() => loadConfig({ BACKUP_INTERVAL_HOURS: 'daily' })).toThrow(/BACKUP_INTERVAL_HOURS: must be a whole number of hours/);
  });
});
