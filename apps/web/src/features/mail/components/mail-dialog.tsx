import type { MailboxMessage } from '@partsmith/contract';
import { mailMessages } from '@partsmith/contract/mail-messages';
import { Modal } from '@/components/ui/modal';

/** One message as its plain-text part, which carries every link of the HTML one. */
export function MailDialog({ message, onClose }: { message: MailboxMessage | null; onClose: () => void }) {
  return (
    <Modal
      open={message !== null}
      title={message?.subject ?? ''}
      description={<span className="break-all">{message ? `${mailMessages.mailbox.to}: ${message.to}` : ''}</span>}
      onClose={onClose}
      boxClassName="sm:max-w-2xl"
      actions={
        <button type="button" className="btn" onClick={onClose}>
          {mailMessages.mailbox.close}
        </button>
      }
    >
      <pre className="mt-4 max-h-[60vh] overflow-auto rounded-box bg-base-200 p-4 text-sm break-words whitespace-pre-wrap">{message?.text}</pre>
    </Modal>
  );
}
