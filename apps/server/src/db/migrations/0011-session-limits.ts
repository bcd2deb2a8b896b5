import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Limits on sessions and sign-in, counted in the database so that they hold across app instances:
 * - sessions.kind tells bearer tokens (PUT /api/user/{email}) from browser sessions, so that an account's tokens are
 *   counted (minted in a window, live at once) by an index that reads only its own newest rows;
 * - sign_in_attempts: password sign-ins per account, from clients without a device cookie of it (device null) or per
 *   device cookie (decision 0014), kept while they count.
 */
export function sessionLimitsMigration(dialect: Dialect) {
  const { timestamp: timestampType } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('sessions')
        .addColumn('kind', 'text', (col) =>
          col
            .notNull()
            .defaultTo('cookie')
            .check(sql`kind in ('cookie', 'token')`),
        )
        .execute();
      await db.schema.createIndex('sessions_user_kind_created_idx').on('sessions').columns(['user_id', 'kind', 'created_at']).execute();

      await db.schema
        .createTable('sign_in_attempts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('account', 'text', (col) => col.notNull())
        .addColumn('device', 'text')
        .addColumn('attempted_at', timestampType, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sign_in_attempts_account_idx').on('sign_in_attempts').columns(['account', 'device', 'attempted_at']).execute();
      await db.schema.createIndex('sign_in_attempts_time_idx').on('sign_in_attempts').column('attempted_at').execute();
    },
  };
}
