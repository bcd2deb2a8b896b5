import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Accounts: Better Auth's tables, in the shape its Kysely adapter reads and writes (plural, snake_case names;
 * booleans as 0/1 and dates as ISO text on SQLite). `role` is ours: 'admin' or null.
 */
export function accountsMigration(dialect: Dialect) {
  const { timestamp: timestampType, boolean: booleanType, now, false: falseValue } = columnTypes(dialect);

  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('email_verified', booleanType, (col) => col.notNull().defaultTo(falseValue))
        .addColumn('image', 'text')
        .addColumn('role', 'text', (col) => col.check(sql`role in ('admin')`))
        .addColumn('created_at', timestampType, (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', timestampType, (col) => col.notNull().defaultTo(now))
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token', 'text', (col) => col.notNull().unique())
        .addColumn('expires_at', timestampType, (col) => col.notNull())
        .addColumn('ip_address', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', timestampType, (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', timestampType, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('account_id', 'text', (col) => col.notNull())
        .addColumn('provider_id', 'text', (col) => col.notNull())
        .addColumn('access_token', 'text')
        .addColumn('refresh_token', 'text')
        .addColumn('id_token', 'text')
        .addColumn('access_token_expires_at', timestampType)
        .addColumn('refresh_token_expires_at', timestampType)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('created_at', timestampType, (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', timestampType, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('accounts_user_idx').on('accounts').column('user_id').execute();
      await db.schema.createIndex('accounts_provider_account_idx').on('accounts').columns(['provider_id', 'account_id']).unique().execute();

      await db.schema
        .createTable('verifications')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('identifier', 'text', (col) => col.notNull())
        .addColumn('value', 'text', (col) => col.notNull())
        .addColumn('expires_at', timestampType, (col) => col.notNull())
        .addColumn('created_at', timestampType, (col) => col.notNull().defaultTo(now))
        .addColumn('updated_at', timestampType, (col) => col.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('verifications_identifier_idx').on('verifications').column('identifier').execute();

      // Sign-in and sign-up limits live in the database, so they hold across every app instance.
      await db.schema
        .createTable('rate_limits')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('key', 'text', (col) => col.notNull().unique())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addColumn('last_request', 'bigint', (col) => col.notNull())
        .execute();
    },
  };
}
