import { type Expression, type SqlBool, type Transaction, sql } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';

/** Case-insensitive "contains" that treats % and _ in the user's text literally, on SQLite and PostgreSQL alike. */
export function containsIgnoringCase(column: string, text: string): Expression<SqlBool> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
}

/** Text that begins with `prefix`, case-sensitive, treating % and _ in it literally (LIKE, on both databases). */
export function startsWith(column: string, prefix: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${`${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`} escape '\\'`;
}

/** COUNT(*) comes back as a string on PostgreSQL (bigint) and a number on SQLite. */
export const toCount = (value: string | number | bigint) => Number(value);

/** A statement broke a unique constraint (PostgreSQL's 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Holds the account's row until the transaction ends, so that checks of what one account may do (its orders, its
 * uploads) run one after the other on every instance. PostgreSQL locks the row; SQLite runs one write at a time anyway.
 */
export async function lockAccountRow(trx: Transaction<Database>, dialect: Dialect, userId: string): Promise<void> {
  if (dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
