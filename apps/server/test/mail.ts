import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';

/**
 * The link in the newest email of `kind` to `to`, as the development mailbox has it (the test app's transport): the
 * sender hands over what is due first. Answers the link and its token.
 */
export async function mailedLink(app: FastifyInstance, db: Kysely<Database>, to: string, kind: 'password-reset' | 'verify-email') {
  await app.services.mail.deliverDue();
  const row = await db
    .selectFrom('outbox')
    .select('text')
    .where('recipient', '=', to)
    .where('kind', '=', kind)
    .where('sent_at', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const link = row?.text?.match(/https?:\/\/\S+?\/(reset-password|verify-email)\?token=[^\s\])]+/)?.[0];
  if (!link) throw new Error(`no ${kind} mail to ${to}`);
  return { link, token: new URL(link).searchParams.get('token') ?? '' };
}

/** How many emails of `kind` were written to `to`. */
export async function mailCount(db: Kysely<Database>, to: string, kind: string): Promise<number> {
  const rows = await db.selectFrom('outbox').select('id').where('recipient', '=', to).where('kind', '=', kind).execute();
  return rows.length;
}

/** The emails of `kind` written to `to`, as sent (subject and text): the sender hands over what is due first. */
export async function sentMails(app: FastifyInstance, db: Kysely<Database>, to: string, kind: string) {
  await app.services.mail.deliverDue();
  return db.selectFrom('outbox').select(['subject', 'text']).where('recipient', '=', to).where('kind', '=', kind).orderBy('id').execute();
}
