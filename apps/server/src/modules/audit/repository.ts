import type { AuditAction, AuditEntry, AuditFields, AuditFilters, AuditSubjectType } from '@partsmith/contract';
import { auditSubjectOf } from '@partsmith/contract';
import type { Kysely, SelectQueryBuilder, Selectable } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema';
import { toCount } from '../../lib/sql';

/** The admin who makes a change, as the session names them. */
export interface AuditActor {
  id: string;
  email: string;
}

/** One change to record: its action, what it changed (an id and what an admin knows it by) and its fields on each side. */
export interface AuditChange {
  action: AuditAction;
  subjectId: string;
  subjectLabel: string;
  before: AuditFields | null;
  after: AuditFields | null;
}

/**
 * What a repository calls inside the transaction of a change it made, with the subject as it was and as it is: the
 * service turns them into the audit log's entry. null on a side where the subject does not exist.
 */
export type ChangeHook<T> = (trx: Kysely<Database>, change: { before: T | null; after: T | null }) => Promise<void>;

/**
 * Writes one change to the audit log in `trx`, the transaction that makes the change: both are kept or neither. An
 * edit that changed nothing is not written.
 */
export async function recordAudit(trx: Kysely<Database>, actor: AuditActor, change: AuditChange): Promise<void> {
  await recordAudits(trx, actor, [change]);
}

/** How the audit log knows one kind of subject: its id, the name an admin knows it by, and the fields it keeps of it. */
export interface AuditedSubject<T> {
  id(subject: T): string;
  label(subject: T): string;
  fields(subject: T): AuditFields;
}

/** A change to a subject described by `subject`, as the audit log records it. */
export function auditChange<T>(subject: AuditedSubject<T>, action: AuditAction, { before, after }: { before: T | null; after: T | null }): AuditChange {
  const either = (after ?? before)!;
  return {
    action,
    subjectId: subject.id(either),
    subjectLabel: subject.label(either),
    before: before && subject.fields(before),
    after: after && subject.fields(after),
  };
}

/**
 * The hooks that record changes to one kind of subject: `auditedAs(subject)(actor, action)` is the ChangeHook that writes
 * `actor`'s `action` on it, with the subject's fields on each side.
 */
export const auditedAs =
  <T>(subject: AuditedSubject<T>) =>
  (actor: AuditActor, action: AuditAction): ChangeHook<T> =>
  (trx, change) =>
    recordAudit(trx, actor, auditChange(subject, action, change));

/** Entries per statement: 9 values each, far below either database's limit on bound values. */
const AUDIT_BATCH = 500;

/**
 * Writes many changes by one admin (an import's) to the audit log in `trx`, as recordAudit does each, in statements of
 * AUDIT_BATCH entries.
 */
export async function recordAudits(trx: Kysely<Database>, actor: AuditActor, changes: AuditChange[]): Promise<void> {
  const at = new Date().toISOString();
  const rows = changes.flatMap((change) => {
    const before = change.before && JSON.stringify(change.before);
    const after = change.after && JSON.stringify(change.after);
    if (before !== null && before === after) return [];
    return [
      {
        actor_id: actor.id,
        actor_email: actor.email.toLowerCase(),
        action: change.action,
        subject_type: auditSubjectOf(change.action),
        subject_id: change.subjectId,
        subject_label: change.subjectLabel,
        before,
        after,
        at,
      },
    ];
  });
  for (let start = 0; start < rows.length; start += AUDIT_BATCH) {
    await trx
      .insertInto('audit_log')
      .values(rows.slice(start, start + AUDIT_BATCH))
      .execute();
  }
}

type AuditRow = Selectable<AuditLogTable>;

const toEntry = (row: AuditRow): AuditEntry => ({
  id: String(row.id),
  at: new Date(row.at).toISOString(),
  actor: { id: row.actor_id, email: row.actor_email },
  action: row.action as AuditAction,
  subject: { type: row.subject_type as AuditSubjectType, id: row.subject_id, label: row.subject_label },
  before: row.before === null ? null : (JSON.parse(row.before) as AuditFields),
  after: row.after === null ? null : (JSON.parse(row.after) as AuditFields),
});

/** The start of the day after `day` ("2026-11-27"), for an end bound that includes the whole day. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString();

/** The audit log's reads: newest first, filtered; its writes are recordAudit and recordAudits. */
export function createAuditRepository(db: Kysely<Database>) {
  const filtered = ({ actor, action, subjectType, subjectId, from, to }: Partial<AuditFilters>) =>
    db
      .selectFrom('audit_log')
      .$if(actor !== undefined, (query) => query.where('actor_email', '=', actor!))
      .$if(action !== undefined, (query) => query.where('action', '=', action!))
      .$if(subjectType !== undefined, (query) => query.where('subject_type', '=', subjectType!))
      .$if(subjectId !== undefined, (query) => query.where('subject_id', '=', subjectId!))
      .$if(from !== undefined, (query) => query.where('at', '>=', `${from}T00:00:00.000Z`))
      .$if(to !== undefined, (query) => query.where('at', '<', dayAfter(to!)));

  const newestFirst = (query: SelectQueryBuilder<Database, 'audit_log', object>) => query.selectAll().orderBy('id', 'desc');

  return {
    async page(filters: Partial<AuditFilters>, { limit, offset }: { limit: number; offset: number }): Promise<{ entries: AuditEntry[]; total: number }> {
      const [rows, counted] = await Promise.all([
        newestFirst(filtered(filters)).limit(limit).offset(offset).execute(),
        filtered(filters)
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { entries: rows.map(toEntry), total: toCount(counted.total) };
    },

    /** Every matching entry, newest first, in batches read by id so that a long log streams in bounded memory. */
    async *batches(filters: Partial<AuditFilters>, size = 1_000): AsyncGenerator<AuditEntry[]> {
      let before: number | string | undefined;
      for (;;) {
        const rows = await newestFirst(filtered(filters))
          .$if(before !== undefined, (query) => query.where('id', '<', before!))
          .limit(size)
          .execute();
        if (rows.length === 0) return;
        yield rows.map(toEntry);
        if (rows.length < size) return;
        before = rows.at(-1)!.id;
      }
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
