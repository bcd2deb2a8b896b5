import { type Kysely, sql } from 'kysely';

/**
 * Rebuilds a SQLite table from its definition as `rewrite` changes it (SQLite alters no CHECK constraint and drops no
 * UNIQUE column), as SQLite's documentation lays out: foreign keys off, copy into a new table, swap, indexes and
 * triggers again, check the keys, in one transaction. `rewrite` gets and answers the CREATE TABLE statement of
 * `<table>_rebuilt`; the columns the new table keeps are copied. Migrations on SQLite run outside a transaction on the
 * one connection, so the pragma can change here.
 */
export async function rebuildSqliteTable(db: Kysely<any>, table: string, rewrite: (definition: string) => string) {
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const definition = rows[0]?.sql;
  if (!definition) throw new Error(`${table}: no table to rebuild`);
  const rebuilt = `${table}_rebuilt`;
  const newDefinition = rewrite(definition.replace(new RegExp(`^CREATE TABLE "?${table}"?`, 'i'), `create table "${rebuilt}"`));
  const dependents = await sql<{ sql: string }>`select sql from sqlite_master
    where type in ('index', 'trigger') and tbl_name = ${table} and sql is not null`.execute(db);

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(newDefinition).execute(trx);
      const kept = await sql<{ name: string }>`select name from pragma_table_info(${rebuilt})`.execute(trx);
      const columns = sql.join(kept.rows.map((column) => sql.ref(column.name)));
      await sql`insert into ${sql.table(rebuilt)} (${columns}) select ${columns} from ${sql.table(table)}`.execute(trx);
      await sql`drop table ${sql.table(table)}`.execute(trx);
      await sql`alter table ${sql.table(rebuilt)} rename to ${sql.table(table)}`.execute(trx);
      for (const dependent of dependents.rows) await sql.raw(dependent.sql).execute(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`${table}: ${broken.rows.length} foreign keys broken by the rebuild`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
