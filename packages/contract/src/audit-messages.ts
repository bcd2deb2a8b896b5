/**
 * Copy of the admin's Audit Log page (ours, not quoted by the spec). A module of its own, so that only that page loads
 * it; the actions' and subjects' labels are the contract's (audit.ts).
 */
import { formatCount } from './web-messages';

export const auditMessages = {
  heading: 'Audit Log',
  intro: 'Every change an admin made to the shop, newest first: who made it, when, and which fields changed.',
  metaDescription: "The admins' changes to the shop's data: who, when, what, and the fields before and after.",
  filters: {
    label: 'Filter the log',
    actor: 'Admin email',
    actorPlaceholder: 'admin@example.com',
    action: 'Action',
    subjectType: 'Kind of subject',
    subjectId: 'Subject id',
    subjectIdPlaceholder: 'e.g. 12',
    from: 'From (UTC day)',
    to: 'To (UTC day)',
    any: 'Any',
    apply: 'Filter',
    clear: 'Clear filters',
  },
  columns: { at: 'When', actor: 'Admin', action: 'Action', subject: 'Subject', changes: 'Changes' },
  entryCount: (count: number) => `${formatCount(count)} ${count === 1 ? 'entry' : 'entries'}`,
  /** A subject's id after the name an admin knows it by: "PSM-KEY-104 #12". */
  subjectNumber: (id: string) => `#${id}`,
  noEntriesMatch: 'No entries match these filters.',
  noEntriesYet: 'No admin has changed anything yet.',
  exportCsv: 'Export CSV',
  loading: 'Loading the audit log…',
  loadFailed: 'We could not load the audit log',
  /** A field absent on one side (a creation's before, a deletion's after), or a null value. */
  noValue: 'none',
  emptyText: 'empty',
  nothingChanged: 'No field changed',
  showInFull: 'Show in full',
  before: 'Before',
  after: 'After',
  /** Read out between a field's old and new value, where the page shows an arrow. */
  changedTo: 'changed to',
} as const;
