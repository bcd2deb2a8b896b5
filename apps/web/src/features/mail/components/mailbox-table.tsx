import type { MailboxMessage } from '@partsmith/contract';
import { mailMessages } from '@partsmith/contract/mail-messages';
import { DataTable } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';

const m = mailMessages.mailbox;

/** The messages of a page: to whom, the subject, when, and Open. */
export function MailboxTable({
  messages,
  firstRowNumber,
  onOpen,
}: {
  messages: MailboxMessage[];
  firstRowNumber: number;
  onOpen: (message: MailboxMessage) => void;
}) {
  return (
    <DataTable
      rows={messages}
      rowKey={(message) => message._id}
      firstRowNumber={firstRowNumber}
      columns={[
        { id: 'subject', header: m.subject, rowHeader: true, className: 'font-medium', cell: (message) => message.subject },
        { id: 'to', header: m.to, phoneLabel: m.to, className: 'break-all', cell: (message) => message.to },
        { id: 'sent', header: m.sent, phoneLabel: m.sent, cell: (message) => formatDateTime(message.sentAt) },
        {
          id: 'open',
          header: m.open,
          headerHidden: true,
          cell: (message, { describedBy }) => (
            <button type="button" className="btn btn-sm" aria-describedby={describedBy} onClick={() => onOpen(message)}>
              {m.open}
            </button>
          ),
        },
      ]}
    />
  );
}
