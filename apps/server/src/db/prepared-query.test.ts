import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { preparedQuery, preparedStatement, preparedStatementOf, selectRows } from './prepared-query';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const now = new Date().toISOString();
  await database.db
    .insertInto('users')
    .values(
      ['ann', 'bob', 'cy'].map((id, index) => ({
        id,
        name: id.toUpperCase(),
        email: `${id}@example.com`,
        email_verified: index % 2,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
});
afterAll(() => database.drop());

describe('a query built once and run with new values', () => {
  it('answers what the same query built each time answers, whatever the values', async () => {
    const { db } = database;
    const byEmail = (email: string, limit: number) =>
      db.selectFrom('users').select(['id', 'name']).where('email', '=', email).where('id', 'in', ['ann', 'bob']).limit(limit);
    const prepared = preparedQuery(db, byEmail);
    for (const [email, limit] of [
      ['ann@example.com', 5],
      ['bob@example.com', 1],
      ['cy@example.com', 5],
      ['ann@example.com', 0],
    ] as const) {
      expect(await prepared(email, limit)).toEqual(await byEmail(email, limit).execute());
    }
    expect(await prepared('bob@example.com', 5)).toEqual([{ id: 'bob', name: 'BOB' }]);
    // A value that is not a parameter of its own (a constant list) stays as written; values never become SQL.
    expect(await prepared("' or 1=1 --", 5)).toEqual([]);
  });

  it('pages with LIMIT and OFFSET, on SQLite written so that a new page keeps the plan made once', async () => {
    const { db } = database;
    const page = (limit: number, offset: number) => db.selectFrom('users').select('id').orderBy('id').limit(limit).offset(offset);
    if (database.dialect === 'sqlite') expect(page(1, 0).compile().sql).toMatch(/limit cast\(\? as integer\) offset cast\(\? as integer\)$/);
    const prepared = preparedQuery(db, page);
    expect(await prepared(2, 0)).toEqual([{ id: 'ann' }, { id: 'bob' }]);
    expect(await prepared(2, 1)).toEqual([{ id: 'bob' }, { id: 'cy' }]);
    expect(await prepared(5, 2)).toEqual([{ id: 'cy' }]);
    expect(await prepared(0, 0)).toEqual([]);
    expect(await page(1, 1).execute()).toEqual([{ id: 'bob' }]);
  });

  it("never sees another transaction's writes before they commit, and sees them once they do", async () => {
    const { db } = database;
    const nameOf = preparedQuery(db, (id: string) => db.selectFrom('users').select('name').where('id', '=', id));
    let writeDone!: () => void;
    const written = new Promise<void>((resolve) => (writeDone = resolve));
    let finishTransaction!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (finishTransaction = resolve));
    const transaction = (async () => {
      await db
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('users').set({ name: 'Uncommitted' }).where('id', '=', 'cy').execute();
          writeDone();
          if (!(await decided)) throw new Error('rolled back');
        })
        .catch(() => undefined);
    })();
    await written;
    const readDuringRollback = nameOf('cy');
    finishTransaction(false);
    await transaction;
    expect(await readDuringRollback).toEqual([{ name: 'CY' }]);

    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ name: 'Committed' }).where('id', '=', 'cy').execute();
    });
    expect(await nameOf('cy')).toEqual([{ name: 'Committed' }]);
    await db.updateTable('users').set({ name: 'CY' }).where('id', '=', 'cy').execute();
  });

  it('refuses a query that computes with an argument instead of passing it as a parameter', async () => {
    const { db } = database;
    const prepared = preparedQuery(db, (name: string) => db.selectFrom('users').select('id').where('name', '=', name.toUpperCase()));
    await expect(prepared('ann')).rejects.toThrow(/argument 0 of a prepared query is not passed as a query parameter/);
  });
});

describe('a statement of named fields', () => {
  it('answers what the same statement built each time answers, whatever the fields, and refuses a field it computes with', async () => {
    const { db } = database;
    const byEmail = (fields: { email: string; limit: number; excluded: string }) =>
      db.selectFrom('users').select(['id', 'name']).where('email', '=', fields.email).where('id', '<>', fields.excluded).limit(fields.limit);
    const prepared = preparedStatementOf(byEmail);
    for (const fields of [
      { email: 'ann@example.com', limit: 5, excluded: 'bob' },
      { email: 'bob@example.com', limit: 5, excluded: 'bob' },
      { email: 'cy@example.com', limit: 0, excluded: 'ann' },
      { limit: 1, excluded: 'ann', email: 'cy@example.com' },
    ]) {
      expect((await prepared(db, fields)).rows).toEqual(await byEmail(fields).execute());
    }
    const computed = preparedStatementOf((fields: { name: string }) => db.selectFrom('users').select('id').where('name', '=', fields.name.toUpperCase()));
    await expect(computed(db, { name: 'ann' })).rejects.toThrow(/field name of a prepared query is not passed as a query parameter/);
  });
});

describe('a statement built once and run in a transaction', () => {
  it('writes and reads on the executor it is given, answering rows, and how many rows it changed', async () => {
    const { db } = database;
    const rename = preparedStatement((id: string, name: string) => db.updateTable('users').set({ name }).where('id', '=', id));
    const nameOf = preparedStatement((id: string) => db.selectFrom('users').select('name').where('id', '=', id));
    const addReview = preparedStatement((userId: string, review: string) =>
      db
        .insertInto('reviews')
        .values({ user_id: userId, name: 'Bob', location: 'Dhaka', review, ratings: 5, image: '', created_at: new Date(0).toISOString() })
        .returning(['id', 'review']),
    );
    await db
      .transaction()
      .execute(async (trx) => {
        expect(Number((await rename(trx, 'ann', 'Renamed')).numAffectedRows)).toBe(1);
        expect(Number((await rename(trx, 'nobody', 'Renamed')).numAffectedRows)).toBe(0);
        // Inside the transaction, its own write; outside, what was committed.
        expect((await nameOf(trx, 'ann')).rows).toEqual([{ name: 'Renamed' }]);
        const [review] = (await addReview(trx, 'bob', "it's 'fine'")).rows;
        expect(review).toEqual({ id: expect.anything(), review: "it's 'fine'" });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await nameOf(db, 'ann')).rows).toEqual([{ name: 'ANN' }]);
    expect(await db.selectFrom('reviews').select('id').execute()).toEqual([]);
  });
});

describe('a read built for each request', () => {
  it("answers what Kysely answers, never sees another transaction's uncommitted writes, and on a transaction sees its own", async () => {
    const { db } = database;
    const named = (executor: typeof db, ids: string[]) => executor.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).orderBy('id');
    for (const ids of [['ann'], ['ann', 'cy'], ['bob', 'cy', 'nobody'], ['nobody']])
      expect(await selectRows(db, named(db, ids))).toEqual(await named(db, ids).execute());

    let writeDone!: () => void;
    const written = new Promise<void>((resolve) => (writeDone = resolve));
    let rollBack!: () => void;
    const decided = new Promise<void>((resolve) => (rollBack = resolve));
    let readInTransaction: unknown;
    const transaction = db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ name: 'Uncommitted' }).where('id', '=', 'cy').execute();
        readInTransaction = await selectRows(trx, named(trx, ['cy']));
        writeDone();
        await decided;
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await written;
    const readDuringTransaction = selectRows(db, named(db, ['cy']));
    rollBack();
    await transaction;
    expect(await readDuringTransaction).toEqual([{ id: 'cy', name: 'CY' }]);
    expect(readInTransaction).toEqual([{ id: 'cy', name: 'Uncommitted' }]);
  });
});
