import type { MailboxMessage } from '@partsmith/contract';
import { mailMessages } from '@partsmith/contract/mail-messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, pagedResponse, renderRoute } from '@/testing/test-utils';
import { MailboxPage } from './mailbox-page';

const MESSAGE: MailboxMessage = {
  _id: '7',
  kind: 'password-reset',
  to: 'customer@partsmith.test',
  subject: 'Reset your Partsmith password',
  text: 'Choose a new password: http://localhost:3000/reset-password?token=abc',
  html: '<html lang="en"></html>',
  sentAt: '2026-11-24T10:00:00.000Z',
};

describe('MailboxPage', () => {
  it('lists the messages and opens one as text, links and all', async () => {
    mockFetch({ '/api/admin/mailbox': (url) => pagedResponse([MESSAGE], url) });
    renderRoute(<MailboxPage />, { path: '/dashboard/mailbox' });
    expect(screen.getByRole('heading', { level: 1, name: mailMessages.mailbox.heading })).toBeInTheDocument();
    const row = (await screen.findByText(MESSAGE.subject)).closest('tr')!;
    expect(within(row).getByText(MESSAGE.to)).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: mailMessages.mailbox.open }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGE.subject });
    expect(dialog).toHaveTextContent('http://localhost:3000/reset-password?token=abc');
  });

  it.each([
    ['sends its mail through a mail server', mailMessages.errors.mailboxOff],
    ['others can reach, so its mail waits in the outbox', mailMessages.errors.mailboxHeld],
  ])('says why there is none on a shop that %s', async (_label, message) => {
    mockFetch({ '/api/admin/mailbox': () => jsonResponse({ code: 'NOT_FOUND', message }, { status: 404 }) });
    renderRoute(<MailboxPage />, { path: '/dashboard/mailbox' });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
