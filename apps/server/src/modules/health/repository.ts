import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export function createHealthRepository(db: Kysely<Database>) {
  return {
    /** Rejects when the database does not answer. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
