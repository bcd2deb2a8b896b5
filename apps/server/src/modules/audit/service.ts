import { AUDIT_ACTION_LABELS, AUDIT_SUBJECT_LABELS, type AuditEntry, changedFields, type AuditFilters, type AuditQuery } from '@partsmith/contract';
import { csvHeader, csvLine, csvText } from '../../lib/csv-cells';
import type { AuditRepository } from './repository';

const COLUMNS: [heading: string, cell: (entry: AuditEntry) => string][] = [
  ['Entry', (entry) => csvText(entry.id)],
  ['At', (entry) => csvText(entry.at)],
  ['Admin', (entry) => csvText(entry.actor.email)],
  ['Action', (entry) => csvText(AUDIT_ACTION_LABELS[entry.action])],
  ['Subject', (entry) => csvText(AUDIT_SUBJECT_LABELS[entry.subject.type])],
  ['Subject id', (entry) => csvText(entry.subject.id)],
  ['Subject name', (entry) => csvText(entry.subject.label)],
  ['Changed', (entry) => csvText(changedFields(entry).join(', '))],
  ['Before', (entry) => csvText(entry.before && JSON.stringify(entry.before))],
  ['After', (entry) => csvText(entry.after && JSON.stringify(entry.after))],
];

export function createAuditService(repository: AuditRepository) {
  return {
    page: ({ limit, offset, ...filters }: AuditQuery) => repository.page(filters, { limit, offset }),

    async *exportCsv(filters: AuditFilters): AsyncGenerator<string> {
      yield csvHeader(COLUMNS.map(([heading]) => heading));
      for await (const entries of repository.batches(filters)) {
        yield entries.map((entry) => csvLine(COLUMNS.map(([, cell]) => cell(entry)))).join('');
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
