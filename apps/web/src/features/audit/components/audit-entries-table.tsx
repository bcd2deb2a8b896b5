import { AUDIT_ACTION_LABELS, AUDIT_SUBJECT_LABELS, type AuditEntry } from '@partsmith/contract';
import { auditMessages } from '@partsmith/contract/audit-messages';
import { DataTable } from '@/components/ui/data-table';
import { EmailAddress } from '@/components/ui/email-address';
import { formatDateTime } from '@/lib/format';
import { AuditChanges } from './audit-changes';

const m = auditMessages.columns;

/**
 * A page of the log: when (local time), who, the action, the subject and what changed. On phones each entry is a card:
 * the action and the time on top, then the subject, the admin and the changes.
 */
export function AuditEntriesTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <DataTable
      rows={entries}
      rowKey={(entry) => entry.id}
      numbered={false}
      phoneGridClassName="max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-2 max-sm:py-3"
      columns={[
        {
          id: 'at',
          header: m.at,
          rowHeader: true,
          className: 'w-32 align-top font-normal text-base-content/80 max-sm:col-start-2 max-sm:row-start-1 max-sm:w-auto max-sm:text-right max-sm:text-xs',
          cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
        },
        {
          id: 'actor',
          header: m.actor,
          phoneLabel: m.actor,
          className: 'align-top wrap-break-word max-sm:col-span-2 max-sm:row-start-3 max-sm:text-sm',
          cell: (entry) => <EmailAddress email={entry.actor.email} />,
        },
        {
          id: 'action',
          header: m.action,
          className: 'align-top font-semibold max-sm:col-start-1 max-sm:row-start-1 sm:whitespace-nowrap',
          cell: (entry) => AUDIT_ACTION_LABELS[entry.action],
        },
        {
          id: 'subject',
          header: m.subject,
          className: 'align-top max-sm:col-span-2 max-sm:row-start-2 sm:min-w-36',
          cell: (entry) => (
            <span className="wrap-anywhere">
              <span className="text-sm text-base-content/75 sm:block">{AUDIT_SUBJECT_LABELS[entry.subject.type]}</span>{' '}
              <span className="font-medium">{entry.subject.label}</span>{' '}
              <span className="text-sm whitespace-nowrap text-base-content/75 tabular-nums">{auditMessages.subjectNumber(entry.subject.id)}</span>
            </span>
          ),
        },
        {
          id: 'changes',
          header: m.changes,
          className: 'min-w-56 align-top max-sm:col-span-2 max-sm:row-start-4 max-sm:pt-2',
          cell: (entry) => <AuditChanges entry={entry} />,
        },
      ]}
    />
  );
}
