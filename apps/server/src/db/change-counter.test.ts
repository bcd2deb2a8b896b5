import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import SQLite from 'better-sqlite3';
import { openDatabase, tablesThatMayChange } from './database';

const openSqliteHandle = (config: TestDatabase['config']) => new SQLite(config.dialect === 'sqlite' ? config.filename : ':memory:', { readonly: true });

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const addUser = (db: TestDatabase['db'], id: string) =>
  db
    .insertInto('users')
    .values({ id, name: 'Counter', email: `${id}@example.com`, email_verified: 0, created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
    .execute();

const onSqlite = (process.env.PARTSMITH_TEST_DB ?? 'sqlite') === 'sqlite';

describe('the change counter of watched tables (decision 0020)', () => {
  it.skipIf(onSqlite)('is null on PostgreSQL, where nothing is kept in memory', () => {
    expect(database.changeCounter(['users'])).toBeNull();
  });

  it.skipIf(!onSqlite)('changes with every write that may touch a watched table, and with nothing else', async () => {
    const changes = database.changeCounter(['sessions', 'users']);
    if (!changes) throw new Error('the embedded database counts changes');
    const { db } = database;
    let last = changes();
    const changed = () => {
      const now = changes();
      const moved = now !== last;
      last = now;
      return moved;
    };

    await db.selectFrom('users').selectAll().execute();
    await db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').selectAll().execute();
    await db.insertInto('webhook_events').values({ id: 'counter-test', type: 'test', received_at: new Date().toISOString() }).execute();
    expect(changed()).toBe(false);

    await addUser(db, 'counter-1');
    expect(changed()).toBe(true);
    await db.updateTable('users').set({ name: 'Renamed' }).where('id', '=', 'counter-1').execute();
    expect(changed()).toBe(true);
    await sql`update users set name = 'By hand' where id = 'counter-1'`.execute(db);
    expect(changed()).toBe(true);
    // A write in a transaction counts when it runs, before the commit, and stays counted if it rolls back.
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('users').where('id', '=', 'counter-1').execute();
        expect(changed()).toBe(true);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(changed()).toBe(false);

    // Another connection's commit, to any table: SQLite's data_version tells this one.
    const second = openDatabase(database.config);
    try {
      await addUser(second.db, 'counter-2');
      expect(changed()).toBe(true);
      expect(changed()).toBe(false);
    } finally {
      await second.destroy();
    }
  });
});

describe.skipIf(!onSqlite)('the tables a change counter watches, read from the schema', () => {
  it('include the tables whose foreign-key actions or triggers write a watched table without naming it', async () => {
    const { db } = database;
    await sql`create table parts_watch_test (id integer primary key)`.execute(db);
    await sql`create table notes_watch_test (id integer primary key, part_id integer references parts_watch_test (id) on delete cascade, body text)`.execute(
      db,
    );
    await sql`create table stamps_watch_test (id integer primary key)`.execute(db);
    await sql`create trigger stamp_notes_watch_test after insert on stamps_watch_test begin insert into notes_watch_test (body) values ('stamped'); end`.execute(
      db,
    );
    await sql`insert into parts_watch_test (id) values (1)`.execute(db);
    await sql`insert into notes_watch_test (part_id, body) values (1, 'a note')`.execute(db);
    const changes = database.changeCounter(['notes_watch_test']);
    if (!changes) throw new Error('the embedded database counts changes');

    let last = changes();
    // Deleting the part deletes its note by the foreign key's cascade; the statement names only the part.
    await sql`delete from parts_watch_test where id = 1`.execute(db);
    expect(changes()).not.toBe(last);
    last = changes();
    // The trigger writes a note; the statement names only the stamps.
    await sql`insert into stamps_watch_test (id) values (1)`.execute(db);
    expect(changes()).not.toBe(last);
  });

  it("covers what the app's own caches read: a session or an order cannot change through an unwatched table", () => {
    const sqlite = openSqliteHandle(database.config);
    try {
      expect(tablesThatMayChange(sqlite, ['sessions', 'users']).sort()).toEqual(['sessions', 'users']);
      expect(tablesThatMayChange(sqlite, ['orders', 'order_events', 'users']).sort()).toEqual(['order_events', 'orders', 'users']);
    } finally {
      sqlite.close();
    }
  });
});
