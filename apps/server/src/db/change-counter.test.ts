import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { openDatabase } from './database';

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

describe('the change counter of watched tables (decision 0020)', () => {
  it('is null on PostgreSQL, where nothing is kept in memory', () => {
    if (database.dialect !== 'postgres') return;
    expect(database.changeCounter(['users'])).toBeNull();
  });

  it('changes with every write that may touch a watched table, and with nothing else', async () => {
    if (database.dialect !== 'sqlite') return;
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
