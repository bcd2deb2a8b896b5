import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { GroupedWriteTimeoutError, createGroupCommit } from './group-commit';

/** A table of this test's own, reached through Kysely's untyped side. */
interface Probe {
  probes: { id: number; parent: number | null };
}

let database: TestDatabase;
let db: Kysely<Probe>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db as unknown as Kysely<Probe>;
  await sql`create table probes (id integer primary key, parent integer references probes (id))`.execute(db);
});
afterAll(() => database.drop());

const ids = async () => (await db.selectFrom('probes').select('id').orderBy('id').execute()).map((row) => row.id);
const insert =
  (id: number, parent: number | null = null) =>
  (trx: Kysely<Probe>) =>
    trx.insertInto('probes').values({ id, parent }).execute();

describe('writes that share a commit', () => {
  it('gives each caller its own outcome; one that throws rolls back its own writes alone', async () => {
    const run = createGroupCommit(database.db, database.dialect);
    const outcomes = await Promise.allSettled([
      run(async (trx) => {
        await insert(1)(trx as unknown as Kysely<Probe>);
        return 'first';
      }),
      run(async (trx) => {
        await insert(2)(trx as unknown as Kysely<Probe>);
        throw new Error('refused');
      }),
      run(async (trx) => {
        await insert(3)(trx as unknown as Kysely<Probe>);
        return (await (trx as unknown as Kysely<Probe>).selectFrom('probes').select('id').where('id', '=', 1).executeTakeFirst())?.id;
      }),
    ]);
    const [first, second, third] = outcomes;
    expect(first).toEqual({ status: 'fulfilled', value: 'first' });
    expect(second).toEqual({ status: 'rejected', reason: new Error('refused') });
    expect(third?.status).toBe('fulfilled');
    const seen = third?.status === 'fulfilled' ? third.value : 'none';
    // On SQLite, writes queued before it in the same commit are visible to it. On PostgreSQL each write is a
    // transaction of its own, side by side with the others: whether the first has committed yet is up to timing (an
    // undefined `value` inside toEqual did not match toBeOneOf([1, undefined]) once, on Node 24).
    if (database.dialect === 'sqlite') expect(seen).toBe(1);
    else expect([1, undefined]).toContain(seen);
    expect(await ids()).toEqual([1, 3]);
  });

  it('tells every caller of a batch that it failed when the commit fails, and keeps none of its writes', async ({ skip }) => {
    if (database.dialect !== 'sqlite') skip('PostgreSQL commits each write in a transaction of its own');
    const run = createGroupCommit(database.db, database.dialect);
    await run(async (trx) => insert(10)(trx as unknown as Kysely<Probe>));
    // Writes asked for in the same turn of the event loop share one commit.
    const good = run(async (trx) => insert(11)(trx as unknown as Kysely<Probe>));
    const breaksTheCommit = run(async (trx) => {
      // A deferred foreign key is checked at COMMIT: the whole shared commit fails there.
      await sql`pragma defer_foreign_keys = on`.execute(trx);
      await insert(12, 999)(trx as unknown as Kysely<Probe>);
    });
    await expect(good).rejects.toThrow(/FOREIGN KEY/);
    await expect(breaksTheCommit).rejects.toThrow(/FOREIGN KEY/);
    expect(await ids()).toEqual([1, 3, 10]);
  });
});

describe('a grouped write that never finishes', () => {
  it.skipIf((process.env.PARTSMITH_TEST_DB ?? 'sqlite') !== 'sqlite')(
    'using the database handle instead of its transaction is an error, not a deadlock: the others commit, and later writes go on',
    async () => {
      const run = createGroupCommit(database.db, database.dialect, { writeTimeoutMs: 200 });
      const outcomes = await Promise.allSettled([
        run(async (trx) => insert(40)(trx as unknown as Kysely<Probe>)),
        // The handle waits for the connection, which this very batch holds until it commits.
        run(async () => insert(41)(db)),
        run(async (trx) => insert(42)(trx as unknown as Kysely<Probe>)),
      ]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(GroupedWriteTimeoutError);
      await run(async (trx) => insert(43)(trx as unknown as Kysely<Probe>));
      expect((await ids()).filter((id) => id >= 40 && id !== 41)).toEqual([40, 42, 43]);
    },
  );
});
