import { type Expression, type SqlBool, sql } from 'kysely';

/** Case-insensitive "contains" that treats % and _ in the user's text literally, on SQLite and PostgreSQL alike. */
export function containsIgnoringCase(column: string, text: string): Expression<SqlBool> {
  const escaped = text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
}

/** COUNT(*) comes back as a string on PostgreSQL (bigint) and a number on SQLite. */
export const toCount = (value: string | number | bigint) => Number(value);

/** A statement broke a unique constraint (PostgreSQL's 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
