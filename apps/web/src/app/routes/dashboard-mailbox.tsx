import { MailboxPage } from '@/features/mail/pages/mailbox-page';

export function Component() {
  return <MailboxPage />;
}
