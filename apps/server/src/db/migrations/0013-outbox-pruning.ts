import { type Kysely, sql } from 'kysely';

/**
 * Sent messages are deleted from the outbox once they are `MAIL_KEEP_SENT_DAYS` old (decision 0016): the hourly sweep
 * finds the oldest ones through this index of the sent messages, without reading the others.
 */
export function outboxPruningMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createIndex('outbox_sent_idx').on('outbox').column('sent_at').where(sql.ref('sent_at'), 'is not', null).execute();
    },
  };
}
