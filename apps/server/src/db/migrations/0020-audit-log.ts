import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * The audit log (issue 36, decision 0029): one row per change an admin makes, written in the change's own
 * transaction. It names its actor and subject as they were (an email, a part number), with no foreign keys, so that
 * deleting an account or a part keeps its history. Append-only: the database refuses to update or delete a row.
 * Read newest first, whole or by actor, action, subject or day.
 */
export function auditLogMigration(dialect: Dialect) {
  const { id: idType, timestamp: timestampType, now, isPostgres } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('audit_log')
        .addColumn('id', idType, (col) => (isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()))
        .addColumn('at', timestampType, (col) => col.notNull().defaultTo(now))
        .addColumn('actor_id', 'text', (col) => col.notNull())
        .addColumn('actor_email', 'text', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('subject_type', 'text', (col) => col.notNull())
        .addColumn('subject_id', 'text', (col) => col.notNull())
        .addColumn('subject_label', 'text', (col) => col.notNull())
        // JSON objects of the subject's fields; null where it did not exist (before a creation, after a deletion).
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .execute();
      await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_email', 'id']).execute();
      await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'id']).execute();
      await db.schema.createIndex('audit_log_subject_idx').on('audit_log').columns(['subject_type', 'subject_id', 'id']).execute();
      await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at']).execute();

      const refusal = 'the audit log is append-only';
      if (isPostgres) {
        await sql.raw(`create function audit_log_append_only() returns trigger language plpgsql as $$ begin raise exception '${refusal}'; end $$`).execute(db);
        await sql`create trigger audit_log_append_only before update or delete on audit_log for each statement execute function audit_log_append_only()`.execute(
          db,
        );
        await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()`.execute(db);
      } else {
        for (const event of ['update', 'delete']) {
          await sql.raw(`create trigger audit_log_no_${event} before ${event} on audit_log begin select raise(abort, '${refusal}'); end`).execute(db);
        }
      }
    },
  };
}
