import { sql } from 'kysely';
import type { Dialect } from '../database';

/** The few column types that differ between SQLite and PostgreSQL, for migrations. */
export function columnTypes(dialect: Dialect) {
  const isPostgres = dialect === 'postgres';
  return {
    isPostgres,
    /** Identity keys: bigint identity on PostgreSQL, integer autoincrement on SQLite. */
    id: isPostgres ? ('bigint' as const) : ('integer' as const),
    timestamp: isPostgres ? ('timestamptz' as const) : ('text' as const),
    boolean: isPostgres ? ('boolean' as const) : ('integer' as const),
    now: isPostgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    false: isPostgres ? sql`false` : sql`0`,
  };
}
