import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { columnTypes } from './column-types';

/**
 * Email (decision 0016):
 * - outbox: every message the shop sends, written in the transaction of the change that causes it, and delivered by
 *   the sender of any instance (claimed with a lease, retried with back-off). `data` is what the message says (JSON);
 *   subject, text and html are filled in when it is sent, as it was sent. `dedupe_key` makes a message that a sweep
 *   writes (the payment reminder) unique across instances.
 * - users: which order messages the customer wants (the account's own mail is always sent).
 */
export function emailMigration(dialect: Dialect) {
  const { id: idType, timestamp: timestampType, boolean: booleanType, now, isPostgres } = columnTypes(dialect);
  const trueValue = isPostgres ? sql`true` : sql`1`;
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('outbox')
        .addColumn('id', idType, (col) => (isPostgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()))
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('recipient', 'text', (col) => col.notNull())
        .addColumn('data', 'text', (col) => col.notNull())
        .addColumn('dedupe_key', 'text', (col) => col.unique())
        .addColumn('subject', 'text')
        .addColumn('text', 'text')
        .addColumn('html', 'text')
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', timestampType, (col) => col.notNull().defaultTo(now))
        .addColumn('claimed_until', timestampType)
        .addColumn('sent_at', timestampType)
        .addColumn('failed_at', timestampType)
        .addColumn('last_error', 'text')
        .addColumn('created_at', timestampType, (col) => col.notNull().defaultTo(now))
        .execute();
      // The sender's question, "what is due?", reads only the messages still to send.
      await db.schema
        .createIndex('outbox_due_idx')
        .on('outbox')
        .column('next_attempt_at')
        .where(sql.ref('sent_at'), 'is', null)
        .where(sql.ref('failed_at'), 'is', null)
        .execute();
      // How many account mails one address was sent lately (the limit per address), and the mailbox, newest first.
      await db.schema.createIndex('outbox_recipient_idx').on('outbox').columns(['recipient', 'kind', 'created_at']).execute();

      await db.schema
        .alterTable('users')
        .addColumn('email_order_updates', booleanType, (col) => col.notNull().defaultTo(trueValue))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('email_payment_reminders', booleanType, (col) => col.notNull().defaultTo(trueValue))
        .execute();
    },
  };
}
